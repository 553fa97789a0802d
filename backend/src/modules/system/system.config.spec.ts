import { EnvReader } from '../../config/env-reader';
import { readSystemConfig } from './system.config';

describe('readSystemConfig', () => {
  it('has no marketplace and no recorded commit by default', () => {
    expect(readSystemConfig(new EnvReader({}))).toEqual({
      system: { marketplaceUrl: undefined, marketplaceTimeoutMs: 3000, commit: undefined },
    });
  });

  it('takes the marketplace without a trailing slash, its timeout and the commit', () => {
    const read = new EnvReader({ MARKETPLACE_URL: 'https://market.example/', MARKETPLACE_TIMEOUT_MS: '500', NEBO_COMMIT: 'abc123f' });
    expect(readSystemConfig(read).system).toEqual({
      marketplaceUrl: 'https://market.example',
      marketplaceTimeoutMs: 500,
      commit: 'abc123f',
    });
    expect(read.problems).toEqual([]);
  });

  it('records bad values as problems', () => {
    const read = new EnvReader({ MARKETPLACE_URL: 'ftp://x', NEBO_COMMIT: 'abc; rm -rf' });
    expect(readSystemConfig(read).system).toMatchObject({ marketplaceUrl: undefined, commit: undefined });
    expect(read.problems.map((p) => p.variable)).toEqual(['MARKETPLACE_URL', 'NEBO_COMMIT']);
  });
});
