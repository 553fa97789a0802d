import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from './email-change-token';

describe('e-mail change link tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newLinkToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(isWellFormedLinkToken(token)).toBe(true);
  });

  it('are stored as their SHA-256, never as themselves', () => {
    const token = newLinkToken();
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).not.toContain(token);
    expect(hashLinkToken(token)).toBe(hashLinkToken(token));
  });

  it.each(['', 'short', `${'a'.repeat(42)}=`, `${'a'.repeat(43)}x`, `${'a'.repeat(42)}/`])('refuses %j as a token', (text) => {
    expect(isWellFormedLinkToken(text)).toBe(false);
  });
});
