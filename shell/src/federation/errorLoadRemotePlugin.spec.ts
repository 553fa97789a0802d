import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createErrorLoadRemotePlugin } from './errorLoadRemotePlugin';
import { RemoteLoadError } from './errors';

type Hook = (args: Record<string, unknown>) => unknown;

describe('the errorLoadRemote hook (failure layer 2)', () => {
  const origin = {} as ModuleFederation;

  it('turns the final failure of a load into a RemoteLoadError naming the remote, reported once', () => {
    const failures: RemoteLoadError[] = [];
    const hook = createErrorLoadRemotePlugin((error) => failures.push(error)).errorLoadRemote as unknown as Hook;
    const cause = new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest');
    let thrown: unknown;
    try {
      hook({
        id: 'mfe_insurance/App',
        error: cause,
        lifecycle: 'onLoad',
        from: 'runtime',
        expose: './App',
        remote: { name: 'mfe_insurance' },
        origin,
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteLoadError);
    expect(thrown).toMatchObject({ remote: 'mfe_insurance', expose: './App', phase: 'manifest', cause });
    expect(failures).toEqual([thrown]);
  });

  it('stays out of the earlier lifecycles so the runtime can clean up and a retry reaches the network', () => {
    const hook = createErrorLoadRemotePlugin(() => undefined).errorLoadRemote as unknown as Hook;
    expect(
      hook({ id: 'http://r/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve', from: 'runtime', origin }),
    ).toBeUndefined();
  });

  it('takes the remote name from the id when the runtime did not match a remote', () => {
    const hook = createErrorLoadRemotePlugin(() => undefined).errorLoadRemote as unknown as Hook;
    expect(() => hook({ id: 'mfe_gone/App', error: new Error('RUNTIME-004'), lifecycle: 'onLoad', from: 'runtime', origin })).toThrow(
      expect.objectContaining({ remote: 'mfe_gone' }),
    );
  });
});
