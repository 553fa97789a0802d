import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient } from '@nebo/shared-ui';
import { createFakeApi, type FakeApi } from '@nebo/shared-ui/testing';
import { LocationProbe, renderInShell } from '../../testing/renderInShell';
import { NotificationBell } from './NotificationBell';
import type { UserNotification } from './notificationsApi';

const BASE = '/api/user/current/notifications';

/** The server's side in memory: pages newest first, the unread filter and both marks, as the backend answers them. */
function server(count: number, options: { unread?: number } = {}): { fake: FakeApi; notices: UserNotification[] } {
  const notices: UserNotification[] = Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    category: 'FLIGHT_AGREEMENT_STATUS',
    event: 'authority.approved',
    title: `Заявка ${i} согласована`,
    body: `Текст ${i}`,
    link: i % 2 === 0 ? `/flight/requests/r${i}/agreement/` : null,
    // 2026-05-01 09:00 UTC is 12:00 in Moscow; every next notice is a minute older.
    createdAt: new Date(Date.UTC(2026, 4, 1, 9, 0) - i * 60_000).toISOString(),
    read: i >= (options.unread ?? count),
  }));
  const fake = createFakeApi();
  fake.on('GET', BASE, (call) => {
    const page = Number(call.url.searchParams.get('page') ?? 0);
    const size = Number(call.url.searchParams.get('size') ?? 20);
    const matching = call.url.searchParams.get('unread') === 'true' ? notices.filter((n) => !n.read) : notices;
    return {
      body: {
        data: matching.slice(page * size, page * size + size),
        meta: { totalCount: matching.length, unreadCount: notices.filter((n) => !n.read).length },
      },
    };
  });
  fake.on('PATCH', `${BASE}/read-all`, () => {
    notices.forEach((n) => (n.read = true));
    return { status: 204 };
  });
  notices.forEach((notice) =>
    fake.on('PATCH', `${BASE}/${notice.id}/read`, () => {
      notice.read = true;
      return { status: 204 };
    }),
  );
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  return { fake, notices };
}

const listCalls = (fake: FakeApi) => fake.calls.filter((c) => c.method === 'GET' && c.url.searchParams.get('unread') !== 'true');
const countCalls = (fake: FakeApi) => fake.calls.filter((c) => c.method === 'GET' && c.url.searchParams.get('unread') === 'true');

function renderBell(route = '/') {
  return renderInShell(
    <>
      <NotificationBell />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('NotificationBell', () => {
  it('names the unread count for screen readers and shows it on the bell', async () => {
    server(5, { unread: 3 });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 3' });
    expect(bell.textContent).toBe('3');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks English on English pages', async () => {
    server(1);
    renderBell('/en/');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, unread: 1' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });

  it('lists the newest 20 in Moscow time with the unread ones marked, and «Показать ещё» loads the next page', async () => {
    const { fake } = server(23, { unread: 2 });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уведомления' });
    const list = await within(dialog).findByRole('list', { name: 'Список уведомлений' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(20);
    expect(items[0].textContent).toContain('Не прочитано: Заявка 0 согласована');
    expect(items[0].textContent).toContain('01.05.2026 12:00');
    expect(items[2].textContent).not.toContain('Не прочитано');
    expect(items[2].textContent).toContain('01.05.2026 11:58');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(23));
    expect(within(dialog).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(listCalls(fake).map((c) => c.url.searchParams.get('page'))).toEqual(['0', '1']);
  });

  it('shows the empty state, and an error with a retry that works', async () => {
    const { fake } = server(0);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 0' }));
    expect(await screen.findByText('Уведомлений пока нет')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Прочитать все' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });

    fake.on('GET', BASE, (call) =>
      call.url.searchParams.get('unread') === 'true'
        ? { body: { data: [], meta: { totalCount: 0, unreadCount: 0 } } }
        : { status: 500, body: { error: 'Internal Server Error', message: 'boom', statusCode: 500 } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Уведомления, непрочитанных: 0' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить уведомления');
    fake.on('GET', BASE, { body: { data: [], meta: { totalCount: 0, unreadCount: 0 } } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Уведомлений пока нет')).toBeTruthy();
  });

  it('marks a notice read and goes to its link in the page language', async () => {
    const { fake, notices } = server(3, { unread: 3 });
    renderBell('/en/');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, unread: 3' }));
    const list = await screen.findByRole('list', { name: 'Notification list' });
    fireEvent.click(within(list).getAllByRole('button')[0]);

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/flight/requests/r0/agreement/'));
    expect(fake.calls.some((c) => c.method === 'PATCH' && c.url.pathname === `${BASE}/n0/read`)).toBe(true);
    expect(notices[0].read).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('button', { name: 'Notifications, unread: 2' });
  });

  it('reads all with «Прочитать все» and the count drops to zero', async () => {
    const { fake } = server(4, { unread: 4 });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 4' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Прочитать все' }));
    await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 0' });
    expect(fake.calls.filter((c) => c.method === 'PATCH' && c.url.pathname === `${BASE}/read-all`)).toHaveLength(1);
    await waitFor(() => expect(within(dialog).queryByText(/Не прочитано/)).toBeNull());
  });

  it('closes on Escape and on the close button, the focus back on the bell', async () => {
    server(1);
    renderBell();
    const bell = await screen.findByRole('button', { name: /Уведомления, непрочитанных/ });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);

    fireEvent.click(bell);
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть уведомления' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  describe('polling', () => {
    afterEach(() => {
      jest.useRealTimers();
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    });

    it('asks for the count every 60 s while the tab is visible, and not while it is hidden', async () => {
      jest.useFakeTimers();
      const { fake, notices } = server(2, { unread: 1 });
      renderBell();
      await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' });
      expect(countCalls(fake)).toHaveLength(1);

      notices[1].read = false;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' });
      expect(countCalls(fake)).toHaveLength(2);

      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(180_000);
      });
      expect(countCalls(fake)).toHaveLength(2);
    });
  });
});
