import { loadUsersConfig } from './users.config';

const VK = {
  SOCIAL_VK_CLIENT_ID: 'app-1',
  SOCIAL_VK_CLIENT_SECRET: 's3cret',
  SOCIAL_VK_AUTH_URL: 'https://id.vk.com/authorize',
  SOCIAL_VK_TOKEN_URL: 'https://id.vk.com/oauth2/auth',
  SOCIAL_VK_USERINFO_URL: 'https://id.vk.com/oauth2/user_info',
};

describe('loadUsersConfig', () => {
  it('has no providers, no Keycloak admin and a 12-hour link by default', () => {
    expect(loadUsersConfig({})).toEqual({ socialProviders: {}, keycloakAdmin: undefined, passwordChangeLinkTtlSeconds: 43_200 });
  });

  it('configures a provider only when all five settings are given', () => {
    expect(loadUsersConfig({ ...VK, SOCIAL_VK_SCOPE: 'email' }).socialProviders.vk).toEqual({
      clientId: 'app-1',
      clientSecret: 's3cret',
      authUrl: 'https://id.vk.com/authorize',
      tokenUrl: 'https://id.vk.com/oauth2/auth',
      userinfoUrl: 'https://id.vk.com/oauth2/user_info',
      scope: 'email',
    });
    expect(() => loadUsersConfig({ SOCIAL_VK_CLIENT_ID: 'app-1' })).toThrow(
      'SOCIAL_VK_* is incomplete: also set SOCIAL_VK_CLIENT_SECRET, SOCIAL_VK_AUTH_URL, SOCIAL_VK_TOKEN_URL, SOCIAL_VK_USERINFO_URL',
    );
    expect(() => loadUsersConfig({ ...VK, SOCIAL_VK_TOKEN_URL: 'ftp://x' })).toThrow('SOCIAL_VK_TOKEN_URL must be an absolute http(s) URL');
  });

  it('needs both Keycloak admin settings and a sane link lifetime', () => {
    expect(() => loadUsersConfig({ KEYCLOAK_ADMIN_CLIENT_ID: 'nebo-admin' })).toThrow('must be set together');
    expect(loadUsersConfig({ KEYCLOAK_ADMIN_CLIENT_ID: 'a', KEYCLOAK_ADMIN_CLIENT_SECRET: 'b' }).keycloakAdmin).toEqual({ clientId: 'a', clientSecret: 'b' });
    expect(() => loadUsersConfig({ PASSWORD_CHANGE_LINK_TTL: '5' })).toThrow('PASSWORD_CHANGE_LINK_TTL');
  });
});
