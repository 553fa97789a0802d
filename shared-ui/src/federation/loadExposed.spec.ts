import { forwardRef, memo } from 'react';
import { checkExposedModule } from './checkExposedModule';
import { ExposedModuleError, isExposedModuleError } from './exposedErrors';
import { exposedId } from './exposedId';
import { loadExposedComponent } from './loadExposed';

const spec = { remote: 'mfe_test', expose: './Widget', contractVersion: 1 };
const fast = { retries: 2, delayMs: 1 };

function Widget() {
  return null;
}

const manifestDown = () => new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest http://localhost:3199/mf-manifest.json');

describe('loadExposedComponent', () => {
  it('returns the default export of a module of the expected contract version', async () => {
    const load = jest.fn().mockResolvedValue({ default: Widget, contractVersion: 1 });
    await expect(loadExposedComponent(spec, { load, retry: fast })).resolves.toBe(Widget);
    expect(load).toHaveBeenCalledWith('mfe_test', './Widget');
  });

  it('tries a failed load again, then succeeds', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(manifestDown())
      .mockRejectedValueOnce(manifestDown())
      .mockResolvedValue({ default: Widget, contractVersion: 1 });
    await expect(loadExposedComponent(spec, { load, retry: fast })).resolves.toBe(Widget);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after the bounded retries with an "unavailable" error naming the module and the cause', async () => {
    const load = jest.fn().mockRejectedValue(manifestDown());
    const error = await loadExposedComponent(spec, { load, retry: fast }).catch((e: unknown) => e);
    expect(load).toHaveBeenCalledTimes(3);
    expect(isExposedModuleError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'unavailable', remote: 'mfe_test', expose: './Widget' });
    expect((error as Error).message).toBe(
      'mfe_test/Widget could not be loaded after 3 attempts: [ Federation Runtime ]: RUNTIME-003 Failed to get manifest http://localhost:3199/mf-manifest.json',
    );
  });

  it('waits longer before each next attempt', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn().mockRejectedValue(manifestDown());
      const result = loadExposedComponent(spec, { load, retry: { retries: 2, delayMs: 100 } }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(99);
      expect(load).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(199);
      expect(load).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(3);
      expect(await result).toMatchObject({ kind: 'unavailable' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not retry a remote the page does not know', async () => {
    const load = jest.fn().mockRejectedValue(new ExposedModuleError('mfe_test', './Widget', 'absent', 'not registered'));
    await expect(loadExposedComponent(spec, { load, retry: fast })).rejects.toMatchObject({ kind: 'absent' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not retry a module that breaks the contract', async () => {
    const load = jest.fn().mockResolvedValue({ default: Widget, contractVersion: 2 });
    await expect(loadExposedComponent(spec, { load, retry: fast })).rejects.toMatchObject({ kind: 'incompatible' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('checkExposedModule', () => {
  const check =
    (module: unknown, version = 1) =>
    () =>
      checkExposedModule(module, 'mfe_test', './Widget', version);

  it('accepts function components and memo/forwardRef objects', () => {
    expect(check({ default: Widget, contractVersion: 1 })()).toBe(Widget);
    expect(check({ default: memo(Widget), contractVersion: 1 })).not.toThrow();
    expect(
      check({
        default: forwardRef(function Ref() {
          return null;
        }),
        contractVersion: 1,
      }),
    ).not.toThrow();
  });

  it('refuses another contract version, saying both', () => {
    expect(check({ default: Widget, contractVersion: 2 })).toThrow(
      'mfe_test/Widget implements contract version 2; this page was built for version 1',
    );
    expect(check({ default: Widget })).toThrow('mfe_test/Widget implements contract version undefined; this page was built for version 1');
  });

  it('refuses a module without a component', () => {
    expect(check({ default: 'RouteEditor', contractVersion: 1 })).toThrow('mfe_test/Widget has no React component as its default export');
    expect(check(null)).toThrow('mfe_test/Widget: the runtime returned no module');
  });

  it('names modules by the id loadRemote takes', () => {
    expect(exposedId('mfe_map', './RouteEditor')).toBe('mfe_map/RouteEditor');
    expect(exposedId('mfe_map', 'MapView')).toBe('mfe_map/MapView');
  });
});
