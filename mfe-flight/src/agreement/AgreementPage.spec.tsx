import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureApiClient, NeboUiProvider, setLanguage } from '@nebo/shared-ui';
import { createFakeApi, createTestQueryClient, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../i18n';
import type { FlightRequest } from '../requests/api/flightRequestsApi';
import { AgreementPage, pollInterval, POLL_MS, viewVersion } from './AgreementPage';
import { agreementView, delivery, flightDate, moscow, orvd, rostov } from './testing/fixtures';

// The local administrations and the case file are their own panels with their own specs; here they show what they got.
jest.mock('./local/LocalAdministrationsPanel', () => ({
  LocalAdministrationsPanel: ({ flightId }: { flightId: string }) => `local administrations of ${flightId}`,
}));
jest.mock('./case-file/CaseFilePanel', () => ({
  CaseFilePanel: ({ flightId }: { flightId: string }) => `case file of ${flightId}`,
}));

registerRemoteTranslations();

const BASE = '/api/user/flight-agreements/r1';
const request = { id: 'r1', name: 'Съёмка поля', status: 'CREATED' } as FlightRequest;
const healthy = (channel: string) => ({
  channel,
  healthy: true,
  checkedAt: '2099-11-30T09:00:00Z',
  lastError: null,
  requiresSignIn: channel === 'SPPI',
  signedIn: false,
});

let fake: FakeApi;

beforeEach(() => {
  fake = createFakeApi();
  fake.on('GET', `${BASE}/request`, { body: request });
  fake.on('GET', `${BASE}/agreement`, { body: agreementView() });
  fake.on('GET', '/api/flight-agreements/authority/zonal-centers', { body: { data: [moscow, rostov], meta: { totalCount: 2 } } });
  fake.on('GET', `${BASE}/takeoff-airports`, {
    body: { data: [{ id: 'ap1', icao: 'UUEE', name: 'Шереметьево', landingSiteType: 'AERODROME', distanceKm: 12.34 }] },
  });
  fake.on('GET', `${BASE}/landing-airports`, { body: { data: [] } });
  fake.on('GET', '/api/flight-agreements/submission-channels', {
    body: { data: [{ ...healthy('EMAIL'), healthy: false, lastError: 'SMTP не отвечает' }, healthy('API_AZIMUT'), healthy('SPPI')] },
  });
  fake.on('GET', '/sppi/auth/session', { body: { authorized: false, login: null, expiresAt: null } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
});

function renderPage() {
  setLanguage('ru');
  const router = createMemoryRouter(
    [
      { path: '/flight/requests/:id/agreement/', element: <AgreementPage /> },
      { path: '/flight/requests/:id/', element: <h1>Заявка</h1> },
    ],
    { initialEntries: ['/flight/requests/r1/agreement/'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <NeboUiProvider withGlobalStyle={false}>
        <RouterProvider router={router} />
      </NeboUiProvider>
    </QueryClientProvider>,
  );
  return router;
}

const orvdForm = () => screen.getByRole('form', { name: 'Зональный центр ЕС ОрВД' });
const callsTo = (method: string, path: string) => fake.calls.filter((call) => call.method === method && call.url.pathname === path);

describe('the agreement page', () => {
  it('shows the request, its dates in Moscow time and UTC, and every approving body side by side', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Съёмка поля' })).toBeTruthy();
    const dates = screen.getByRole('list', { name: 'Даты полёта' });
    expect(within(dates).getByText(/01\.12\.2099 13:00 — 01\.12\.2099 14:00/)).toBeTruthy();
    expect(within(dates).getByText('01.12.2099 10:00 — 01.12.2099 11:00 UTC')).toBeTruthy();
    expect(screen.getByText('local administrations of r1')).toBeTruthy();
    expect(screen.getByText('case file of r1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Зональный центр ЕС ОрВД' })).toBeTruthy();
  });

  it('says a draft is not submitted yet instead of showing an error', async () => {
    fake.on('GET', `${BASE}/request`, { body: { ...request, status: 'DRAFT' } });
    renderPage();
    expect(await screen.findByText('Заявка ещё не подана')).toBeTruthy();
    expect(callsTo('GET', `${BASE}/agreement`)).toHaveLength(0);
  });

  it('shows another pilot’s request as missing', async () => {
    fake.on('GET', `${BASE}/request`, { status: 404, body: { message: 'not found', statusCode: 404 } });
    renderPage();
    expect(await screen.findByText('Заявка не найдена')).toBeTruthy();
  });

  it('preselects the crossed centre, marks the unhealthy channel and offers another', async () => {
    renderPage();
    const proposed = await screen.findByRole('radio', { name: /Московский зональный центр/ });
    await waitFor(() => expect((proposed as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('предложен по маршруту')).toBeTruthy();
    // The first channel usable now is proposed: e-mail is down, so the Azimut API.
    await waitFor(() => expect((screen.getByRole('radio', { name: /API «Азимут»/ }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(await screen.findByRole('radio', { name: /Электронная почта/ }));
    expect(screen.getByRole('alert').textContent).toContain('Канал недоступен: SMTP не отвечает');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить через «API «Азимут»»' }));
    expect((screen.getByRole('radio', { name: /API «Азимут»/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('tells an SPPI sender where to sign in', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /СППИ/ }));
    expect(await screen.findByText(/пункт «Войти в СППИ» в меню пользователя/)).toBeTruthy();
  });

  it('assigns a centre the pilot picks', async () => {
    fake.on('POST', `${BASE}/orvd-agreement/assign`, { body: agreementView({ orvdAgreement: orvd({ authority: rostov }) }) });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Ростовский зональный центр/ }));
    await waitFor(() => expect(callsTo('POST', `${BASE}/orvd-agreement/assign`)).toHaveLength(1));
    expect(callsTo('POST', `${BASE}/orvd-agreement/assign`)[0].body).toEqual({ authority: { id: 'zc-rostov' } });
  });

  it('puts the both-or-neither rule of the regime beside the missing field and sends nothing', async () => {
    renderPage();
    await screen.findByRole('radio', { name: /API «Азимут»/ });
    fireEvent.change(screen.getByLabelText('Номер режима'), { target: { value: '12/7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить режим' }));
    const date = screen.getByLabelText(/Дата выдачи/);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Укажите и номер, и дату выдачи — или очистите оба поля')).toBeTruthy();
    expect(callsTo('PUT', `${BASE}/orvd-agreement/regime`)).toHaveLength(0);
  });

  it('sends the submission with the note uppercased and shows the server’s field errors beside the fields', async () => {
    fake.on('POST', `${BASE}/send-submission`, {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'flySpaceRegime.dateOfIssue:обязательно вместе с номером',
        code: 'validation',
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /API «Азимут»/ }));
    fireEvent.change(screen.getByLabelText(/Текст телеграммы/), { target: { value: 'прошу разрешить' } });
    expect((screen.getByLabelText(/Текст телеграммы/) as HTMLInputElement).value).toBe('ПРОШУ РАЗРЕШИТЬ');
    fireEvent.change(screen.getByLabelText('ФИО или должность'), { target: { value: 'Иванов И. И.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    fireEvent.change(screen.getByLabelText('Аэродром вылета'), { target: { value: 'ap1' } });
    fireEvent.click(within(orvdForm()).getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('обязательно вместе с номером')).toBeTruthy();
    expect(callsTo('POST', `${BASE}/send-submission`)[0].body).toEqual({
      authority: { id: 'zc-moscow' },
      submissionSentType: 'API_AZIMUT',
      flySpaceUsageMode: 'LOCAL',
      flySpaceRegime: null,
      flySpaceUsagePetitionAttributes: { submissionReviewers: ['Иванов И. И.'], note: 'ПРОШУ РАЗРЕШИТЬ' },
      takeoffAirport: { id: 'ap1' },
      landingAirport: null,
      agreementRecipientEmail: null,
    });
  });

  it('follows a sent submission: the delivery retrying, the current stage, and a switch of channel', async () => {
    const sending = orvd({
      status: { code: 'SENDING' },
      stage: 'SENDING',
      submissionSentType: 'EMAIL',
      sendDateTime: '2099-11-30T09:00:00Z',
      delivery: delivery({ state: 'RETRYING', attempts: 2, nextAttemptAt: '2099-11-30T09:05:00Z', lastError: 'connection refused' }),
    });
    fake.on('GET', `${BASE}/agreement`, { body: agreementView({ orvdAgreement: sending }) });
    renderPage();
    const stages = await screen.findByRole('list', { name: 'Этапы согласования с зональным центром' });
    const current = within(stages)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toBe('Отправка');
    expect(screen.getByText(/Повторная попытка в 12:05 — попытка 3/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить другим каналом' }));
    expect(await screen.findByRole('form', { name: 'Зональный центр ЕС ОрВД' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Не менять канал' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: /API «Азимут»/ }) as HTMLInputElement).checked).toBe(true));
  });

  it('shows the decision and asks SPPI for the status, a 502 as a notice', async () => {
    const allowed = orvd({
      status: { code: 'ALLOWED' },
      stage: 'TAKEOFF',
      decision: 'ALLOWED',
      submissionSentType: 'SPPI',
      comment: 'Полёт разрешён',
      decisionEntryDate: '2099-11-30T10:00:00Z',
      permitNumber: 'P-77',
      sendDateTime: '2099-11-30T09:00:00Z',
      delivery: delivery({ state: 'DELIVERED', channel: 'SPPI', deliveredAt: '2099-11-30T09:00:05Z' }),
    });
    fake.on('GET', `${BASE}/agreement`, { body: agreementView({ orvdAgreement: allowed }) });
    fake.on('GET', `${BASE}/sppi/submission/status`, {
      status: 502,
      body: { statusCode: 502, message: 'SPPI unreachable', error: 'Bad Gateway' },
    });
    fake.on('GET', `${BASE}/agreement/events`, {
      body: {
        data: [
          {
            id: 'e2',
            at: '2099-11-30T10:00:00Z',
            actor: 'AUTHORITY',
            actorName: null,
            body: 'ORVD',
            authorityId: 'zc-moscow',
            authorityName: null,
            event: 'orvd.decision',
            summary: 'Центр разрешил полёт',
            digest: 'ab',
          },
          {
            id: 'e1',
            at: '2099-11-30T09:30:00Z',
            actor: 'USER',
            actorName: null,
            body: 'LOCAL',
            authorityId: 'm1',
            authorityName: null,
            event: 'local.added',
            summary: 'Добавлена администрация',
            digest: 'cd',
          },
        ],
        meta: { totalCount: 2 },
      },
    });
    renderPage();
    expect(await screen.findByText('P-77')).toBeTruthy();
    expect(await screen.findByText('Центр разрешил полёт')).toBeTruthy();
    expect(screen.queryByText('Добавлена администрация')).toBeNull();
    expect(screen.getByText('Полёт разрешён')).toBeTruthy();
    expect(screen.getByText('Дата решения').nextElementSibling?.textContent).toBe('30.11.2099 13:00');
    fireEvent.click(screen.getByRole('button', { name: 'Проверить статус в СППИ' }));
    expect(await screen.findByText(/СППИ сейчас недоступна/)).toBeTruthy();
  });

  it('enables the flight messages by the rules, with the reason beside a disabled one, and sends SHR with remarks', async () => {
    const allowed = orvd({
      status: { code: 'ALLOWED' },
      stage: 'TAKEOFF',
      delivery: delivery({ state: 'DELIVERED' }),
      sendDateTime: '2099-11-30T09:00:00Z',
    });
    fake.on('GET', `${BASE}/agreement`, { body: agreementView({ orvdAgreement: allowed }) });
    const shr = {
      id: 'm1',
      kind: 'SHR',
      text: '(SHR-ZZZZZ RMK/ВИДЕО)',
      sentAt: '2099-11-30T09:10:00Z',
      delivery: delivery({ state: 'QUEUED' }),
      reply: null,
      replyAt: null,
    };
    const sent = flightDate({ status: 'SENDING', messages: [shr] as never });
    fake.on('PUT', `${BASE}/orvd/g1/send-shr`, () => {
      fake.on('GET', `${BASE}/agreement`, { body: agreementView({ orvdAgreement: allowed, dates: [sent] }) });
      return { status: 202, body: sent };
    });
    renderPage();
    const actions = await screen.findByRole('group', { name: /Сообщения для даты/ });
    const dep = within(actions).getByRole('button', { name: 'Вылет (DEP)' }) as HTMLButtonElement;
    expect(dep.disabled).toBe(true);
    expect(dep.getAttribute('title')).toBe('Нужен принятый центром план полёта (SHR)');
    expect(within(actions).getByText('Посадку отмечают после вылета')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Примечания к плану/), { target: { value: 'видео' } });
    fireEvent.click(within(actions).getByRole('button', { name: 'План (SHR)' }));
    expect(await screen.findByText('(SHR-ZZZZZ RMK/ВИДЕО)')).toBeTruthy();
    expect(screen.getByText(/В очереди на отправку/)).toBeTruthy();
    expect(callsTo('PUT', `${BASE}/orvd/g1/send-shr`)[0].body).toEqual({ remarks: 'видео' });
  });

  it('shows a date’s SID, the centre’s reply and the auto-cancel time', async () => {
    const allowed = orvd({
      status: { code: 'ALLOWED' },
      stage: 'TAKEOFF',
      delivery: delivery({ state: 'DELIVERED' }),
      sendDateTime: '2099-11-30T09:00:00Z',
    });
    const shr = {
      id: 'm1',
      kind: 'SHR',
      text: '(SHR-…)',
      sentAt: '2099-11-30T09:10:00Z',
      delivery: delivery({ state: 'DELIVERED', deliveredAt: '2099-11-30T09:10:02Z' }),
      reply: '-TITLE ACK -SID 7772251060',
      replyAt: '2099-11-30T09:11:00Z',
    };
    const day = flightDate({
      status: 'ALLOWED',
      stage: 'TAKEOFF',
      sid: '7772251060',
      messages: [shr] as never,
      autoCancelAt: '2099-12-01T10:30:00Z',
    });
    fake.on('GET', `${BASE}/agreement`, { body: agreementView({ orvdAgreement: allowed, dates: [day] }) });
    renderPage();
    expect(await screen.findByText('7772251060')).toBeTruthy();
    expect(screen.getByText(/-TITLE ACK -SID 7772251060/)).toBeTruthy();
    expect(screen.getByText('Будет отменён в 13:30 без сообщения о вылете')).toBeTruthy();
    const actions = screen.getByRole('group', { name: /Сообщения для даты/ });
    expect((within(actions).getByRole('button', { name: 'Вылет (DEP)' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(actions).getByRole('button', { name: 'Отмена (CNL)' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('viewVersion', () => {
  it('changes with the content only', () => {
    expect(viewVersion(agreementView())).toBe(viewVersion(agreementView()));
    expect(viewVersion(agreementView({ status: 'ALLOWED' }))).not.toBe(viewVersion(agreementView()));
  });
});

describe('pollInterval', () => {
  it('polls every 3 s while in progress and stops when final', () => {
    const moving = agreementView({ orvdAgreement: orvd({ status: { code: 'PENDING' } }) });
    expect(pollInterval(moving)).toBe(POLL_MS);
    expect(pollInterval(agreementView())).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('stops while the tab is hidden', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(pollInterval(agreementView({ orvdAgreement: orvd({ status: { code: 'PENDING' } }) }))).toBe(false);
    visibility.mockRestore();
  });
});
