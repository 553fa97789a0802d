import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { forgetExposedComponentsForTests } from '@nebo/shared-ui';
import { renderWithProviders } from '@nebo/shared-ui/testing';
import type { RouteEditorProps, RouteValue } from '@nebo/mfe-map/types';
import { registerRemoteTranslations } from '../i18n';
import { ROUTE_EDITOR_CONTRACT, RouteEditorSlot } from './RouteEditorSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const getInstanceMock = getInstance as unknown as jest.Mock;

const drawn: RouteValue = {
  geometry: { type: 'MARKER', points: [{ lat: 55.7558, lng: 37.6173 }] },
  takeOffPoint: { lat: 55.7558, lng: 37.6173 },
  landingPoint: null,
};

const picture = new Blob(['png'], { type: 'image/png' });

/** Stands in for mfe_map's exposed editor: shows what it was given, reports one drawn route and hands out its picture. */
function FakeRouteEditor({ initialShape, onChange, onSnapshotReady }: RouteEditorProps) {
  useEffect(() => {
    onSnapshotReady?.(() => Promise.resolve(picture));
    return () => onSnapshotReady?.(null);
  }, [onSnapshotReady]);
  return (
    <button type="button" onClick={() => onChange?.(drawn)}>
      {`editor starting with ${initialShape ?? 'nothing'}`}
    </button>
  );
}

/** The page's runtime as the shell leaves it: mfe_map registered from the deployment file. */
function servePage(loadRemote: jest.Mock) {
  const shell = { options: { name: 'shell', remotes: [{ name: 'mfe_map', entry: 'http://localhost:3106/mf-manifest.json' }] }, loadRemote };
  getInstanceMock.mockImplementation((finder?: (instance: unknown) => boolean) => (!finder || finder(shell) ? shell : null));
}

describe('<RouteEditorSlot>', () => {
  let consoleError: jest.SpyInstance;

  beforeAll(() => registerRemoteTranslations());

  beforeEach(() => {
    forgetExposedComponentsForTests();
    getInstanceMock.mockReset();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => consoleError.mockRestore());

  it('loads mfe_map/RouteEditor through the page runtime and passes the props both ways', async () => {
    const loadRemote = jest.fn().mockResolvedValue({ default: FakeRouteEditor, contractVersion: 1 });
    servePage(loadRemote);
    const onChange = jest.fn();
    const onSnapshotReady = jest.fn();
    renderWithProviders(<RouteEditorSlot initialShape="POLYGON" onChange={onChange} onSnapshotReady={onSnapshotReady} />, {
      route: '/flight/new/',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'editor starting with POLYGON' }));
    expect(loadRemote).toHaveBeenCalledWith('mfe_map/RouteEditor');
    expect(onChange).toHaveBeenCalledWith(drawn);
    const capture = onSnapshotReady.mock.calls.at(-1)?.[0] as () => Promise<Blob | null>;
    await expect(capture()).resolves.toBe(picture);
  });

  it('is written for contract version 1 of the editor (the route picture is an optional addition to it)', () => {
    expect(ROUTE_EDITOR_CONTRACT).toBe(1);
  });

  it("refuses an editor published for another contract version, in the form's words", async () => {
    servePage(jest.fn().mockResolvedValue({ default: FakeRouteEditor, contractVersion: 2 }));
    renderWithProviders(<RouteEditorSlot />, { route: '/en/flight/new/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The route editor did not load');
    expect(alert.textContent).toContain('mfe_map/RouteEditor implements contract version 2');
  });
});
