import { configureApiClient } from '@nebo/shared-ui';
import { createFakeApi } from '@nebo/shared-ui/testing';
import { bindAddress, bindOutcomeOf, fetchConfiguredNetworks, withoutOutcome } from './socialNetworks';

const params = (query: string) => new URLSearchParams(query);

describe('social binding', () => {
  it('reads the outcome the backend appends to the return address', () => {
    expect(bindOutcomeOf(params('?provider=vk&socialBound=vk'))).toEqual({ provider: 'vk', bound: true });
    expect(bindOutcomeOf(params('?provider=esia&socialError=not-configured'))).toEqual({ provider: 'esia', error: 'not-configured' });
    expect(bindOutcomeOf(params('?provider=google&socialError=bound-to-another-user'))).toEqual({
      provider: 'google',
      error: 'bound-to-another-user',
    });
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

  it("reads the set-up networks in the spec's order, ignoring names it does not know", async () => {
    const fake = createFakeApi().on('GET', '/api/user/current/socials/providers', {
      body: {
        data: [
          { name: 'whatsapp', configured: true },
          { name: 'vk', configured: false },
          { name: 'myspace', configured: true },
          { name: 'esia', configured: true },
        ],
      },
    });
    configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'jwt.token' });
    expect(await fetchConfiguredNetworks()).toEqual(['esia', 'whatsapp']);
    expect(fake.calls.map((call) => call.headers.authorization)).toEqual(['Bearer jwt.token']);
  });
});
