import { fakeResponse } from '@nebo/shared-ui/testing';
import { DeploymentError } from './deployment';
import { loadDeployment } from './loadDeployment';

const body = {
  profile: 'admin',
  apiUrl: 'http://localhost:3000',
  auth: { url: 'http://localhost:3000', realm: 'nebo', clientId: 'nebo-portal' },
  remotes: [{ name: 'mfe_admin', manifest: 'http://localhost:3104/mf-manifest.json', routes: ['/admin/'] }],
  map: { onlineTiles: null },
};

const respond = (status: number, text: string) => jest.fn(async () => fakeResponse({ status, body: text }));

describe('loadDeployment', () => {
  it('fetches /deployment.json without the HTTP cache and returns the checked deployment', async () => {
    const fetchImpl = respond(200, JSON.stringify(body));
    await expect(loadDeployment(undefined, fetchImpl)).resolves.toEqual(body);
    expect(fetchImpl).toHaveBeenCalledWith('/deployment.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('says when the server answered an HTML page instead of the file', async () => {
    await expect(loadDeployment('/deployment.json', respond(200, '<!doctype html><title>shell</title>'))).rejects.toThrow(
      /not JSON \(the server answered an HTML page/,
    );
  });

  it('reports the HTTP status of a failed request', async () => {
    await expect(loadDeployment('/deployment.json', respond(404, 'Not Found'))).rejects.toThrow('answered HTTP 404');
  });

  it('reports a network failure as a DeploymentError', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadDeployment('/deployment.json', fetchImpl)).rejects.toBeInstanceOf(DeploymentError);
  });

  it('passes shape errors through', async () => {
    await expect(loadDeployment('/deployment.json', respond(200, JSON.stringify({ ...body, remotes: null })))).rejects.toThrow(
      /remotes must be an array/,
    );
  });
});
