import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DeploymentError, parseDeployment, remoteForPath, type Deployment } from './deployment';

const valid = {
  profile: 'portal',
  apiUrl: 'http://localhost:3000',
  auth: { url: 'http://localhost:3000', realm: 'nebo', clientId: 'nebo-portal' },
  remotes: [
    { name: 'mfe_flight', manifest: 'http://localhost:3101/mf-manifest.json', routes: ['/drones/', '/flight/'] },
    { name: 'mfe_admin', manifest: '/remotes/mfe-admin/mf-manifest.json', routes: ['/admin/', '/system-versions/'] },
  ],
  map: { onlineTiles: null },
};

const readShipped = (profile: string): unknown =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'deployments', `${profile}.json`), 'utf8'));

describe('parseDeployment', () => {
  it('accepts the contract shape and returns it typed', () => {
    expect(parseDeployment(valid)).toEqual(valid);
  });

  it('accepts the three shipped deployment files, each with only its remotes', () => {
    const names = (profile: string) => parseDeployment(readShipped(profile)).remotes.map((remote) => remote.name);
    expect(names('portal')).toEqual(['mfe_flight', 'mfe_company', 'mfe_authority', 'mfe_admin', 'mfe_insurance', 'mfe_map']);
    // The map lends its MapView to the authority area's pages there, but has no pages of its own.
    expect(names('authority')).toEqual(['mfe_authority', 'mfe_map']);
    expect(parseDeployment(readShipped('authority')).remotes[1].routes).toEqual([]);
    expect(names('admin')).toEqual(['mfe_admin']);
    for (const profile of ['portal', 'authority', 'admin']) {
      expect(parseDeployment(readShipped(profile)).sppi).toEqual({
        authorizeUrl: 'http://localhost:3200/sppi/oauth/authorize',
        clientId: 'nebo',
      });
    }
  });

  it('accepts a remote with no routes of its own (only embedded by the others) and gives it no path', () => {
    const embedded = {
      ...valid,
      remotes: [valid.remotes[0], { name: 'mfe_map', manifest: 'http://localhost:3106/mf-manifest.json', routes: [] }],
    };
    expect(parseDeployment(embedded).remotes[1].routes).toEqual([]);
    expect(remoteForPath(parseDeployment(embedded), '/map/')).toBeUndefined();
  });

  it('keeps the SPPI sign-in settings, and leaves them out when the file has none', () => {
    const sppi = { authorizeUrl: 'https://sppi.example.ru/oauth/authorize', clientId: 'nebo' };
    expect(parseDeployment({ ...valid, sppi }).sppi).toEqual(sppi);
    expect(parseDeployment(valid)).not.toHaveProperty('sppi');
  });

  it('keeps the marketplace address when it is an http(s) URL, and leaves it out when absent or null', () => {
    expect(parseDeployment({ ...valid, marketplaceUrl: 'https://market.example.ru/' }).marketplaceUrl).toBe('https://market.example.ru/');
    expect(parseDeployment({ ...valid, marketplaceUrl: null })).not.toHaveProperty('marketplaceUrl');
    expect(parseDeployment(valid)).not.toHaveProperty('marketplaceUrl');
    expect(() => parseDeployment({ ...valid, marketplaceUrl: 'javascript:alert(1)' })).toThrow(
      /marketplaceUrl must be an absolute http\(s\) URL/,
    );
  });

  it.each([
    [{ ...valid, apiUrl: 'localhost:3000' }, /apiUrl must be an absolute http\(s\) URL/],
    [{ ...valid, auth: { url: 'http://x', realm: '', clientId: 'c' } }, /auth\.realm must be a non-empty string/],
    [{ ...valid, remotes: {} }, /remotes must be an array/],
    [{ ...valid, remotes: [{ ...valid.remotes[0], name: 'mfe-flight' }] }, /remotes\[0\]\.name must be a lower-case identifier/],
    [
      { ...valid, remotes: [{ ...valid.remotes[0], manifest: 'http://localhost:3101/' }] },
      /remotes\[0\]\.manifest must point at the remote's mf-manifest\.json/,
    ],
    [{ ...valid, remotes: [{ ...valid.remotes[0], routes: ['/drones'] }] }, /remotes\[0\]\.routes\[0\] must be a locale-neutral path/],
    [{ ...valid, remotes: [{ ...valid.remotes[0], routes: ['/en/drones/'] }] }, /must not carry the \/en prefix/],
    [{ ...valid, remotes: [{ ...valid.remotes[0], routes: ['/profile/'] }] }, /"\/profile\/" belongs to the shell/],
    [{ ...valid, remotes: [valid.remotes[0], valid.remotes[0]] }, /list "mfe_flight" twice/],
    [
      { ...valid, remotes: [valid.remotes[0], { ...valid.remotes[1], routes: ['/drones/'] }] },
      /give "\/drones\/" to both "mfe_flight" and "mfe_admin"/,
    ],
    [{ ...valid, map: { onlineTiles: 42 } }, /map\.onlineTiles must be a tile URL template or null/],
    [{ ...valid, remotes: [{ ...valid.remotes[0], routes: ['/sppi-redirect/'] }] }, /"\/sppi-redirect\/" belongs to the shell/],
    [{ ...valid, sppi: 'x' }, /sppi must be an object with authorizeUrl and clientId/],
    [{ ...valid, sppi: { authorizeUrl: 'sppi/authorize', clientId: 'nebo' } }, /sppi\.authorizeUrl must be an absolute http\(s\) URL/],
    [{ ...valid, sppi: { authorizeUrl: 'http://x/authorize', clientId: '' } }, /sppi\.clientId must be a non-empty string/],
    ['[]', /the file must be a JSON object/],
  ])('refuses %j with a message naming the place', (input, message) => {
    expect(() => parseDeployment(input)).toThrow(DeploymentError);
    expect(() => parseDeployment(input)).toThrow(message);
  });
});

describe('remoteForPath', () => {
  const deployment = parseDeployment(valid) as Deployment;

  it('finds the remote that owns a path, by prefix', () => {
    expect(remoteForPath(deployment, '/drones/42/edit/')?.name).toBe('mfe_flight');
    expect(remoteForPath(deployment, '/system-versions/')?.name).toBe('mfe_admin');
  });

  it('treats a path without its trailing slash like the slashed one', () => {
    expect(remoteForPath(deployment, '/admin')?.name).toBe('mfe_admin');
  });

  it('returns nothing for shell paths and for areas this deployment does not have', () => {
    expect(remoteForPath(deployment, '/profile/personal-info/')).toBeUndefined();
    expect(remoteForPath(deployment, '/insurance/')).toBeUndefined();
    expect(remoteForPath(deployment, '/dronesque/')).toBeUndefined();
  });
});
