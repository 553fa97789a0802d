import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, type FakeApi } from '@nebo/shared-ui/testing';
import { LocationProbe, renderInShell } from '../../testing/renderInShell';
import { linkTokenOf, outcomeOfFailure } from './emailChangeApi';
import { EmailChangeLinkPage } from './EmailChangeLinkPage';

const TOKEN = 'pG2F0cP1o3k8J7tq0cQyXJrS4vB6nA9dE5fH2iK1lM0';

function setup(): FakeApi {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAnonymous());
  return fake;
}

const failure = (statusCode: number, detailedError: object[] = []) => ({
  status: statusCode,
  body: { error: 'x', message: 'x', statusCode, detailedError },
});

describe('the e-mail change link pages', () => {
  it('read the token from the fragment (or the query) and tell the failures apart', () => {
    expect(linkTokenOf(`#token=${TOKEN}`, '')).toBe(TOKEN);
    expect(linkTokenOf('', `?token=${TOKEN}`)).toBe(TOKEN);
    expect(linkTokenOf('', '')).toBeNull();
    const apiError = (statusCode: number, detailedError: object[] = []) => ({ statusCode, message: 'x', error: 'x', detailedError });
    expect(outcomeOfFailure(apiError(404))).toEqual({ kind: 'invalid' });
    expect(outcomeOfFailure(apiError(410))).toEqual({ kind: 'expired' });
    expect(outcomeOfFailure(apiError(409))).toEqual({ kind: 'used' });
    expect(outcomeOfFailure(apiError(409, [{ field: 'email', error: 'taken' }]))).toEqual({ kind: 'taken' });
    expect(outcomeOfFailure(apiError(503))).toEqual({ kind: 'failed' });
    expect(outcomeOfFailure(new Error('boom'))).toEqual({ kind: 'failed' });
  });

  it('confirm: nothing happens until the button is pressed; then the token goes to the public call without a bearer token', async () => {
    const fake = setup();
    fake.on('POST', '/public/user/email-change/confirm', { body: { email: 'new@mail.ru' } });
    renderInShell(
      <>
        <EmailChangeLinkPage action="confirm" />
        <LocationProbe />
      </>,
      { route: `/en/email-change/confirm/#token=${TOKEN}` },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new address' })).toBeTruthy();
    expect(fake.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Address confirmed' })).toBeTruthy();
    expect(screen.getByText('Your login is now new@mail.ru. Use it the next time you sign in.')).toBeTruthy();
    const call = fake.calls[0];
    expect(call.body).toEqual({ token: TOKEN });
    expect(call.headers.authorization).toBeUndefined();
    // The secret is out of the address bar once used.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/email-change/confirm/'));
  });

  it.each([
    [410, [], 'Срок действия ссылки истёк'],
    [409, [], 'Ссылка уже использована'],
    [404, [], 'Ссылка недействительна'],
    [409, [{ field: 'email', error: 'email is already used by another account' }], 'Адрес занят'],
  ])('undo: %i %j reads as "%s"', async (status, detailedError, title) => {
    const fake = setup();
    fake.on('POST', '/public/user/email-change/undo', failure(status, detailedError));
    renderInShell(<EmailChangeLinkPage action="undo" />, { route: `/email-change/undo/#token=${TOKEN}` });
    fireEvent.click(screen.getByRole('button', { name: 'Отменить смену и выйти везде' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('undo: says the address is back, every session ended, and a password link was sent', async () => {
    const fake = setup();
    fake.on('POST', '/public/user/email-change/undo', { body: { email: 'old@mail.ru' } });
    renderInShell(<EmailChangeLinkPage action="undo" />, { route: `/email-change/undo/#token=${TOKEN}` });
    fireEvent.click(screen.getByRole('button', { name: 'Отменить смену и выйти везде' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Смена адреса отменена' })).toBeTruthy();
    expect(screen.getByText(/Ваш адрес и логин снова old@mail.ru/)).toBeTruthy();
    expect(screen.getByText(/На old@mail.ru отправлена ссылка для смены пароля/)).toBeTruthy();
  });

  it('offers a retry when the call fails for no reason the page can explain', async () => {
    const fake = setup();
    fake.on('POST', '/public/user/email-change/confirm', failure(503));
    renderInShell(<EmailChangeLinkPage action="confirm" />, { route: `/email-change/confirm/#token=${TOKEN}` });
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить адрес' }));
    expect(await screen.findByRole('button', { name: 'Попробовать ещё раз' })).toBeTruthy();
    fake.on('POST', '/public/user/email-change/confirm', { body: { email: 'new@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Адрес подтверждён' })).toBeTruthy();
  });

  it('starts afresh when a link, even the same one, is opened again in the same tab (only the fragment changes)', async () => {
    const fake = setup();
    fake.on('POST', '/public/user/email-change/confirm', { body: { email: 'new@mail.ru' } });
    // The same link again: it was dropped from the address after use, so it is a new opening.
    const OTHER = TOKEN;
    function OpenOther() {
      const navigate = useNavigate();
      return <button onClick={() => void navigate(`/email-change/confirm/#token=${OTHER}`)}>open the other link</button>;
    }
    renderInShell(
      <>
        <EmailChangeLinkPage action="confirm" />
        <OpenOther />
      </>,
      { route: `/email-change/confirm/#token=${TOKEN}` },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить адрес' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Адрес подтверждён' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'open the other link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Подтвердить адрес' }));
    await waitFor(() => expect(fake.calls.map((call) => (call.body as { token: string }).token)).toEqual([TOKEN, OTHER]));
  });

  it('says a link without a token is not valid, without calling anything', () => {
    const fake = setup();
    renderInShell(<EmailChangeLinkPage action="confirm" />, { route: '/email-change/confirm/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ссылка недействительна' })).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });
});
