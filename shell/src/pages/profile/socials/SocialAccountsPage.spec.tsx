import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { alertStore, configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, type FakeApi } from '@nebo/shared-ui/testing';
import { LocationProbe, renderInShell } from '../../../testing/renderInShell';
import { leavePageFor } from './leavePage';
import { SocialAccountsPage } from './SocialAccountsPage';

jest.mock('./leavePage', () => ({ leavePageFor: jest.fn() }));

const PROFILE = '/api/user/current/profile';
const PROVIDERS = '/api/user/current/socials/providers';
const NETWORKS = ['vk', 'yandex', 'mailru', 'google', 'facebook', 'instagram', 'esia', 'telegram', 'whatsapp'];

const providersAnswer = (configured: string[]) => ({
  body: { data: NETWORKS.map((name) => ({ name, configured: configured.includes(name) })) },
});

/** `configured`: the networks the platform is set up for; by default all but Gosuslugi. */
function setup(bound: string[], configured = NETWORKS.filter((name) => name !== 'esia')): FakeApi {
  const fake = createFakeApi();
  fake.on('GET', PROFILE, { body: { missions: [], userSocialIdentities: bound.map((socialName) => ({ socialName })) } });
  fake.on('GET', PROVIDERS, providersAnswer(configured));
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  return fake;
}

function renderAt(route: string) {
  return renderInShell(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SocialAccountsPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li') as HTMLElement;

beforeEach(() => jest.mocked(leavePageFor).mockClear());
afterEach(() => act(() => alertStore.getState().clear()));

describe('SocialAccountsPage', () => {
  it('lists every network of the spec with its state and the action that fits', async () => {
    setup(['vk']);
    renderAt('/en/profile/socials/');
    const list = await screen.findByRole('list', { name: 'Social networks and their state' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(rowOf('VK')).getByText('Linked')).toBeTruthy();
    expect(within(rowOf('VK')).getByRole('button', { name: 'Unlink account: VK' })).toBeTruthy();
    expect(within(rowOf('Yandex ID')).getByText('Not linked')).toBeTruthy();
    expect(within(rowOf('Yandex ID')).getByRole('button', { name: 'Link account: Yandex ID' })).toBeTruthy();
    expect(within(rowOf('Gosuslugi')).getByText('Not set up on the platform')).toBeTruthy();
    expect(within(rowOf('Gosuslugi')).queryByRole('button')).toBeNull();
    // Why some rows offer no link is said once, above the list.
    expect(screen.getAllByText(/cannot be linked yet/)).toHaveLength(1);
    expect(screen.getByText(/^One network cannot be linked yet: sign-in with it is not set up on the platform\./)).toBeTruthy();
  });

  it('says once that nothing is set up when no network is, instead of on every row', async () => {
    setup([], []);
    renderAt('/profile/socials/');
    await screen.findByRole('list', { name: 'Социальные сети и их состояние' });
    expect(screen.getByText(/^Вход через социальные сети на платформе пока не настроен/)).toBeTruthy();
    expect(screen.getAllByText('Не настроен на платформе')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: /Привязать/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says up front which networks are not set up, with no link to try and no alert', async () => {
    const fake = setup([], ['yandex']);
    renderAt('/profile/socials/');
    const vk = within(await screen.findByRole('list', { name: 'Социальные сети и их состояние' })).getAllByRole('listitem')[0];
    expect(vk.textContent).toContain('ВКонтакте');
    expect(within(vk).getByText('Не настроен на платформе')).toBeTruthy();
    expect(screen.getByText(/^8 сетей пока нельзя привязать/)).toBeTruthy();
    expect(within(vk).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(within(rowOf('Яндекс ID')).getByRole('button', { name: 'Привязать аккаунт: Яндекс ID' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.calls.filter((call) => call.url.pathname === PROVIDERS)).toHaveLength(1);
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('keeps a linked account unlinkable when its network is no longer set up', async () => {
    setup(['vk'], []);
    renderAt('/en/profile/socials/');
    expect(await within(await screen.findByRole('list')).findByRole('button', { name: 'Unlink account: VK' })).toBeTruthy();
    expect(within(rowOf('VK')).getByText('Linked')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows a retry when the list of set-up networks cannot be read, and the rows once it can', async () => {
    const fake = setup([]);
    fake.on('GET', PROVIDERS, { status: 503, body: { error: 'Service Unavailable', message: 'Try again later', statusCode: 503 } });
    renderAt('/en/profile/socials/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Could not load the data')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Social networks and their state' })).toBeNull();
    fake.on('GET', PROVIDERS, providersAnswer(['vk']));
    fireEvent.click(retry);
    const list = await screen.findByRole('list', { name: 'Social networks and their state' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Link account: VK']);
  });

  it('links by a browser navigation to the backend, returning to this page', async () => {
    setup([]);
    renderAt('/profile/socials/');
    fireEvent.click(await screen.findByRole('button', { name: 'Привязать аккаунт: Яндекс ID' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledTimes(1));
    const address = new URL(jest.mocked(leavePageFor).mock.calls[0][0]);
    expect(address.pathname).toBe('/api/user/current/socials/bind/yandex');
    expect(new URL(address.searchParams.get('redirect_url') ?? '').searchParams.get('provider')).toBe('yandex');
    expect(address.searchParams.get('access_token')).toBe('token');
    expect(within(rowOf('Яндекс ID')).getByRole('button', { name: 'Привязать аккаунт: Яндекс ID' }).textContent).toBe('Переходим…');
  });

  it('still reports a network found not set up on the way back, and cleans the address', async () => {
    // Listed as set up when the page was read, removed before the bind reached the backend: the fresh list agrees.
    setup([]);
    renderAt('/en/profile/socials/?provider=esia&socialError=not-configured');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Sign-in with Gosuslugi is not set up on the platform, so the account cannot be linked yet.',
    );
    const row = rowOf('Gosuslugi');
    expect(within(row).getByText('Not set up on the platform')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/profile/socials/'));
  });

  it('reports a linked account on the way back', async () => {
    const fake = setup(['telegram']);
    renderAt('/profile/socials/?provider=telegram&socialBound=telegram');
    await waitFor(() => expect(alertStore.getState().alerts.map((alert) => alert.message)).toEqual(['Аккаунт «Telegram» привязан.']));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/socials/'));
    await waitFor(() => expect(fake.calls.filter((call) => call.url.pathname === PROFILE).length).toBeGreaterThanOrEqual(1));
  });

  it('reports why linking failed', async () => {
    setup([]);
    renderAt('/profile/socials/?provider=google&socialError=bound-to-another-user');
    expect((await screen.findByRole('alert')).textContent).toBe('Этот аккаунт «Google» уже привязан к другому пользователю платформы.');
    expect(within(rowOf('Google')).getByRole('button', { name: 'Привязать аккаунт: Google' })).toBeTruthy();
  });

  it('unlinks an account', async () => {
    const fake = setup(['vk']);
    fake.on('DELETE', '/api/user/current/socials/unbind/vk', () => {
      fake.on('GET', PROFILE, { body: { missions: [], userSocialIdentities: [] } });
      return { status: 204 };
    });
    renderAt('/en/profile/socials/');
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink account: VK' }));
    await waitFor(() => expect(alertStore.getState().alerts.map((alert) => alert.message)).toEqual(['Your VK account is unlinked.']));
    expect(await within(rowOf('VK')).findByRole('button', { name: 'Link account: VK' })).toBeTruthy();
  });

  it('explains an account already unlinked elsewhere instead of showing an error page', async () => {
    const fake = setup(['vk']);
    fake.on('DELETE', '/api/user/current/socials/unbind/vk', {
      status: 404,
      body: { error: 'Not Found', message: 'No vk account is bound', statusCode: 404 },
    });
    renderAt('/en/profile/socials/');
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink account: VK' }));
    await waitFor(() =>
      expect(alertStore.getState().alerts.map((alert) => alert.message)).toEqual(['Your VK account was already unlinked.']),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
