import { fireEvent, screen } from '@testing-library/react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '../testing/render';
import { RemoteComponent, forgetExposedComponentsForTests } from './RemoteComponent';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const getInstanceMock = getInstance as unknown as jest.Mock;

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>{`Hello, ${name}`}</p>;
}

/** A runtime instance as the shell's: it registered the deployment's remotes and loads them. */
function fakeInstance(name: string, remotes: string[], loadRemote: jest.Mock = jest.fn()) {
  return {
    options: { name, remotes: remotes.map((remote) => ({ name: remote, entry: `http://localhost/${remote}/mf-manifest.json` })) },
    loadRemote,
  };
}

/** `own` is the instance shared-ui's runtime belongs to; `others` the rest of the page's. */
function servePage(own: ReturnType<typeof fakeInstance> | null, ...others: ReturnType<typeof fakeInstance>[]) {
  getInstanceMock.mockImplementation((finder?: (instance: unknown) => boolean) => {
    if (!finder) return own;
    return [own, ...others].find((instance) => instance && finder(instance)) ?? null;
  });
}

const fast = { retries: 1, delayMs: 1 };

const renderGreeting = (contractVersion = 1, route = '/') =>
  renderWithProviders(
    <RemoteComponent<GreetingProps>
      remote="mfe_test"
      expose="./Greeting"
      contractVersion={contractVersion}
      props={{ name: 'Anna' }}
      retry={fast}
    />,
    { route },
  );

describe('<RemoteComponent>', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    forgetExposedComponentsForTests();
    getInstanceMock.mockReset();
    // The boundary and React report caught errors on the console; the tests assert on the page instead.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => consoleError.mockRestore());

  it('loads the exposed component through the runtime that knows the remote and renders it with the props', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: Greeting, contractVersion: 1 });
    servePage(fakeInstance('shell', ['mfe_test'], loadRemote));
    renderGreeting();
    expect(await screen.findByText('Hello, Anna')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mfe_test/Greeting');
  });

  it('uses the page instance that registered the remote when its own does not know it', async () => {
    const shellLoad = jest.fn().mockResolvedValue({ default: Greeting, contractVersion: 1 });
    const ownLoad = jest.fn();
    servePage(fakeInstance('mfe_flight', [], ownLoad), fakeInstance('shell', ['mfe_test'], shellLoad));
    renderGreeting();
    expect(await screen.findByText('Hello, Anna')).toBeTruthy();
    expect(shellLoad).toHaveBeenCalledWith('mfe_test/Greeting');
    expect(ownLoad).not.toHaveBeenCalled();
  });

  it('retries, then shows a local error whose Retry loads again', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('RUNTIME-008 remoteEntry.js failed'))
      .mockRejectedValueOnce(new Error('RUNTIME-008 remoteEntry.js failed'))
      .mockResolvedValue({ default: Greeting, contractVersion: 1 });
    servePage(fakeInstance('shell', ['mfe_test'], loadRemote));
    renderGreeting();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Эта часть страницы не загрузилась');
    expect(alert.textContent).toContain('mfe_test/Greeting could not be loaded after 2 attempts');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Hello, Anna')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('refuses another contract version without a Retry, in English under /en', async () => {
    servePage(fakeInstance('shell', ['mfe_test'], jest.fn().mockResolvedValue({ default: Greeting, contractVersion: 2 })));
    renderGreeting(1, '/en/flight/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page cannot be shown in this version of the portal');
    expect(alert.textContent).toContain('mfe_test/Greeting implements contract version 2; this page was built for version 1');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Hello, Anna')).toBeNull();
  });

  it('says so when the deployment has no such remote, without loading anything', async () => {
    const loadRemote = jest.fn();
    servePage(fakeInstance('mfe_flight', [], loadRemote));
    renderGreeting();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Эта часть страницы недоступна');
    expect(alert.textContent).toContain('Remote "mfe_test" is not registered on this page');
    expect(screen.queryByRole('button')).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("shows the consumer's title for a failure", async () => {
    servePage(null);
    renderWithProviders(
      <RemoteComponent<GreetingProps>
        remote="mfe_test"
        expose="./Greeting"
        contractVersion={1}
        props={{ name: 'Anna' }}
        failureTitle="Редактор маршрута недоступен"
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Редактор маршрута недоступен');
  });
});
