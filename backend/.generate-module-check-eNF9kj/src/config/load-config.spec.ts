import path from 'node:path';
import { ConfigError } from './config-error';
import { loadConfig } from './load-config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => `${p.variable}: ${p.problem}`);
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      embeddedDatabasePort: 5433,
      auth: {
        issuer: 'http://localhost:3000/realms/nebo',
        embedded: true,
        audience: 'nebo-api',
        accessTokenTtlSeconds: 900,
        refreshTokenTtlSeconds: 36000,
      },
      corsOrigins: ['http://localhost:8080', 'http://localhost:8081', 'http://localhost:8082'],
      trustProxy: false,
      logLevel: 'info',
      notifications: {
        smtpUrl: 'smtp://127.0.0.1:1025',
        mailFrom: 'Nebo <no-reply@nebo.local>',
        pollIntervalMs: 1000,
        maxAttempts: 8,
        workerEnabled: true,
      },
    });
    // <repo>/.data: the repository root is the directory whose package.json declares the workspaces.
    expect(config.dataDir).toBe(path.resolve(__dirname, '../../../.data'));
    expect(config.fileStorage).toEqual({ kind: 'local', root: path.join(config.dataDir, 'files') });
    // No social provider, the embedded provider's own admin, a 12-hour password-change link; offline map lookup.
    expect(config.users).toEqual({ socialProviders: {}, keycloakAdmin: undefined, passwordChangeLinkTtlSeconds: 43_200 });
    expect(config.map).toEqual({ osmLookupUrl: undefined, osmLookupTimeoutMs: 5000 });
  });

  it('derives the issuer from PUBLIC_URL and strips trailing slashes', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://nebo.example.ru/' });
    expect(config.publicUrl).toBe('https://nebo.example.ru');
    expect(config.auth.issuer).toBe('https://nebo.example.ru/realms/nebo');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8000',
      DATABASE_URL: 'postgresql://u:p@db:5432/nebo',
      DATA_DIR: '/var/lib/nebo',
      AUTH_ISSUER: 'https://sso.example.ru/realms/nebo',
      AUTH_EMBEDDED: 'false',
      AUTH_AUDIENCE: 'nebo-backend',
      ACCESS_TOKEN_TTL: '300',
      REFRESH_TOKEN_TTL: '3600',
      CORS_ORIGINS: 'https://nebo.example.ru, https://admin.nebo.example.ru',
      LOG_LEVEL: 'debug',
      SMTP_URL: 'smtps://nebo:secret@smtp.example.ru:465',
      MAIL_FROM: 'no-reply@nebo.example.ru',
      OUTBOX_POLL_INTERVAL_MS: '250',
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_WORKER_ENABLED: 'off',
      KEYCLOAK_ADMIN_CLIENT_ID: 'nebo-admin',
      KEYCLOAK_ADMIN_CLIENT_SECRET: 'admin-secret',
      PASSWORD_CHANGE_LINK_TTL: '3600',
      OSM_LOOKUP_URL: 'https://nominatim.openstreetmap.org/lookup',
      OSM_LOOKUP_TIMEOUT_MS: '2000',
    });
    expect(config).toMatchObject({
      port: 8000,
      databaseUrl: 'postgresql://u:p@db:5432/nebo',
      dataDir: '/var/lib/nebo',
      auth: {
        issuer: 'https://sso.example.ru/realms/nebo',
        embedded: false,
        audience: 'nebo-backend',
        accessTokenTtlSeconds: 300,
        refreshTokenTtlSeconds: 3600,
      },
      corsOrigins: ['https://nebo.example.ru', 'https://admin.nebo.example.ru'],
      logLevel: 'debug',
      fileStorage: { kind: 'local', root: '/var/lib/nebo/files' },
      notifications: {
        smtpUrl: 'smtps://nebo:secret@smtp.example.ru:465',
        mailFrom: 'no-reply@nebo.example.ru',
        pollIntervalMs: 250,
        maxAttempts: 3,
        workerEnabled: false,
      },
      users: {
        socialProviders: {},
        keycloakAdmin: { clientId: 'nebo-admin', clientSecret: 'admin-secret' },
        passwordChangeLinkTtlSeconds: 3600,
      },
      map: { osmLookupUrl: 'https://nominatim.openstreetmap.org/lookup', osmLookupTimeoutMs: 2000 },
    });
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxy addresses and ranges, off unless given', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback, 2001:db8::/32, ::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '2001:db8::/32',
      '::1',
    ]);
  });

  it('reads the S3 storage settings, with us-east-1 as the default region', () => {
    const config = loadConfig({
      FILES_STORAGE: 's3',
      S3_ENDPOINT: 'https://storage.yandexcloud.net/',
      S3_BUCKET: 'nebo',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
    });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      endpoint: 'https://storage.yandexcloud.net',
      bucket: 'nebo',
      accessKey: 'k',
      secretKey: 's',
      region: 'us-east-1',
    });
    expect(
      loadConfig({
        FILES_STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY: 'k',
        S3_SECRET_KEY: 's',
        S3_REGION: 'ru-central1',
      }).fileStorage,
    ).toMatchObject({ region: 'ru-central1' });
  });

  it('names every S3 variable s3 storage misses, and ignores them for local storage', () => {
    expect(problemsOf({ FILES_STORAGE: 's3', S3_BUCKET: 'nebo' })).toEqual([
      'S3_ENDPOINT: is required when FILES_STORAGE=s3',
      'S3_ACCESS_KEY: is required when FILES_STORAGE=s3',
      'S3_SECRET_KEY: is required when FILES_STORAGE=s3',
    ]);
    expect(loadConfig({ S3_ENDPOINT: 'not a url' }).fileStorage.kind).toBe('local');
  });

  describe('social sign-in providers', () => {
    const VK = {
      SOCIAL_VK_CLIENT_ID: 'app-1',
      SOCIAL_VK_CLIENT_SECRET: 's3cret-value',
      SOCIAL_VK_AUTH_URL: 'https://id.vk.com/authorize',
      SOCIAL_VK_TOKEN_URL: 'https://id.vk.com/oauth2/auth',
      SOCIAL_VK_USERINFO_URL: 'https://id.vk.com/oauth2/user_info',
    };

    it('configures a provider given all five settings, keeping its URLs exactly as given', () => {
      const config = loadConfig({ ...VK, SOCIAL_VK_SCOPE: ' email ', SOCIAL_VK_TOKEN_URL: 'https://oauth.example.ru/token/' });
      expect(config.users.socialProviders).toEqual({
        vk: {
          clientId: 'app-1',
          clientSecret: 's3cret-value',
          authUrl: 'https://id.vk.com/authorize',
          tokenUrl: 'https://oauth.example.ru/token/',
          userinfoUrl: 'https://id.vk.com/oauth2/user_info',
          scope: 'email',
        },
      });
      expect(loadConfig(VK).users.socialProviders.vk?.scope).toBeUndefined();
    });

    it('configures each provider on its own, by its upper-case name', () => {
      const yandex = Object.fromEntries(Object.entries(VK).map(([name, value]) => [name.replace('_VK_', '_YANDEX_'), value]));
      expect(Object.keys(loadConfig({ ...VK, ...yandex }).users.socialProviders)).toEqual(['vk', 'yandex']);
    });

    it('names every setting a half-configured provider misses, and what it was given', () => {
      expect(problemsOf({ SOCIAL_VK_CLIENT_ID: 'app-1' })).toEqual([
        'SOCIAL_VK_CLIENT_SECRET: is required when SOCIAL_VK_CLIENT_ID is set',
        'SOCIAL_VK_AUTH_URL: is required when SOCIAL_VK_CLIENT_ID is set',
        'SOCIAL_VK_TOKEN_URL: is required when SOCIAL_VK_CLIENT_ID is set',
        'SOCIAL_VK_USERINFO_URL: is required when SOCIAL_VK_CLIENT_ID is set',
      ]);
      expect(
        problemsOf({
          SOCIAL_GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
          SOCIAL_GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
          SOCIAL_GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
          SOCIAL_GOOGLE_CLIENT_ID: 'g',
        }),
      ).toEqual([
        'SOCIAL_GOOGLE_CLIENT_SECRET: is required when SOCIAL_GOOGLE_CLIENT_ID, SOCIAL_GOOGLE_AUTH_URL, SOCIAL_GOOGLE_TOKEN_URL, SOCIAL_GOOGLE_USERINFO_URL are set',
      ]);
    });

    it('never repeats a client secret in its messages', () => {
      const secret = 'do-not-print-me';
      const problems = problemsOf({
        SOCIAL_VK_CLIENT_SECRET: secret,
        SOCIAL_ESIA_CLIENT_SECRET: secret,
        KEYCLOAK_ADMIN_CLIENT_SECRET: secret,
      });
      expect(problems).toHaveLength(9);
      expect(problems.join('\n')).not.toContain(secret);
    });

    it('leaves a provider with only its optional scope off, as before', () => {
      expect(loadConfig({ SOCIAL_VK_SCOPE: 'email' }).users.socialProviders).toEqual({});
    });

    it.each(['AUTH_URL', 'TOKEN_URL', 'USERINFO_URL'])('refuses a %s that is not an absolute http(s) URL', (setting) => {
      expect(problemsOf({ ...VK, [`SOCIAL_VK_${setting}`]: 'ftp://id.vk.com/x' })).toEqual([
        `SOCIAL_VK_${setting}: must be an absolute http(s) URL (got "ftp://id.vk.com/x")`,
      ]);
      expect(problemsOf({ ...VK, [`SOCIAL_VK_${setting}`]: '/oauth/x' })).toEqual([
        `SOCIAL_VK_${setting}: must be an absolute http(s) URL (got "/oauth/x")`,
      ]);
    });
  });

  it('needs both Keycloak admin settings or neither, naming the one missing', () => {
    expect(problemsOf({ KEYCLOAK_ADMIN_CLIENT_ID: 'nebo-admin' })).toEqual([
      'KEYCLOAK_ADMIN_CLIENT_SECRET: is required when KEYCLOAK_ADMIN_CLIENT_ID is set',
    ]);
    expect(problemsOf({ KEYCLOAK_ADMIN_CLIENT_SECRET: 'admin-secret' })).toEqual([
      'KEYCLOAK_ADMIN_CLIENT_ID: is required when KEYCLOAK_ADMIN_CLIENT_SECRET is set',
    ]);
  });

  it('keeps the OSM lookup URL as given (its path is the endpoint) and takes the timeout bounds inclusively', () => {
    expect(loadConfig({ OSM_LOOKUP_URL: 'http://127.0.0.1:8088/lookup/' }).map.osmLookupUrl).toBe('http://127.0.0.1:8088/lookup/');
    expect(loadConfig({ OSM_LOOKUP_TIMEOUT_MS: '100' }).map.osmLookupTimeoutMs).toBe(100);
    expect(loadConfig({ OSM_LOOKUP_TIMEOUT_MS: '60000' }).map.osmLookupTimeoutMs).toBe(60_000);
    expect(loadConfig({ PASSWORD_CHANGE_LINK_TTL: '60' }).users.passwordChangeLinkTtlSeconds).toBe(60);
    expect(loadConfig({ PASSWORD_CHANGE_LINK_TTL: '604800' }).users.passwordChangeLinkTtlSeconds).toBe(604_800);
  });

  it('does not repeat an SMTP URL, which may hold a password, in its message', () => {
    expect(problemsOf({ SMTP_URL: 'http://user:secret@mail.example.ru' })).toEqual(['SMTP_URL: must be an smtp:// or smtps:// URL']);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 1 to 65535 (got "70000")'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL: must be an absolute http(s) URL (got "localhost:3000")'],
    [{ DATABASE_URL: 'mysql://db/nebo' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ AUTH_ISSUER: 'not a url' }, 'AUTH_ISSUER: must be an absolute http(s) URL (got "not a url")'],
    [{ AUTH_EMBEDDED: 'maybe' }, 'AUTH_EMBEDDED: must be true or false (got "maybe")'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'ACCESS_TOKEN_TTL: must be a whole number from 1 to 86400 (got "0")'],
    [{ ACCESS_TOKEN_TTL: '900', REFRESH_TOKEN_TTL: '60' }, 'REFRESH_TOKEN_TTL: must not be shorter than ACCESS_TOKEN_TTL'],
    [
      { CORS_ORIGINS: 'http://localhost:8080/app' },
      'CORS_ORIGINS: must be a comma-separated list of origins like http://localhost:8080 (bad: "http://localhost:8080/app")',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ FILES_STORAGE: 'ftp' }, 'FILES_STORAGE: must be one of local, s3 (got "ftp")'],
    [
      { FILES_STORAGE: 's3', S3_ENDPOINT: 'storage.example.ru', S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' },
      'S3_ENDPOINT: must be an absolute http(s) URL (got "storage.example.ru")',
    ],
    [{ SMTP_URL: 'mail.example.ru:25' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'Nebo' }, 'MAIL_FROM: must be an e-mail address, optionally with a name: Nebo <no-reply@example.ru> (got "Nebo")'],
    [{ OUTBOX_POLL_INTERVAL_MS: '10' }, 'OUTBOX_POLL_INTERVAL_MS: must be a whole number from 50 to 60000 (got "10")'],
    [{ OUTBOX_MAX_ATTEMPTS: '0' }, 'OUTBOX_MAX_ATTEMPTS: must be a whole number from 1 to 100 (got "0")'],
    [{ OUTBOX_WORKER_ENABLED: 'sometimes' }, 'OUTBOX_WORKER_ENABLED: must be true or false (got "sometimes")'],
    [{ PASSWORD_CHANGE_LINK_TTL: '5' }, 'PASSWORD_CHANGE_LINK_TTL: must be a whole number from 60 to 604800 (got "5")'],
    [{ PASSWORD_CHANGE_LINK_TTL: '604801' }, 'PASSWORD_CHANGE_LINK_TTL: must be a whole number from 60 to 604800 (got "604801")'],
    [{ PASSWORD_CHANGE_LINK_TTL: '12h' }, 'PASSWORD_CHANGE_LINK_TTL: must be a whole number from 60 to 604800 (got "12h")'],
    [
      { OSM_LOOKUP_URL: 'nominatim.openstreetmap.org/lookup' },
      'OSM_LOOKUP_URL: must be an absolute http(s) URL (got "nominatim.openstreetmap.org/lookup")',
    ],
    [
      { OSM_LOOKUP_URL: 'ftp://nominatim.example.ru/lookup' },
      'OSM_LOOKUP_URL: must be an absolute http(s) URL (got "ftp://nominatim.example.ru/lookup")',
    ],
    [{ OSM_LOOKUP_TIMEOUT_MS: '99' }, 'OSM_LOOKUP_TIMEOUT_MS: must be a whole number from 100 to 60000 (got "99")'],
    [{ OSM_LOOKUP_TIMEOUT_MS: '1.5' }, 'OSM_LOOKUP_TIMEOUT_MS: must be a whole number from 100 to 60000 (got "1.5")'],
    ...['true', '11', '10.0.0.0/33', '10.0.0.300', 'proxy.example.ru', 'loopback, nowhere', '::1/129', '10.0.0.1/8/1'].map(
      (value): [Record<string, string>, string] => [
        { TRUST_PROXY: value },
        `TRUST_PROXY: must be off, a number of proxy hops (1–10) or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal (got "${value}")`,
      ],
    ),
  ])('refuses %j with a message naming the variable', (env, expected) => {
    expect(problemsOf(env)).toEqual([expected]);
  });

  it('reports every bad variable at once, in a message fit for the console', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(
      'Invalid configuration:\n  - PORT: must be a whole number from 1 to 65535 (got "x")\n' +
        '  - LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "y")',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
