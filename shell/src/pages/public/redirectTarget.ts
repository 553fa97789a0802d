/**
 * The /redirect/ interstitial's rule (docs/requirements.md#public-site): only an absolute http(s) address
 * with a host is followed; anything else (javascript:, data:, relative paths, protocol-relative `//x`,
 * credentials in the address) is refused.
 */
export interface RedirectTarget {
  href: string;
  host: string;
}

export function redirectTarget(raw: string | null | undefined): RedirectTarget | null {
  const value = raw?.trim();
  if (!value || !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  // user:password@host hides the real destination from the reader: refused.
  if (url.username || url.password) return null;
  return { href: url.href, host: url.host };
}
