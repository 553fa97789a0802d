/** Texts of the system-versions page (key `versions` of the admin namespace, beside its title and description). */
export const versionsRu = {
  table: 'Компоненты платформы',
  component: 'Компонент',
  version: 'Версия',
  build: 'Коммит / сборка',
  source: 'Источник',
  backend: 'Сервер (API)',
  database: 'База данных',
  remote: 'Модуль интерфейса {{name}}',
  migrations: 'миграций: {{count}}',
  latestMigration: 'последняя: {{name}}',
  noMigrations: 'миграций нет',
  startedAt: 'запущен {{time}}',
  sourceApi: 'GET /api/system/versions',
  sourceManifest: 'mf-manifest.json',
  unknown: 'неизвестно',
  loading: 'Загрузка…',
  backendFailed: 'Сервер не ответил',
  remoteFailed: 'Манифест не прочитан',
  retry: 'Повторить',
  noRemotes: 'Страница открыта без оболочки: модули интерфейса неизвестны',
};

type WithoutRussianPlurals<T> = {
  [K in keyof T as K extends `${string}_few` | `${string}_many` ? never : K]: T[K] extends string ? string : WithoutRussianPlurals<T[K]>;
};

export type VersionsTranslations = WithoutRussianPlurals<typeof versionsRu>;
