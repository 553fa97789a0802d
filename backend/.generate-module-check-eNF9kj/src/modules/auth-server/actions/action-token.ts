import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { SqlRunner } from '../accounts/account-repository';
import { SecretStore } from '../keys/secret-store';

/** The actions a link can carry; Keycloak's required-action name. */
export type AccountAction = 'UPDATE_PASSWORD';

/** JWT `typ` of action tokens, so no other token signed with the same key could ever pass for one. */
const TOKEN_TYPE = 'nebo-action+jwt';
const KEY_SECRET_NAME = 'action-token-key';

export interface ActionClaims {
  tokenId: string;
  accountId: string;
  action: AccountAction;
}

/** The HMAC key of action tokens, created once and shared by every instance (table auth_secret). */
async function actionKey(sql: SqlRunner): Promise<Uint8Array> {
  const secret = await new SecretStore(sql).getOrCreate(KEY_SECRET_NAME, () => randomBytes(32).toString('base64url'));
  return Buffer.from(secret, 'base64url');
}

export async function signActionToken(sql: SqlRunner, issuer: string, claims: ActionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ act: claims.action })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setIssuer(issuer)
    .setSubject(claims.accountId)
    .setJti(claims.tokenId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await actionKey(sql));
}

/**
 * The claims of a well-signed, unexpired action token from `issuer`, or undefined for anything else (the
 * page then says the link is invalid; why exactly is none of the visitor's business).
 */
export async function verifyActionToken(sql: SqlRunner, issuer: string, token: string): Promise<ActionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await actionKey(sql), { issuer, algorithms: ['HS256'], typ: TOKEN_TYPE });
    if (payload.act !== 'UPDATE_PASSWORD' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return undefined;
    return { tokenId: payload.jti, accountId: payload.sub, action: payload.act };
  } catch {
    return undefined;
  }
}
