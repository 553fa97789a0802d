/** The spec's two upload limits (part 1 §9), in bytes. */
export const FILE_LIMIT_5_MB = 5_242_880;
export const FILE_LIMIT_10_MB = 10_485_760;

/** File access of the spec (part 1 §3). */
export const FILE_ACCESS_TYPES = ['PUBLIC', 'PROTECTED', 'PERSONAL_DATA'] as const;
export type FileAccessType = (typeof FILE_ACCESS_TYPES)[number];

/** Realm roles that review other people's PROTECTED files (drone scans, company documents). */
export const REVIEWER_ROLES = ['admin', 'moderator', 'authority'] as const;
