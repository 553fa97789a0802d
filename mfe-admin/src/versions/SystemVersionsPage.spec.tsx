import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient, deployedRemotesStore, sessionStore } from '@nebo/shared-ui';
import { createFakeApi, renderWithProviders, type FakeApi } from '@nebo/shared-ui/testing';
import { registerRemoteTranslations } from '../i18n';
import { SystemVersionsPage } from './SystemVersionsPage';

registerRemoteTranslations();

const versions = {
  version: '0.1.0',
  commit: '3e17b07abc',
  startedAt: '2026-12-06T09:30:00Z',
  database: { migrationCount: 87, latestMigration: 'CreateUsers1763820000000' },
};

let fake: FakeApi;
let manifests: Record<string, { status?: number; body: unknown }>;

const realFetch = globalThis.fetch;

function setup() {
  fake = createFakeApi();
  fake.on('GET', '/api/system/versions', { body: versions });
  for (const path of ['/remotes/mfe-admin/mf-manifest.json', '/remotes/mfe-flight/mf-manifest.json'])
    fake.on('GET', path, () => manifests[path]);
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => undefined });
  // The manifests are read with the page's own fetch, as the runtime does: the same fake answers them.
  globalThis.fetch = fake.fetch;
  act(() => {
    sessionStore.getState().setAnonymous();
    deployedRemotesStore.getState().setDeployedRemotes([
      { name: 'mfe_admin', manifestUrl: 'http://api.test/remotes/mfe-admin/mf-manifest.json' },
      { name: 'mfe_flight', manifestUrl: 'http://api.test/remotes/mfe-flight/mf-manifest.json' },
    ]);
  });
}

const manifest = (version: string, buildName: string) => ({ body: { metaData: { buildInfo: { buildVersion: version, buildName } } } });

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/system-versions/" element={<SystemVersionsPage />} />
      <Route path="/en/system-versions/" element={<SystemVersionsPage />} />
    </Routes>,
    { route },
  );

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

afterEach(() => {
  act(() => deployedRemotesStore.getState().setDeployedRemotes([]));
  globalThis.fetch = realFetch;
});

describe('SystemVersionsPage', () => {
  it("lists the server, the database and every deployed remote's version, to anyone, in Russian", async () => {
    manifests = {
      '/remotes/mfe-admin/mf-manifest.json': manifest('0.1.0', '@nebo/mfe-admin'),
      '/remotes/mfe-flight/mf-manifest.json': manifest('0.2.5', '@nebo/mfe-flight'),
    };
    setup();
    renderAt('/system-versions/');
    expect(screen.getByRole('heading', { level: 1, name: 'Версии системы' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Компоненты платформы' });
    await waitFor(() =>
      expect(cells(table)).toEqual([
        ['Сервер (API)', '0.1.0', '3e17b07abcзапущен 06.12.2026 12:30', 'GET /api/system/versions'],
        ['База данных', 'миграций: 87', 'последняя: CreateUsers1763820000000', 'GET /api/system/versions'],
        ['Модуль интерфейса mfe_admin', '0.1.0', '@nebo/mfe-admin', 'mf-manifest.json'],
        ['Модуль интерфейса mfe_flight', '0.2.5', '@nebo/mfe-flight', 'mf-manifest.json'],
      ]),
    );
    expect(within(table).getAllByRole('link', { name: 'mf-manifest.json' })[1].getAttribute('href')).toBe(
      'http://api.test/remotes/mfe-flight/mf-manifest.json',
    );
    expect(fake.calls.find((call) => call.url.pathname === '/api/system/versions')?.headers.Authorization).toBeUndefined();
  });

  it('keeps a failure to its own row, with a retry, in English', async () => {
    manifests = {
      '/remotes/mfe-admin/mf-manifest.json': manifest('0.1.0', '@nebo/mfe-admin'),
      '/remotes/mfe-flight/mf-manifest.json': { status: 503, body: 'down' },
    };
    let backendUp = false;
    setup();
    fake.on('GET', '/api/system/versions', () =>
      backendUp ? { body: versions } : { status: 503, body: { error: 'Service Unavailable', statusCode: 503, message: 'down' } },
    );
    renderAt('/en/system-versions/');
    const table = screen.getByRole('table', { name: 'Platform components' });
    expect(await within(table).findByText('The manifest could not be read', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(table).getAllByText('The server did not answer').length).toBeGreaterThan(0);
    expect(within(table).getByText('@nebo/mfe-admin')).toBeTruthy();

    backendUp = true;
    fireEvent.click(within(table).getAllByRole('button', { name: 'Try again' })[0]);
    expect(await within(table).findByText('3e17b07abc')).toBeTruthy();
  });
});
