import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/** Headers through which a proxy speaks for the client; believed only from a trusted proxy. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port'];

interface Client {
  /** The client's address: the socket's peer, or what a trusted proxy says it is. */
  address: string | undefined;
  /** Whether the browser speaks https to the provider (TLS here, at a trusted proxy, or an https issuer). */
  https: boolean;
}

const clients = new WeakMap<IncomingMessage, Client>();

/**
 * The realm's first handler. Express works out who the client is from the trusted proxies (the realm app's
 * `trust proxy` setting, TRUST_PROXY): its address (`req.ip`) and scheme (`req.protocol`). oidc-provider is
 * a Koa application with its own, all-or-nothing view of X-Forwarded-* (`proxy`), so the forwarded headers
 * are replaced by that verdict before it sees the request: what a client that is not a trusted proxy sent
 * is dropped, and with `proxy` on Koa reads exactly Express's answer. Its cookies are then Secure exactly
 * when the browser is on https, without the cookie options naming it.
 *
 * An https issuer means browsers reach the provider over https only, so cookies are Secure then even when
 * the proxy in front is not configured as trusted (as they were before TRUST_PROXY existed).
 */
export function forwardedRequests(issuerIsHttps: boolean) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const client: Client = { address: req.ip, https: issuerIsHttps || req.protocol === 'https' };
    clients.set(req, client);
    for (const name of FORWARDED_HEADERS) delete req.headers[name];
    req.headers['x-forwarded-proto'] = client.https ? 'https' : 'http';
    if (client.address) req.headers['x-forwarded-for'] = client.address;
    next();
  };
}

/** The client address forwardedRequests worked out (the socket's peer if it did not run). */
export function clientAddressOf(req: Request): string | undefined {
  return clients.get(req)?.address ?? req.socket.remoteAddress;
}
