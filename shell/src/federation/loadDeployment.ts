import { DeploymentError, parseDeployment, type Deployment } from './deployment';

export const DEPLOYMENT_URL = '/deployment.json';

/**
 * Fetches and checks `/deployment.json`, the first thing the shell does at start.
 * Network failures, HTTP errors, non-JSON bodies (a misconfigured server answering index.html) and
 * shape errors all become a DeploymentError with a message that says which of them happened.
 */
export async function loadDeployment(url: string = DEPLOYMENT_URL, fetchImpl: typeof fetch = fetch): Promise<Deployment> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new DeploymentError(`deployment.json: could not be fetched from ${url} (${String(cause)})`, { cause });
  }
  if (!response.ok) throw new DeploymentError(`deployment.json: ${url} answered HTTP ${response.status}`);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    const looksLikeHtml = /^\s*</.test(text);
    throw new DeploymentError(
      `deployment.json: ${url} is not JSON${looksLikeHtml ? ' (the server answered an HTML page: is the deployment file configured?)' : ''}`,
      { cause },
    );
  }
  return parseDeployment(json);
}
