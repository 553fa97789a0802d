import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { alertStore } from '@nebo/shared-ui';
import { installFakeXhr, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { renderInCompany, setupFakeApi } from '../employees/testing';
import { CompanyDronePage } from './CompanyDronePage';
import { CompanyDronesPage } from './CompanyDronesPage';
import { EditCompanyDronePage } from './EditCompanyDronePage';
import { NewCompanyDronePage } from './NewCompanyDronePage';

const PROFILE = '/business/api/company-profile';
const MODEL_ID = '11111111-1111-4111-8111-111111111111';
const ID = '22222222-2222-4222-8222-222222222222';

const defaults = {
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
const proof = { id: 'own-1', url: 'http://api.test/api/files/own-1', filename: 'lease.pdf', accessTypeCode: 'PROTECTED' };
const drone = {
  ...defaults,
  id: ID,
  serialNumber: 'GS401-7',
  registrationNumber: 'RU-0770777',
  issueYear: 2025,
  imageInfos: [],
  registrationCertScans: [],
  airworthinessCertScans: [],
  ownershipProofScan: proof,
  createDate: '2026-01-01T00:00:00Z',
  updateDate: '2026-01-01T00:00:00Z',
};

let fake: FakeApi;
let xhr: FakeXhrControl;
beforeEach(() => {
  fake = setupFakeApi();
  fake.on('GET', `${PROFILE}/drone/list-item`, {
    body: { data: [{ ...drone, mainImage: null }], meta: { totalCount: 1 } },
  });
  fake.on('GET', `${PROFILE}/drone/${ID}`, { body: drone });
  fake.on('GET', `${PROFILE}/drone/default/`, { body: defaults });
  fake.on('GET', `${PROFILE}/checkExistRegistrationNumber`, { body: { exists: false } });
  xhr = installFakeXhr();
});
afterEach(() => {
  xhr.restore();
  act(() => alertStore.getState().clear());
});

const routes = {
  '/en/company/profile/drones/': <CompanyDronesPage />,
  '/en/company/profile/drones/new/': <NewCompanyDronePage />,
  '/en/company/profile/drones/:id/': <CompanyDronePage />,
  '/en/company/profile/drones/:id/edit/': <EditCompanyDronePage />,
};

describe('company drones', () => {
  it('lists the drones as a table and as cards, with "add" for admins only', async () => {
    renderInCompany(routes, '/en/company/profile/drones/');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Геоскан 401' }).getAttribute('href')).toBe(`/en/company/profile/drones/${ID}/`);
    expect(within(table).getByText('RU-0770777')).toBeTruthy();
    // jsdom applies no media query: the cards (shown below 768 px) are in the document but not displayed here.
    const cards = document.querySelector('ul[aria-label="Company drones"]') as HTMLElement;
    expect(within(cards).getByText('Геоскан 401').getAttribute('href')).toBe(`/en/company/profile/drones/${ID}/`);
    expect(screen.getByRole('link', { name: 'Add a drone' })).toBeTruthy();
  });

  it('hides "add", edit and delete from a pilot', async () => {
    renderInCompany(routes, `/en/company/profile/drones/${ID}/`, ['PILOT']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Геоскан 401' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open file lease.pdf' })).toBeTruthy();
  });

  it('registers a drone from a library model with the company calls and the proof of ownership', async () => {
    renderInCompany(routes, `/en/company/profile/drones/new/?model=${MODEL_ID}`);
    const save = await screen.findByRole('button', { name: 'Save drone' });
    expect(fake.calls.find((call) => call.url.pathname === `${PROFILE}/drone/default/`)?.url.searchParams.get('modelId')).toBe(MODEL_ID);
    fireEvent.change(screen.getByLabelText('Registration number'), { target: { value: 'RU-0770778' } });
    expect(await screen.findByText('The number is free')).toBeTruthy();
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'lease.pdf', { type: 'application/pdf' });
    const group = screen.getByRole('group', { name: /Proof of ownership/ });
    fireEvent.change(group.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    xhr.reply({ status: 200, body: drone });
    fireEvent.click(save);
    expect(await screen.findByRole('heading', { level: 1, name: 'Геоскан 401' })).toBeTruthy();
    expect(xhr.sent[0].url).toBe(`http://api.test${PROFILE}/drone/insertOrUpdate`);
    const form = xhr.sent[0].body as FormData;
    expect((form.get('ownershipProofScan') as File).name).toBe('lease.pdf');
    expect(JSON.parse(form.get('drone') as string)).toMatchObject({
      modelId: MODEL_ID,
      registrationNumber: 'RU-0770778',
      ownershipProofScan: null,
    });
  });

  it('edits a drone keeping its stored proof of ownership by id', async () => {
    renderInCompany(routes, `/en/company/profile/drones/${ID}/edit/`);
    const save = await screen.findByRole('button', { name: 'Save drone' });
    xhr.reply({ status: 200, body: { ...drone, updateDate: '2026-01-02T00:00:00Z' } });
    fireEvent.click(save);
    expect(await screen.findByRole('heading', { level: 1, name: 'Геоскан 401' })).toBeTruthy();
    expect(JSON.parse((xhr.sent[0].body as FormData).get('drone') as string)).toMatchObject({
      id: ID,
      ownershipProofScan: { id: 'own-1' },
    });
  });

  it('deletes after confirmation and returns to the list', async () => {
    fake.on('DELETE', `${PROFILE}/drone/${ID}`, { status: 204 });
    renderInCompany(routes, `/en/company/profile/drones/${ID}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete drone' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company drones' })).toBeTruthy();
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('says a drone of another company is not found', async () => {
    fake.on('GET', `${PROFILE}/drone/${ID}`, { status: 404, body: { error: 'Not Found', statusCode: 404, message: 'Not found' } });
    renderInCompany(routes, `/en/company/profile/drones/${ID}/`);
    expect(await screen.findByText('Drone not found')).toBeTruthy();
  });
});
