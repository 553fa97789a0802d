import { IdentityTokenCutoff1795500000000 } from './1795500000000-identity-token-cutoff';

/** Migrations of the identity module, in order; listed in src/database/migrations.ts. */
export const identityMigrations = [IdentityTokenCutoff1795500000000];
