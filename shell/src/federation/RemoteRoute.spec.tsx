import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@nebo/shared-ui/testing';
import { RemoteRoute, forgetLoadedRemotesForTests } from './RemoteRoute';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function App({ basePath }: { basePath: string }) {
  return <h1>{`Remote app at ${basePath}`}</h1>;
}

interface FakeRemote {
  contractVersion?: unknown;
  /** Runs when the shell executes the App module (counts executions). */
  appFactory?: jest.Mock;
  /** How many of the first loads fail as if the server were down. */
  failFirst?: number;
}

function serveRemote({ contractVersion = 1, appFactory = jest.fn(() => ({ default: App })), failFirst = 0 }: FakeRemote) {
  let failuresLeft = failFirst;
  loadRemoteMock.mockImplementation(async (id: string) => {
    if (failuresLeft > 0) {
      if (id.endsWith('/App')) failuresLeft -= 1;
      throw new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest http://localhost:3105/mf-manifest.json');
    }
    if (id === 'mfe_test/descriptor') {
      return { default: { contractVersion, name: 'mfe_test', routePrefixes: ['/test/'], i18nNamespace: 'test' } };
    }
    if (id === 'mfe_test/App') return appFactory;
    throw new Error(`unexpected ${id}`);
  });
  return appFactory;
}

describe('<RemoteRoute>', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    forgetLoadedRemotesForTests();
    loadRemoteMock.mockReset();
    // The boundary and React report caught errors on the console; the tests assert on the page instead.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => consoleError.mockRestore());

  it('loads the remote at run time and mounts its App with the base path', async () => {
    serveRemote({});
    renderWithProviders(<RemoteRoute remote="mfe_test" basePath="/en/test/" />, { route: '/en/test/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote app at /en/test/' })).toBeTruthy();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_test/descriptor');
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_test/App', { loadFactory: false, from: 'runtime' });
  });

  it('refuses an unsupported contract version with a translated message, without running the App', async () => {
    const appFactory = serveRemote({ contractVersion: 2 });
    renderWithProviders(<RemoteRoute remote="mfe_test" basePath="/test/" />, { route: '/test/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('нельзя открыть в этой версии портала');
    expect(alert.textContent).toContain('опубликован для версии контракта 2, а портал поддерживает версию 1');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(appFactory).not.toHaveBeenCalled();
  });

  it('shows a local error with Retry when the remote is down, and loads it on Retry', async () => {
    serveRemote({ failFirst: 1 });
    renderWithProviders(<RemoteRoute remote="mfe_test" basePath="/test/" />, { route: '/test/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить раздел');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote app at /test/' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English under /en', async () => {
    serveRemote({ failFirst: 5 });
    renderWithProviders(<RemoteRoute remote="mfe_test" basePath="/en/test/" />, { route: '/en/test/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('keeps a remote that throws while rendering inside its own area, with Retry', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render bug');
      return <h1>{'Recovered'}</h1>;
    }
    serveRemote({ appFactory: jest.fn(() => ({ default: Flaky })) });
    renderWithProviders(<RemoteRoute remote="mfe_test" basePath="/test/" />, { route: '/test/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('произошла ошибка');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recovered'));
  });
});
