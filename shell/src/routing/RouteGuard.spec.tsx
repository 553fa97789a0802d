import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient, SUMMARY_PATH, SUMMARY_REFRESH_THRESHOLD_MS, sessionStore, type UserSummary } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, fakeSummary, type FakeReply } from '@nebo/shared-ui/testing';
import { authorityDeployment, LocationProbe, renderInShell } from '../testing/renderInShell';
import { RouteGuard } from './RouteGuard';

function GuardedApp() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route path="*" element={<LocationProbe />} />
      </Route>
    </Routes>
  );
}

function signIn(scope: string[]) {
  act(() => {
    sessionStore.getState().setAuthenticated('token', fakeClaims({ sub: scope.join('-') }));
    sessionStore.setState({ summary: fakeSummary({ scope }), summaryFetchedAt: Date.now() });
  });
}

/** Signed in with no summary yet: the guard must load it before deciding. */
function signInWithoutSummary() {
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
}

/** The summary call answers only when the test says so, to look at the page meanwhile. */
function summaryAnswersLater() {
  let requested: (answer: (reply: FakeReply) => void) => void = () => undefined;
  const request = new Promise<(reply: FakeReply) => void>((resolve) => (requested = resolve));
  const fake = createFakeApi();
  fake.on('GET', SUMMARY_PATH, () => new Promise<FakeReply>((resolve) => requested(resolve)));
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  return { fake, answer: (reply: FakeReply) => act(async () => (await request)(reply)) };
}

const summaryOf = (overrides: Partial<UserSummary>) => ({ body: fakeSummary(overrides) });

beforeEach(() => act(() => sessionStore.getState().setAnonymous()));

describe('RouteGuard', () => {
  it('forces an admin into /admin/, keeping the language', () => {
    signIn(['admin']);
    renderInShell(<GuardedApp />, { route: '/en/' });
    expect(screen.getByTestId('location').textContent).toBe('/en/admin/');
  });

  it('explains instead of redirecting an admin where there is no admin area', () => {
    signIn(['admin']);
    renderInShell(<GuardedApp />, { route: '/', deployment: authorityDeployment });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Раздел администрирования здесь недоступен');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('sends a signed-in non-admin from /admin/ to /404/', () => {
    signIn(['user', 'individual']);
    renderInShell(<GuardedApp />, { route: '/admin/statistics/' });
    expect(screen.getByTestId('location').textContent).toBe('/404/');
  });

  it('asks an anonymous visitor of the profile to sign in', () => {
    renderInShell(<GuardedApp />, { route: '/en/profile/personal-info/' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Please sign in');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets ordinary pages through', () => {
    signIn(['user', 'individual']);
    renderInShell(<GuardedApp />, { route: '/drones/' });
    expect(screen.getByTestId('location').textContent).toBe('/drones/');
  });

  it('loads the summary before deciding on /flight/new/, showing only the loading state meanwhile', async () => {
    const summary = summaryAnswersLater();
    signInWithoutSummary();
    renderInShell(<GuardedApp />, { route: '/en/flight/new/' });
    expect(screen.getByRole('status').textContent).toBe('Checking access to the page…');
    expect(screen.queryByTestId('location')).toBeNull();
    await summary.answer(summaryOf({ allowedToFly: true, dronesCount: 1 }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/en/flight/new/');
    expect(summary.fake.calls.filter((call) => call.url.pathname === SUMMARY_PATH)).toHaveLength(1);
  });

  it('sends a user without a birth date to /profile/', async () => {
    const summary = summaryAnswersLater();
    signInWithoutSummary();
    renderInShell(<GuardedApp />, { route: '/flight/new/' });
    await summary.answer(summaryOf({ userBirthdate: null, profilePerson: null, allowedToFly: false }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/'));
  });

  it('sends a user not allowed to fly to /flight/requests/, where the list opens', async () => {
    const summary = summaryAnswersLater();
    signInWithoutSummary();
    renderInShell(<GuardedApp />, { route: '/en/flight/new/' });
    await summary.answer(summaryOf({ allowedToFly: false, dronesCount: 0 }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/flight/requests/'));
  });

  it('decides at once on a summary fetched within the 3-second threshold, without a call', async () => {
    const summary = summaryAnswersLater();
    signIn(['user', 'individual']);
    act(() => sessionStore.setState({ summary: fakeSummary({ allowedToFly: true }), summaryFetchedAt: Date.now() }));
    renderInShell(<GuardedApp />, { route: '/flight/new/' });
    expect(screen.getByTestId('location').textContent).toBe('/flight/new/');
    // The store's answer for a fresh summary settles after the first render; still no call.
    await act(async () => undefined);
    expect(screen.getByTestId('location').textContent).toBe('/flight/new/');
    expect(summary.fake.calls).toHaveLength(0);
  });

  it('refetches a summary older than 3 seconds: a drone added since then counts', async () => {
    const summary = summaryAnswersLater();
    signIn(['user', 'individual']);
    act(() =>
      sessionStore.setState({
        summary: fakeSummary({ allowedToFly: false }),
        summaryFetchedAt: Date.now() - SUMMARY_REFRESH_THRESHOLD_MS - 1,
      }),
    );
    renderInShell(<GuardedApp />, { route: '/flight/new/' });
    expect(screen.queryByTestId('location')).toBeNull();
    await summary.answer(summaryOf({ allowedToFly: true, dronesCount: 1 }));
    expect((await screen.findByTestId('location')).textContent).toBe('/flight/new/');
  });

  it('shows an error instead of the page when the summary cannot be loaded', async () => {
    const summary = summaryAnswersLater();
    signInWithoutSummary();
    renderInShell(<GuardedApp />, { route: '/en/flight/new/' });
    await summary.answer({ status: 500, body: { error: 'Internal Server Error', message: 'Database is down', statusCode: 500 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Details: Database is down')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('sends a company user away from the drones pages, into the company area', () => {
    signIn(['user', 'juridical', 'ADMIN']);
    renderInShell(<GuardedApp />, { route: '/en/drones/new/' });
    expect(screen.getByTestId('location').textContent).toBe('/en/company/');
  });

  it('sends a company pilot from the invitations back to the company profile, and a simple user home', () => {
    signIn(['user', 'juridical', 'PILOT']);
    const { unmount } = renderInShell(<GuardedApp />, { route: '/company/profile/invites/new/' });
    expect(screen.getByTestId('location').textContent).toBe('/company/profile/');
    unmount();
    signIn(['user', 'individual']);
    renderInShell(<GuardedApp />, { route: '/company/profile/' });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('lets a moderator review company registration requests only', () => {
    signIn(['user', 'individual', 'moderator']);
    const { unmount } = renderInShell(<GuardedApp />, { route: '/admin/company-registration-requests/' });
    expect(screen.getByTestId('location').textContent).toBe('/admin/company-registration-requests/');
    unmount();
    renderInShell(<GuardedApp />, { route: '/admin/library/' });
    expect(screen.getByTestId('location').textContent).toBe('/404/');
  });

  it('asks an anonymous visitor of a flight page to sign in', () => {
    renderInShell(<GuardedApp />, { route: '/flight/new/' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Нужно войти');
  });
});
