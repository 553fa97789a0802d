import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';
import { SecretStore } from './secret-store';

/** A private RSA signing key as a JWK (what oidc-provider's `jwks` option takes). */
export interface PrivateSigningJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
  d: string;
  p: string;
  q: string;
  dp: string;
  dq: string;
  qi: string;
}

/** Everything the provider signs with, loaded once at start. */
export interface ProviderSecrets {
  /** Signs access and ID tokens; its public half is served at /protocol/openid-connect/certs. */
  signingKeys: PrivateSigningJwk[];
  /** Keys Koa signs the session and interaction cookies with (first one signs, all verify). */
  cookieKeys: string[];
  /** HMAC key of the refresh-token envelope (oidc/refresh-envelope.ts). */
  refreshEnvelopeKey: string;
}

const RSA_BITS = 2048;

/** RFC 7638 thumbprint: a kid that is stable for the key and says nothing else about it. */
function thumbprint(jwk: { e: string; kty: string; n: string }): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

const generateRsaKeyPair = promisify(generateKeyPair);

/** Generated off the event loop: an RSA key takes a noticeable moment, and the server may already be serving. */
export async function generateSigningKey(): Promise<PrivateSigningJwk> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: RSA_BITS });
  const jwk = privateKey.export({ format: 'jwk' }) as Omit<PrivateSigningJwk, 'kid' | 'alg' | 'use'>;
  return { ...jwk, kty: 'RSA', kid: thumbprint(jwk), alg: 'RS256', use: 'sig' };
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function loadProviderSecrets(dataSource: DataSource): Promise<ProviderSecrets> {
  const store = new SecretStore(dataSource);
  const [signingKeys, cookieKeys, refreshEnvelopeKey] = await Promise.all([
    store.getOrCreate('oidc-signing-keys', async () => [await generateSigningKey()]),
    store.getOrCreate('oidc-cookie-keys', () => [randomSecret()]),
    store.getOrCreate('oidc-refresh-envelope-key', randomSecret),
  ]);
  return { signingKeys, cookieKeys, refreshEnvelopeKey };
}
