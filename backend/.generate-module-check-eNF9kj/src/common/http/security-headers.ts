import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RouteOptions } from 'fastify';

/**
 * The API answers JSON and files, never a page to render: nothing may load, run or frame it. Errors and
 * 404s get the same policy (the hook runs before routing decides anything).
 */
const API_POLICY = { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } };

/**
 * Swagger UI at /docs (@nestjs/swagger's page over swagger-ui-dist): its scripts and stylesheet come from
 * /docs itself; the page and the UI's elements carry inline styles; its icons are data: URIs; "Try it out"
 * calls the API at its public address (which may differ from the address the page was opened at).
 */
function docsPolicy(publicUrl: string) {
  const api = new URL(publicUrl).origin;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", api],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** Swagger UI's page and assets; the OpenAPI document itself (/docs-json, /docs-yaml) is data like the API. */
function isDocsPage(url: string): boolean {
  return url === '/docs' || url.startsWith('/docs/');
}

/**
 * The usual security headers on every answer of the API (helmet's set: nosniff, `X-Frame-Options: DENY`
 * with `frame-ancestors 'none'`, `Referrer-Policy: no-referrer`, COOP, Origin-Agent-Cluster, no DNS
 * prefetch…) and a Content-Security-Policy per kind of answer: none may load anything for JSON, errors
 * and 404s; Swagger UI's own for /docs. HSTS only when the API is public over HTTPS (over HTTP browsers
 * ignore it; on a loopback set-up it would pin `localhost` to HTTPS for a year).
 *
 * `Cross-Origin-Resource-Policy` is `cross-origin`: the portals embed API files (`<img src=…?access_token>`)
 * from their own origins, and API answers are authorised by bearer tokens, never by ambient cookies, so an
 * embedding page can read nothing a token did not grant.
 *
 * Call it after the identity provider is mounted: the realm's requests are handed to its Express app in
 * an earlier onRequest hook and never reach these; its pages set their own, page-specific headers
 * (modules/auth-server/http/security-headers.ts), so nothing is sent twice or contradicts them. Call it
 * before Swagger is set up, so the hook below sees its routes.
 */
export async function installSecurityHeaders(app: NestFastifyApplication, options: { publicUrl: string }): Promise<void> {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const docs = { contentSecurityPolicy: docsPolicy(options.publicUrl) };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route: RouteOptions) => {
      if (!isDocsPage(route.url ?? '')) return;
      // @fastify/helmet's per-route settings, merged over the global ones below.
      route.config = { ...(route.config as object | undefined), helmet: docs } as RouteOptions['config'];
    });
  const settings: FastifyHelmetOptions = {
    global: true,
    contentSecurityPolicy: API_POLICY,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  await app.register(helmet, settings);
}
