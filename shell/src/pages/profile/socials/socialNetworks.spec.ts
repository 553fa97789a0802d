import { configureApiClient } from '@nebo/shared-ui';
import { bindAddress, bindOutcomeOf, forgetNotConfigured, rememberedNotConfigured, rememberNotConfigured, withoutOutcome } from './socialNetworks';

const params = (query: string) => new URLSearchParams(query);

beforeEach(() => window.sessionStorage.clear());

describe('social binding', () => {
  it('reads the outcome the backend appends to the return address', () => {
    expect(bindOutcomeOf(params('?provider=vk&socialBound=vk'))).toEqual({ provider: 'vk', bound: true });
    expect(bindOutcomeOf(params('?provider=esia&socialError=not-configured'))).toEqual({ provider: 'esia', error: 'not-configured' });
    expect(bindOutcomeOf(params('?provider=google&socialError=bound-to-another-user'))).toEqual({ provider: 'google', error: 'bound-to-another-user' });
    // An error the page does not know is still reported, as the provider failing.
    expect(bindOutcomeOf(params('?provider=yandex&socialError=teapot'))).toEqual({ provider: 'yandex', error: 'provider-failed' });
    expect(bindOutcomeOf(params('?provider=myspace&socialError=denied'))).toBeNull();
    expect(bindOutcomeOf(params('?socialError=denied'))).toBeNull();
    expect(bindOutcomeOf(params(''))).toBeNull();
  });

  it('drops only the outcome from the address', () => {
    expect(withoutOutcome(params('?provider=vk&socialError=denied'))).toBe('');
    expect(withoutOutcome(params('?tab=2&provider=vk&socialBound=vk'))).toBe('?tab=2');
  });

  it('builds the bind navigation with the return address naming the provider and a fresh token', async () => {
    configureApiClient({ baseUrl: 'http://localhost:3000/', getToken: async () => 'jwt.token' });
    const address = new URL(await bindAddress('vk', 'http://localhost:8080/en/profile/socials/'));
    expect(`${address.origin}${address.pathname}`).toBe('http://localhost:3000/api/user/current/socials/bind/vk');
    expect(address.searchParams.get('redirect_url')).toBe('http://localhost:8080/en/profile/socials/?provider=vk');
    expect(address.searchParams.get('access_token')).toBe('jwt.token');
  });

  it('remembers for the tab which providers are not configured, until one binds after all', () => {
    expect(rememberedNotConfigured()).toEqual([]);
    rememberNotConfigured('esia');
    expect(rememberNotConfigured('vk')).toEqual(['esia', 'vk']);
    expect(rememberNotConfigured('vk')).toEqual(['esia', 'vk']);
    expect(forgetNotConfigured('esia')).toEqual(['vk']);
    expect(rememberedNotConfigured()).toEqual(['vk']);
    window.sessionStorage.setItem('nebo.socials.notConfigured', '{broken');
    expect(rememberedNotConfigured()).toEqual([]);
  });
});
