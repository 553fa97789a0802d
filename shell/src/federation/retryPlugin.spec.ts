import { fakeResponse } from '@nebo/shared-ui/testing';
import { createRetryPlugin, fetchWithRetry } from './retryPlugin';

const noDelay = { retries: 2, delayMs: 0 };

describe('fetchWithRetry (failure layer 1)', () => {
  it('retries network failures and 5xx, then returns the good response', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(fakeResponse({ status: 503 }))
      .mockResolvedValueOnce(fakeResponse({ body: { ok: true } }));
    const response = await fetchWithRetry('http://r/mf-manifest.json', {}, noDelay, fetchImpl);
    expect(await response.json()).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    // Retries bypass the HTTP cache, which may hold the failure.
    expect(fetchImpl.mock.calls[1][1]).toEqual({ cache: 'reload' });
  });

  it('does not retry a 404: a wrong URL does not heal by waiting', async () => {
    const fetchImpl = jest.fn(async () => fakeResponse({ status: 404, body: 'Not Found' }));
    await expect(fetchWithRetry('http://r/mf-manifest.json', {}, noDelay, fetchImpl)).rejects.toThrow(
      'http://r/mf-manifest.json answered HTTP 404',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the configured retries with the last error', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchWithRetry('http://r/mf-manifest.json', {}, noDelay, fetchImpl)).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});

describe('the loadEntryError retry (remoteEntry.js)', () => {
  it('requests the entry again after dropping the runtime’s cached failed load', async () => {
    const exportsOfEntry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(exportsOfEntry);
    const globalLoading: Record<string, unknown> = { 'mfe_x:http://r/remoteEntry.js': Promise.resolve() };
    const hook = createRetryPlugin(noDelay).loadEntryError as unknown as (args: Record<string, unknown>) => Promise<unknown>;
    const result = await hook({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_x', entry: 'http://r/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'mfe_x:http://r/remoteEntry.js',
    });
    expect(result).toBe(exportsOfEntry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading).toEqual({});
  });

  it('fails with the last error when every retry fails', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const hook = createRetryPlugin(noDelay).loadEntryError as unknown as (args: Record<string, unknown>) => Promise<unknown>;
    await expect(
      hook({
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'mfe_x', entry: 'http://r/remoteEntry.js' },
        globalLoading: {},
        uniqueKey: 'k',
      }),
    ).rejects.toThrow('ScriptNetworkError');
    expect(getRemoteEntry).toHaveBeenCalledTimes(noDelay.retries);
  });
});
