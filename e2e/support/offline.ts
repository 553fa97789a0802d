import type { BrowserContext } from '@playwright/test';

/**
 * Cuts the page off from the internet: every request to a host other than this machine is aborted and
 * recorded, so a test can assert that none was needed (the map's "renders with no internet").
 */
export async function blockInternet(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return route.continue();
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return blocked;
}
