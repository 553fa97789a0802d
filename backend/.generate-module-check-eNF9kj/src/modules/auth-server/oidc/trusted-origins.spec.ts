import { TrustedOrigins } from './trusted-origins';

describe('trusted shell origins', () => {
  const withLoopback = new TrustedOrigins(['https://portal.nebo.example', 'http://localhost:8080/'], true);
  const publicOnly = new TrustedOrigins(['https://portal.nebo.example'], false);

  it('lets a sign-in return only to the login return page of a trusted origin', () => {
    expect(withLoopback.isAllowedRedirectUri('https://portal.nebo.example/logging/')).toBe(true);
    expect(withLoopback.isAllowedRedirectUri('https://portal.nebo.example/en/logging/')).toBe(true);
    expect(withLoopback.isAllowedRedirectUri('https://portal.nebo.example/admin/')).toBe(false);
    expect(withLoopback.isAllowedRedirectUri('https://portal.nebo.example/logging/#x')).toBe(false);
    expect(withLoopback.isAllowedRedirectUri('https://user@portal.nebo.example/logging/')).toBe(false);
    expect(withLoopback.isAllowedRedirectUri('https://evil.example/logging/')).toBe(false);
    expect(withLoopback.isAllowedRedirectUri('javascript:alert(1)//logging/')).toBe(false);
  });

  it('accepts any loopback port only when loopback clients are allowed', () => {
    expect(withLoopback.isAllowedRedirectUri('http://localhost:8082/logging/')).toBe(true);
    expect(withLoopback.isAllowedRedirectUri('http://127.0.0.1:41234/en/logging/')).toBe(true);
    expect(publicOnly.isAllowedRedirectUri('http://localhost:8082/logging/')).toBe(false);
    expect(publicOnly.isTrusted('http://localhost:8080')).toBe(false);
  });

  it('lists only the configured origins, whatever the loopback rule allows', () => {
    expect(withLoopback.isListed('http://localhost:8080')).toBe(true);
    expect(withLoopback.isListed('https://portal.nebo.example')).toBe(true);
    expect(withLoopback.isTrusted('http://localhost:9999')).toBe(true);
    expect(withLoopback.isListed('http://localhost:9999')).toBe(false);
    expect(withLoopback.isListed(undefined)).toBe(false);
  });

  it('lets a sign-out return to any page of a trusted origin', () => {
    expect(publicOnly.isAllowedPostLogoutRedirectUri('https://portal.nebo.example/')).toBe(true);
    expect(publicOnly.isAllowedPostLogoutRedirectUri('https://portal.nebo.example/en/flight/')).toBe(true);
    expect(publicOnly.isAllowedPostLogoutRedirectUri('https://portal.nebo.example.evil.example/')).toBe(false);
  });

  it('compares origins, not strings (a trailing slash in the configuration does not matter)', () => {
    expect(withLoopback.isTrusted('http://localhost:8080')).toBe(true);
    expect(withLoopback.isTrusted('https://PORTAL.nebo.example')).toBe(true);
    expect(withLoopback.isTrusted(undefined)).toBe(false);
    expect(withLoopback.isTrusted('null')).toBe(false);
  });
});
