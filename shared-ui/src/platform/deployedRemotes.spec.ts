import { act, renderHook } from '@testing-library/react';
import { deployedRemotesStore, readRemoteBuildInfo, useDeployedRemotes } from './deployedRemotes';

// jsdom has no Response: the little of it the reader uses.
const respond = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body })) as unknown as typeof fetch;

describe('deployed remotes', () => {
  afterEach(() => deployedRemotesStore.getState().setDeployedRemotes([]));

  it('hands the remotes the shell registered to any component', () => {
    const { result, unmount } = renderHook(() => useDeployedRemotes());
    expect(result.current).toEqual([]);
    act(() => deployedRemotesStore.getState().setDeployedRemotes([{ name: 'mfe_admin', manifestUrl: 'http://x/mf-manifest.json' }]));
    expect(result.current).toEqual([{ name: 'mfe_admin', manifestUrl: 'http://x/mf-manifest.json' }]);
    unmount();
  });

  it("reads a remote's build from its manifest", async () => {
    const fetchImpl = respond(200, { metaData: { buildInfo: { buildVersion: '1.2.3', buildName: '@nebo/mfe-admin' } } });
    await expect(readRemoteBuildInfo('http://x/mf-manifest.json', fetchImpl)).resolves.toEqual({
      version: '1.2.3',
      buildName: '@nebo/mfe-admin',
    });
    expect(fetchImpl).toHaveBeenCalledWith('http://x/mf-manifest.json', expect.anything());
  });

  it('answers nulls for a manifest without build info, and rejects an HTTP failure', async () => {
    await expect(readRemoteBuildInfo('http://x/m.json', respond(200, { metaData: {} }))).resolves.toEqual({
      version: null,
      buildName: null,
    });
    await expect(readRemoteBuildInfo('http://x/m.json', respond(404, 'missing'))).rejects.toThrow('answered HTTP 404');
  });
});
