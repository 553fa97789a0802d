import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { alertStore, configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../../testing/renderInShell';
import { NotificationsPage } from './NotificationsPage';
import { enabledCells, toSettings } from './notificationSettings';

const SETTINGS = '/api/user/current/notification/settings';

afterEach(() => act(() => alertStore.getState().clear()));

describe('notification settings', () => {
  it('turn the answer into a set of cells and back into the full matrix', () => {
    const cells = enabledCells({
      settings: [
        { method: 'EMAIL', category: 'MARKETPLACE', enabled: true },
        { method: 'WEBSITE', category: 'MARKETPLACE', enabled: false },
      ],
    });
    expect([...cells]).toEqual(['EMAIL:MARKETPLACE']);
    const matrix = toSettings(['EMAIL', 'WEBSITE'], ['MARKETPLACE'], cells);
    expect(matrix).toEqual([
      { method: 'EMAIL', category: 'MARKETPLACE', enabled: true },
      { method: 'WEBSITE', category: 'MARKETPLACE', enabled: false },
    ]);
  });

  it('shows methods × categories with the dictionary names and saves the whole matrix', async () => {
    const fake = createFakeApi();
    fake.on('GET', SETTINGS, { body: { settings: [{ method: 'EMAIL', category: 'FLIGHT_AGREEMENT_STATUS', enabled: true }] } });
    fake.on('GET', '/api/dictionaries/NOTIFICATION_METHOD', {
      body: { data: [{ id: 2, code: 'EMAIL', name: 'E-mail' }], meta: { totalCount: 1 } },
    });
    fake.on('GET', '/api/dictionaries/NOTIFICATION_CATEGORY', { body: { data: [], meta: { totalCount: 0 } } });
    fake.on('PATCH', SETTINGS, { body: { settings: [] } });
    configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
    act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
    renderInShell(<NotificationsPage />, { route: '/en/profile/notifications/' });

    const emailStatus = await screen.findByRole('checkbox', { name: 'Flight agreement status — E-mail' });
    expect((emailStatus as HTMLInputElement).checked).toBe(true);
    const telegramMarket = screen.getByRole('checkbox', { name: 'Marketplace — In Telegram' });
    expect((telegramMarket as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);

    fireEvent.click(telegramMarket);
    fireEvent.click(emailStatus);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertStore.getState().alerts.map((a) => a.status)).toEqual(['success']));
    const patch = fake.calls.find((call) => call.method === 'PATCH');
    const settings = (patch?.body as { settings: { method: string; category: string; enabled: boolean }[] }).settings;
    expect(settings).toHaveLength(12);
    expect(settings.filter((s) => s.enabled)).toEqual([{ method: 'TELEGRAM', category: 'MARKETPLACE', enabled: true }]);
  });
});
