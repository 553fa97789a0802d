/**
 * The authority-review module's migrations: none. Its data lives in the agreements' own tables (the decision
 * columns and `route_crosses`, migrations 1795580000200 and 1795580000210 of agreements and local-agreements).
 */
export const authorityReviewMigrations = [];
