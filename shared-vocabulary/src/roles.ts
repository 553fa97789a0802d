/**
 * Who a caller is (docs/requirements.md#vocabulary-roles). Realm roles come in the access token
 * (`realm_access.roles`); staff roles are a company employee's roles, added to the summary's `scope`.
 */
export const REALM_ROLES = ['user', 'individual', 'juridical', 'authority', 'moderator', 'admin'] as const;
export type RealmRole = (typeof REALM_ROLES)[number];

export const STAFF_ROLES = ['ADMIN', 'MANAGER', 'PILOT', 'SIGNER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
