/**
 * A minimal browser for HTTP-level tests of the sign-in flow: keeps cookies between requests (by name,
 * honouring deletion) and never follows redirects by itself, so each hop of the OAuth dance can be checked.
 * Like a browser, it submits a form's hidden fields (the anti-forgery token among them) with the fields it
 * is given: `postForm` to a form's action adds the hidden inputs of the last page that had that form.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();
  /** Hidden inputs of the forms seen, by their action (path and query). */
  private readonly hiddenFields = new Map<string, Record<string, string>>();

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
    if (response.headers.get('content-type')?.startsWith('text/html')) this.rememberForms(await response.clone().text());
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  /**
   * Submits the form whose action is `path` with `fields` on top of its hidden inputs; `withHiddenFields:
   * false` posts `fields` alone, as a forged post from another site would.
   */
  postForm(
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    { withHiddenFields = true }: { withHiddenFields?: boolean } = {},
  ): Promise<Response> {
    const hidden = withHiddenFields ? (this.hiddenFields.get(this.actionKey(path)) ?? {}) : {};
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ ...hidden, ...fields }).toString(),
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

  private actionKey(path: string): string {
    const url = new URL(path, this.baseUrl);
    return url.pathname + url.search;
  }

  private rememberForms(page: string): void {
    for (const [, action, inner] of page.matchAll(/<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)) {
      const fields: Record<string, string> = {};
      for (const [, name, value] of inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
        fields[unescapeHtml(name)] = unescapeHtml(value);
      }
      this.hiddenFields.set(this.actionKey(unescapeHtml(action)), fields);
    }
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

function unescapeHtml(value: string): string {
  return value.replace(
    /&(amp|lt|gt|quot|#39|#96);/g,
    (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#96': '`' })[name] ?? '',
  );
}
