import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import { deployedRemotesStore } from '@nebo/shared-ui';
import { parseDeployment } from './deployment';
import { SHELL_FEDERATION_NAME, initFederation, resetFederationForTests } from './initFederation';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn() }));

const deployment = parseDeployment({
  profile: 'authority',
  apiUrl: 'http://localhost:3000',
  auth: { url: 'http://localhost:3000', realm: 'nebo', clientId: 'nebo-portal' },
  remotes: [{ name: 'mfe_authority', manifest: '/remotes/mfe-authority/mf-manifest.json', routes: ['/agreement/'] }],
  map: { onlineTiles: null },
});

describe('initFederation', () => {
  beforeEach(() => {
    resetFederationForTests();
    jest.mocked(init).mockClear();
    jest.mocked(registerRemotes).mockClear();
  });

  it('extends the build’s federation instance with the retry and error plugins', () => {
    initFederation(deployment);
    expect(init).toHaveBeenCalledTimes(1);
    const options = jest.mocked(init).mock.calls[0][0];
    expect(options.name).toBe(SHELL_FEDERATION_NAME);
    expect(options.remotes).toEqual([]);
    expect(options.plugins?.map((plugin) => plugin.name)).toEqual(['nebo-retry', 'nebo-error-load-remote']);
  });

  it('registers exactly the remotes of the deployment, by absolute manifest URL', () => {
    initFederation(deployment);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_authority', entry: 'http://localhost/remotes/mfe-authority/mf-manifest.json' },
    ]);
  });

  it('tells the remotes which remotes are deployed, through shared-ui', () => {
    initFederation(deployment);
    expect(deployedRemotesStore.getState().remotes).toEqual([
      { name: 'mfe_authority', manifestUrl: 'http://localhost/remotes/mfe-authority/mf-manifest.json' },
    ]);
  });

  it('is idempotent for the same deployment and refuses a second, different one', () => {
    initFederation(deployment);
    initFederation(deployment);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(() => initFederation({ ...deployment, remotes: [] })).toThrow('already initialised with another deployment');
  });
});
