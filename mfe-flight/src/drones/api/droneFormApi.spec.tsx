import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, DroneForm, sessionStore, valuesFromDefaults } from '@nebo/shared-ui';
import { createFakeApi, fakeClaims, installFakeXhr, renderWithProviders, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../../i18n';
import { geoscan401Defaults as defaults, MODEL_ID } from '../testing/fixtures';
import { individualDroneFormApi } from './droneFormApi';

registerRemoteTranslations();

const CHECK = '/api/user/drones/checkExistRegistrationNumber';

let fake: FakeApi;
let xhr: FakeXhrControl;

beforeEach(() => {
  fake = createFakeApi();
  fake.on('GET', CHECK, (call) => ({ body: { exists: call.url.searchParams.get('registrationNumber') === 'RU-0000001' } }));
  fake.on('GET', `/api/user/drones/library-defaults/${MODEL_ID}`, { body: defaults });
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => 'token' });
  act(() => sessionStore.getState().setAuthenticated('token', fakeClaims()));
  xhr = installFakeXhr();
});

afterEach(() => xhr.restore());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The shared form's own behaviour is tested in shared-ui; here, that the pilot's adapter uses the individual calls. */
describe('the pilot’s drone form adapter', () => {
  it('reads library defaults from user/drones/library-defaults/{id}', async () => {
    await expect(individualDroneFormApi.modelDefaults(MODEL_ID)).resolves.toMatchObject({ name: 'Геоскан 401' });
  });

  it('checks registration numbers at user/drones and saves to user/drones/insertOrUpdate', async () => {
    const onSaved = jest.fn();
    renderWithProviders(
      <DroneForm
        api={individualDroneFormApi}
        initialValues={valuesFromDefaults(defaults)}
        onSaved={onSaved}
        onCancel={jest.fn()}
        currentYear={2026}
      />,
      { route: '/en/drones/new/' },
    );
    type('Registration number', 'ru-0000001');
    expect(await screen.findByText('A drone with this registration number is already on the platform')).toBeTruthy();
    expect(
      fake.calls
        .filter((call) => call.url.pathname === CHECK)
        .at(-1)
        ?.url.searchParams.get('registrationNumber'),
    ).toBe('RU-0000001');
    type('Registration number', 'RU-0000002');
    expect(await screen.findByText('The number is free')).toBeTruthy();
    xhr.reply({ status: 200, body: { id: 'd1', name: 'Геоскан 401' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save drone' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'd1', name: 'Геоскан 401' }));
    expect(xhr.sent[0].url).toBe('http://api.test/api/user/drones/insertOrUpdate');
    expect(JSON.parse((xhr.sent[0].body as FormData).get('drone') as string)).toMatchObject({
      modelId: MODEL_ID,
      registrationNumber: 'RU-0000002',
    });
  });
});
