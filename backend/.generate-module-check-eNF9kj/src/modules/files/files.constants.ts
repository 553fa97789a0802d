/** The two upload limits (docs/requirements.md#files-uploads), in bytes. */
export const FILE_LIMIT_5_MB = 5_242_880;
export const FILE_LIMIT_10_MB = 10_485_760;

/** Who may read a file (docs/requirements.md#files-uploads). */
export const FILE_ACCESS_TYPES = ['PUBLIC', 'PROTECTED', 'PERSONAL_DATA'] as const;
export type FileAccessType = (typeof FILE_ACCESS_TYPES)[number];

/** Realm roles that review other people's PROTECTED files (drone scans, company documents). */
export const REVIEWER_ROLES = ['admin', 'moderator', 'authority'] as const;
