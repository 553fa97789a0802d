import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, installFakeXhr, renderWithProviders, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import { geoscan401Defaults as defaults } from '../testing/fixtures';
import { DroneForm } from './DroneForm';
import { valuesFromDefaults } from './droneForm';

registerRemoteTranslations();

const CHECK = '/api/user/drones/checkExistRegistrationNumber';

let fake: FakeApi;
let xhr: FakeXhrControl;

beforeEach(() => {
  fake = createFakeApi();
  fake.on('GET', CHECK, { body: { exists: false } });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  xhr = installFakeXhr();
});

afterEach(() => xhr.restore());

function renderForm(onSaved = jest.fn()) {
  renderWithProviders(
    <DroneForm initialValues={valuesFromDefaults(defaults)} onSaved={onSaved} onCancel={jest.fn()} currentYear={2026} />,
    { route: '/en/drones/new/' },
  );
  return onSaved;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DroneForm', () => {
  it('is prefilled from the library model, every figure in its field', () => {
    renderForm();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Геоскан 401');
    expect((screen.getByLabelText('Maximum take-off weight, kg') as HTMLInputElement).value).toBe('11');
    expect((screen.getByLabelText('Wind to, m/s') as HTMLInputElement).value).toBe('15');
    expect((screen.getByRole('radio', { name: 'Light (up to 30 kg)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Library model: Геоскан 401')).toBeTruthy();
    expect(screen.getAllByLabelText(/^Choose photo: /)).toHaveLength(6);
  });

  it('refuses out-of-range values next to their fields and sends nothing', async () => {
    renderForm();
    type('Wind to, m/s', '41');
    type('Temperature from, °C', '-60');
    fireEvent.click(screen.getByRole('button', { name: 'Save drone' }));
    expect(await screen.findByText('A value from 0 to 40')).toBeTruthy();
    expect(screen.getByText('A value from -50 to 50')).toBeTruthy();
    expect(screen.getByLabelText('Wind to, m/s').getAttribute('aria-invalid')).toBe('true');
    expect(xhr.sent).toHaveLength(0);
  });

  it('sends the drone with its main photo in one multipart call and reports the saved drone', async () => {
    const onSaved = renderForm();
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose photo: Front'), { target: { files: [photo] } });
    expect(screen.getByRole('button', { name: 'Remove photo: Front' })).toBeTruthy();
    type('Serial number', '1581F5FJC246');
    xhr.reply({ status: 200, body: { id: 'd1', name: 'Геоскан 401' }, progress: [[50, 100]] });
    fireEvent.click(screen.getByRole('button', { name: 'Save drone' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'd1', name: 'Геоскан 401' }));
    const sent = xhr.sent[0];
    expect(sent.url).toBe('http://api.test/api/user/drones/insertOrUpdate');
    const form = sent.body as FormData;
    expect((form.get('images.FRONT') as File).name).toBe('front.png');
    expect(JSON.parse(form.get('drone') as string)).toMatchObject({
      name: 'Геоскан 401',
      modelId: defaults.modelId,
      serialNumber: '1581F5FJC246',
      engineCount: 4,
      windSpeed: { from: 0, to: 15 },
    });
  });

  it('puts a server field error on its field', async () => {
    renderForm();
    xhr.reply({
      status: 400,
      body: {
        error: 'Bad Request',
        statusCode: 400,
        message: 'serialNumber:already registered',
        detailedError: [{ field: 'serialNumber', error: 'already registered' }],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save drone' }));
    expect(await screen.findByText('already registered')).toBeTruthy();
    expect(screen.getByLabelText('Serial number').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the registration number while typing and refuses a taken one', async () => {
    fake.on('GET', CHECK, (call) => ({ body: { exists: call.url.searchParams.get('registrationNumber') === 'RU-0000001' } }));
    renderForm();
    type('Registration number', 'ru-0000001');
    expect(await screen.findByText('A drone with this registration number is already on the platform')).toBeTruthy();
    expect(
      fake.calls
        .filter((call) => call.url.pathname === CHECK)
        .at(-1)
        ?.url.searchParams.get('registrationNumber'),
    ).toBe('RU-0000001');
    fireEvent.click(screen.getByRole('button', { name: 'Save drone' }));
    await waitFor(() => expect(screen.getByLabelText('Registration number').getAttribute('aria-invalid')).toBe('true'));
    expect(xhr.sent).toHaveLength(0);
    type('Registration number', 'RU-0000002');
    expect(await screen.findByText('The number is free')).toBeTruthy();
  });
});
