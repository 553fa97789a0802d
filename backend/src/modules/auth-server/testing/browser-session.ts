/**
 * A minimal browser for HTTP-level tests of the sign-in flow: keeps cookies between requests (by name,
 * honouring deletion) and never follows redirects by itself, so each hop of the OAuth dance can be checked.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  url(path: string): string {
    return new URL(path, this.baseUrl).href;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(this.url(path), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Follows same-origin redirects and stops at the first response that is not one, or at a redirect to
   * another origin (the shell's return page), returning that response and the location it points to.
   */
  async follow(first: Response): Promise<{ response: Response; location?: string }> {
    let response = first;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response };
      const target = new URL(location, this.baseUrl);
      if (target.origin !== new URL(this.baseUrl).origin) return { response, location: target.href };
      response = await this.get(target.pathname + target.search);
    }
    throw new Error('Too many redirects');
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const expired = attributes.some((attribute) => {
      const [key, attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
