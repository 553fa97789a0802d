import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, configureApiClient } from '../../api/client';
import { uploadMultipart } from '../../api/upload';
import { sessionStore } from '../../session/sessionStore';
import { createFakeApi, fakeClaims, installFakeXhr, renderWithProviders, type FakeApi, type FakeXhrControl } from '../../testing';
import { DroneForm } from './DroneForm';
import { droneFormData, type DroneDefaults, type DroneFileGroup, type DroneFormApi, type DroneRecord } from './droneFormApi';
import { valuesFromDefaults } from './droneForm';

const MODEL_ID = '11111111-1111-4111-8111-111111111111';
const defaults: DroneDefaults = {
  modelId: MODEL_ID,
  model: { id: MODEL_ID, name: 'Геоскан 401' },
  name: 'Геоскан 401',
  manufacturer: 'Геоскан',
  droneType: 'MULTICOPTER',
  engineType: 'ELECTRIC',
  engineCount: 4,
  weightClass: 'LIGHT',
  maxTakeoffWeight: 11,
  maxLiftingCapacity: 2,
  maxDistance: 20,
  maxDuration: 60,
  maxHeight: 4000,
  maxHorizontalSpeed: 20,
  maxVerticalSpeed: 5,
  temperature: { from: -20, to: 40 },
  windSpeed: { from: 0, to: 15 },
};

/** An adapter like a remote's, on made-up paths: the form knows no endpoint of its own. */
const CHECK = '/test/drones/check';
const testApi: DroneFormApi = {
  modelDefaults: async () => defaults,
  registrationNumberExists: (registrationNumber, id, signal) =>
    api
      .get<{ exists: boolean }>(CHECK, { query: { registrationNumber, id }, ignoreStatuses: 'all', silent: true, signal })
      .then((answer) => answer.exists),
  save: (upload, options) => uploadMultipart<DroneRecord>('/test/drones/save', droneFormData(upload), options),
};
const OWNERSHIP: DroneFileGroup = { name: 'ownershipProofScan', label: 'Proof of ownership', single: true };

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

function renderForm(onSaved = jest.fn(), fileGroups: DroneFileGroup[] = []) {
  renderWithProviders(
    <DroneForm
      api={testApi}
      fileGroups={fileGroups}
      initialValues={valuesFromDefaults(defaults, fileGroups)}
      onSaved={onSaved}
      onCancel={jest.fn()}
      currentYear={2026}
    />,
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
    expect(sent.url).toBe('http://api.test/test/drones/save');
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

  it('shows a further file group and sends its file under its own name, its server error on the field', async () => {
    const onSaved = renderForm(jest.fn(), [OWNERSHIP]);
    const proof = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'proof.pdf', { type: 'application/pdf' });
    const group = screen.getByRole('group', { name: /Proof of ownership/ });
    fireEvent.change(group.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [proof] } });
    xhr.reply({
      status: 400,
      body: {
        error: 'Bad Request',
        statusCode: 400,
        message: 'x',
        detailedError: [{ field: 'ownershipProofScan', error: 'unreadable scan' }],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save drone' }));
    expect(await screen.findByText('unreadable scan')).toBeTruthy();
    const form = xhr.sent[0].body as FormData;
    expect((form.get('ownershipProofScan') as File).name).toBe('proof.pdf');
    expect(JSON.parse(form.get('drone') as string)).toMatchObject({ ownershipProofScan: null });
    xhr.reply({ status: 200, body: { id: 'd9', name: 'Геоскан 401' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save drone' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'd9', name: 'Геоскан 401' }));
  });
});
