import { Logger, type INestApplication } from '@nestjs/common';
import express, { type Router } from 'express';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { AccountService } from './accounts/account-service';
import { seedDemoAccounts } from './accounts/demo-accounts';
import { PasswordChangeActions } from './actions/password-change';
import { REALM_PATH } from './auth-server.constants';
import type { EmbeddedAuthServerDeps, TrustedProxies } from './auth-server.deps';
import { authRouter } from './http/auth-router';
import { loadProviderSecrets } from './keys/provider-secrets';
import { createProvider, sessionCookieOptions } from './oidc/create-provider';
import { PostgresOidcStore } from './oidc/postgres-adapter';
import { RefreshEnvelope } from './oidc/refresh-envelope';
import { isLoopbackHost, TrustedOrigins } from './oidc/trusted-origins';
import { SignInThrottle } from './sign-in/sign-in-throttle';

/** The default shell address (docs/contracts.md); registered as a redirect URI in loopback set-ups. */
const DEFAULT_LOOPBACK_SHELL = 'http://localhost:8080';

export interface EmbeddedAuthServer {
  /** Express router to mount at REALM_PATH; mountEmbeddedAuthServer does that for a Nest app. */
  router: Router;
  provider: Provider;
  issuer: string;
}

function assertDeps(deps: EmbeddedAuthServerDeps): URL {
  let issuer: URL;
  try {
    issuer = new URL(deps.issuer);
  } catch {
    throw new Error(`Embedded auth server: issuer "${deps.issuer}" is not an absolute URL`);
  }
  if (issuer.pathname !== REALM_PATH || issuer.search || issuer.hash) {
    throw new Error(`Embedded auth server: issuer must end with ${REALM_PATH} (got "${deps.issuer}")`);
  }
  const lifetimes = { accessTokenTtl: deps.accessTokenTtl, refreshTokenTtl: deps.refreshTokenTtl };
  for (const [name, value] of Object.entries(lifetimes)) {
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new Error(`Embedded auth server: ${name} must be a positive whole number of seconds (got ${value})`);
    }
  }
  return issuer;
}

/**
 * Builds the embedded OpenID Connect provider: loads (or creates once) its keys, seeds the demo accounts
 * and returns the router that serves the realm. Needs authServerMigrations to have run.
 */
export async function createEmbeddedAuthServer(deps: EmbeddedAuthServerDeps): Promise<EmbeddedAuthServer> {
  const issuerUrl = assertDeps(deps);
  const issuer = issuerUrl.href.replace(/\/$/, '');
  const logger = deps.logger ?? new Logger('AuthServer');
  const allowLoopback = deps.allowLoopbackClients ?? isLoopbackHost(issuerUrl.hostname);
  const trustedOrigins = new TrustedOrigins(deps.corsOrigins, allowLoopback);
  const shellOrigins = [
    ...new Set([...deps.corsOrigins.map((origin) => new URL(origin).origin), ...(allowLoopback ? [DEFAULT_LOOPBACK_SHELL] : [])]),
  ];
  if (shellOrigins.length === 0) {
    throw new Error('Embedded auth server: no shell origin to sign in from; set CORS_ORIGINS');
  }

  await seedDemoAccounts(deps.dataSource);
  const secrets = await loadProviderSecrets(deps.dataSource);
  const store = new PostgresOidcStore(deps.dataSource, (error) =>
    logger.warn(`Could not delete expired provider records: ${(error as Error).message}`),
  );
  const accounts = new AccountService(deps.dataSource);

  const provider = await createProvider({
    issuer,
    accessTokenTtl: deps.accessTokenTtl,
    refreshTokenTtl: deps.refreshTokenTtl,
    secrets,
    store,
    envelope: new RefreshEnvelope(issuer, secrets.refreshEnvelopeKey),
    accounts,
    trustedOrigins,
    shellOrigins,
    logger,
  });

  const router = authRouter({
    issuer,
    provider,
    accounts,
    passwordChanges: new PasswordChangeActions(deps.dataSource, issuer),
    store,
    trustedOrigins,
    signingKeys: secrets.signingKeys,
    sessionCookieOptions: sessionCookieOptions(),
    csrfKey: secrets.cookieKeys[0],
    throttle: new SignInThrottle(deps.dataSource, deps.signInLimits),
    tokenCutoff: deps.tokenCutoff,
    logger,
  });
  logger.log(`Embedded OpenID Connect provider ready at ${issuer}`);
  return { router, provider, issuer };
}

/** Express's `trust proxy` value for the setting (a copy of the list: Express keeps what it is given). */
function trustProxySetting(trustProxy: TrustedProxies | undefined): boolean | number | string[] {
  if (trustProxy === undefined || trustProxy === false) return false;
  return typeof trustProxy === 'number' ? trustProxy : [...trustProxy];
}

/** Whether a request URL is the realm's or below it (`/realms/nebo`, `/realms/nebo/…`, `/realms/nebo?…`). */
export function isRealmUrl(url: string): boolean {
  if (!url.startsWith(REALM_PATH)) return false;
  const next = url.charAt(REALM_PATH.length);
  return next === '' || next === '/' || next === '?';
}

/**
 * Mounts the embedded provider at /realms/nebo on the Nest app's HTTP server. The provider and its pages
 * are an Express application of their own (oidc-provider reads raw request bodies and writes its own
 * answers, with its own CORS): requests to the realm are handed to it whole, before Fastify reads a body,
 * after the request id hook (so they carry an id too).
 */
export async function mountEmbeddedAuthServer(app: INestApplication, deps: EmbeddedAuthServerDeps): Promise<EmbeddedAuthServer> {
  const server = await createEmbeddedAuthServer(deps);
  const realm = express();
  realm.disable('x-powered-by');
  // Whose X-Forwarded-* to believe (TRUST_PROXY); http/forwarded-request.ts applies it to every realm request.
  realm.set('trust proxy', trustProxySetting(deps.trustProxy));
  realm.use(REALM_PATH, server.router);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!isRealmUrl(request.url)) return done();
    reply.hijack();
    realm(request.raw, reply.raw);
  });
  return server;
}
