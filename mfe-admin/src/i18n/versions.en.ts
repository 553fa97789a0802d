import type { VersionsTranslations } from './versions.ru';

/** Texts of the system-versions page (key `versions` of the admin namespace, beside its title and description). */
export const versionsEn: VersionsTranslations = {
  table: 'Platform components',
  component: 'Component',
  version: 'Version',
  build: 'Commit / build',
  source: 'Source',
  backend: 'Server (API)',
  database: 'Database',
  remote: 'Interface module {{name}}',
  migrations: 'migrations: {{count}}',
  latestMigration: 'latest: {{name}}',
  noMigrations: 'no migrations',
  startedAt: 'started {{time}}',
  sourceApi: 'GET /api/system/versions',
  sourceManifest: 'mf-manifest.json',
  unknown: 'unknown',
  loading: 'Loading…',
  backendFailed: 'The server did not answer',
  remoteFailed: 'The manifest could not be read',
  retry: 'Try again',
  noRemotes: 'The page runs without the shell: the interface modules are unknown',
};
