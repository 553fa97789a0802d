/** Where to go after signing in: remembered across the round trip through the provider. */
const RETURN_PATH_KEY = 'nebo.auth.returnTo';

/** Only same-site paths: a crafted `auth_redirect=https://evil.example` must not redirect away. */
export function isInAppPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function rememberReturnPath(path: string): void {
  if (!isInAppPath(path)) return;
  try {
    window.sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Without storage the user lands on the home page after signing in; nothing else breaks.
  }
}

export function peekReturnPath(): string | undefined {
  try {
    const value = window.sessionStorage.getItem(RETURN_PATH_KEY);
    return isInAppPath(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function forgetReturnPath(): void {
  try {
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    // see rememberReturnPath
  }
}

/** The current in-app location (path, query, hash). */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
