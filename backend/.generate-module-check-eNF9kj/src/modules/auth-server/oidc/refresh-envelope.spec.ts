import { randomBytes } from 'node:crypto';
import { RefreshEnvelope } from './refresh-envelope';

const issuer = 'http://localhost:3000/realms/nebo';
const key = randomBytes(32).toString('base64url');

function decode(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('refresh token envelope', () => {
  const envelope = new RefreshEnvelope(issuer, key);
  const exp = Math.floor(Date.now() / 1000) + 36000;

  it('wraps the opaque token in a JWT shaped like a Keycloak refresh token and unwraps it again', async () => {
    const wrapped = await envelope.wrap({ rt: 'opaque-value', sub: 'account-id', azp: 'nebo-portal', scope: 'openid', exp });
    expect(decode(wrapped)).toMatchObject({
      typ: 'Refresh',
      iss: issuer,
      aud: issuer,
      sub: 'account-id',
      azp: 'nebo-portal',
      exp,
      rt: 'opaque-value',
    });
    await expect(envelope.unwrap(wrapped)).resolves.toBe('opaque-value');
  });

  it('passes an opaque token through unchanged', async () => {
    await expect(envelope.unwrap('pm3VJ0o1nT2q_vXc')).resolves.toBe('pm3VJ0o1nT2q_vXc');
  });

  it('refuses envelopes signed with another key, from another issuer or already expired', async () => {
    const foreignKey = new RefreshEnvelope(issuer, randomBytes(32).toString('base64url'));
    const foreignIssuer = new RefreshEnvelope('https://elsewhere.example/realms/nebo', key);
    const expired = await envelope.wrap({ rt: 'v', sub: 's', azp: 'nebo-portal', exp: Math.floor(Date.now() / 1000) - 60 });
    await expect(envelope.unwrap(await foreignKey.wrap({ rt: 'v', sub: 's', azp: 'nebo-portal', exp }))).resolves.toBeUndefined();
    await expect(envelope.unwrap(await foreignIssuer.wrap({ rt: 'v', sub: 's', azp: 'nebo-portal', exp }))).resolves.toBeUndefined();
    await expect(envelope.unwrap(expired)).resolves.toBeUndefined();
    await expect(envelope.unwrap('a.b.c')).resolves.toBeUndefined();
  });
});
