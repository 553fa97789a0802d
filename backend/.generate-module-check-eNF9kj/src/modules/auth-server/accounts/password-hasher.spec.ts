import { hashPassword, verifyPassword } from './password-hasher';

// Cheap parameters keep the unit run fast; the format and the checks are the same as in production.
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hasher', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('Nebo-2026!', FAST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('Nebo-2026!', stored)).resolves.toBe(true);
    await expect(verifyPassword('Nebo-2026?', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same-Passw0rd', FAST), hashPassword('same-Passw0rd', FAST)]);
    expect(first).not.toBe(second);
  });

  it('treats a hash in an unknown format as a mismatch instead of failing', async () => {
    await expect(verifyPassword('anything', 'md5$abc')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'scrypt$0$8$1$c2FsdA$a2V5')).resolves.toBe(false);
  });

  it('normalises Unicode so the same visible password always matches', async () => {
    const stored = await hashPassword('Pa\u0301ssword1', FAST); // "a" + combining acute
    await expect(verifyPassword('P\u00e1ssword1', stored)).resolves.toBe(true); // precomposed "á"
  });
});
