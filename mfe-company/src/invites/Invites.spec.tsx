import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alertStore } from '@nebo/shared-ui';
import type { FakeApi } from '@nebo/shared-ui/testing';
import { renderInCompany, setupFakeApi } from '../employees/testing';
import { InvitesPage } from './InvitesPage';
import { NewInvitePage } from './NewInvitePage';

const BASE = '/business/api/employee-invitation';
const invitation = (id: string, status: string, email: string) => ({
  id,
  email,
  roles: ['PILOT'],
  position: null,
  status,
  createdAt: '2026-11-20T09:00:00Z',
  expiresAt: '2026-11-27T09:00:00Z',
  sentAt: '2026-11-20T09:00:00Z',
});

let fake: FakeApi;
beforeEach(() => {
  fake = setupFakeApi();
  fake.on('GET', BASE, {
    body: { data: [invitation('i1', 'SENT', 'new@nebo.local'), invitation('i2', 'ACCEPTED', 'done@nebo.local')], meta: { totalCount: 2 } },
  });
  fake.on('GET', `${BASE}/invitation-status`, { body: { data: [] } });
});
afterEach(() => act(() => alertStore.getState().clear()));

const routes = { '/en/company/profile/invites/': <InvitesPage />, '/en/company/profile/invites/new/': <NewInvitePage /> };

describe('InvitesPage', () => {
  it('lists invitations with their status; only a SENT one can be cancelled', async () => {
    renderInCompany(routes, '/en/company/profile/invites/');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Sent')).toBeTruthy();
    expect(within(table).getByText('Accepted')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Cancel the invitation for new@nebo.local' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Cancel the invitation for done@nebo.local' })).toBeNull();
  });

  it('filters by status through the call', async () => {
    renderInCompany(routes, '/en/company/profile/invites/');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'EXPIRED' } });
    await waitFor(() =>
      expect(
        fake.calls
          .filter((call) => call.url.pathname === BASE)
          .at(-1)
          ?.url.searchParams.get('status'),
      ).toBe('EXPIRED'),
    );
  });

  it('sends again and cancels after confirmation', async () => {
    fake.on('PUT', `${BASE}/retry-send-notification/i1`, { body: invitation('i1', 'SENT', 'new@nebo.local') });
    fake.on('PUT', `${BASE}/cancel/i1`, { body: invitation('i1', 'CANCELLED', 'new@nebo.local') });
    renderInCompany(routes, '/en/company/profile/invites/');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the invitation for new@nebo.local again' }));
    await waitFor(() =>
      expect(alertStore.getState().alerts.map((alert) => alert.message)).toContain('The invitation for new@nebo.local was sent again'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the invitation for new@nebo.local' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the invitation' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT' && call.url.pathname === `${BASE}/cancel/i1`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there are no invitations yet', async () => {
    fake.on('GET', BASE, { body: { data: [], meta: { totalCount: 0 } } });
    renderInCompany(routes, '/en/company/profile/invites/');
    expect(await screen.findByText('No invitations')).toBeTruthy();
  });
});

describe('NewInvitePage', () => {
  it('says an e-mail with no account will be asked to register (404), and names a known user', async () => {
    fake.on('GET', `${BASE}/find-new-employee/`, (call) =>
      call.url.searchParams.get('email') === 'known@nebo.local'
        ? { body: { userId: 'u9', email: 'known@nebo.local', firstName: 'Анна', lastName: 'Смирнова', employedElsewhere: false } }
        : { status: 404, body: { error: 'Not Found', statusCode: 404, message: 'No user' } },
    );
    renderInCompany(routes, '/en/company/profile/invites/new/');
    fireEvent.change(screen.getByLabelText(/Employee’s e-mail/), { target: { value: 'stranger@nebo.local' } });
    expect(await screen.findByText(/No account has this e-mail yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Employee’s e-mail/), { target: { value: 'known@nebo.local' } });
    expect(await screen.findByText('Platform user: Смирнова Анна')).toBeTruthy();
  });

  it('needs a role, then sends e-mail, roles and position and returns to the list', async () => {
    fake.on('GET', `${BASE}/find-new-employee/`, { status: 404, body: { error: 'Not Found', statusCode: 404, message: 'No user' } });
    fake.on('POST', BASE, { status: 201, body: invitation('i3', 'SENT', 'pilot2@nebo.local') });
    renderInCompany(routes, '/en/company/profile/invites/new/');
    fireEvent.change(screen.getByLabelText(/Employee’s e-mail/), { target: { value: 'Pilot2@nebo.local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Choose at least one role')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByLabelText('Signer'));
    fireEvent.click(screen.getByLabelText('Pilot'));
    fireEvent.change(screen.getByLabelText(/^Position/), { target: { value: 'Пилот' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'pilot2@nebo.local',
      roles: ['PILOT', 'SIGNER'],
      position: 'Пилот',
    });
  });

  it('shows the conflict of an open invitation for the same e-mail', async () => {
    fake.on('GET', `${BASE}/find-new-employee/`, { status: 404, body: { error: 'Not Found', statusCode: 404, message: 'No user' } });
    fake.on('POST', BASE, { status: 409, body: { error: 'Conflict', statusCode: 409, message: 'An open invitation exists' } });
    renderInCompany(routes, '/en/company/profile/invites/new/');
    fireEvent.change(screen.getByLabelText(/Employee’s e-mail/), { target: { value: 'x@nebo.local' } });
    fireEvent.click(screen.getByLabelText('Pilot'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An open invitation exists');
  });
});
