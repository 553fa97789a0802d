import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake's token endpoint does with a given code. */
export type FakeCodeBehaviour = 'grant' | 'grant-short' | 'grant-without-login' | 'drop-connection' | 'server-error';

/**
 * A small stand-in for SPPI's OAuth server over real HTTP, for the integration spec: it records every
 * form it receives and answers codes by the behaviour registered for them (unknown codes: 400 invalid_grant).
 */
export class FakeSppi {
  readonly requests: { path: string; form: Record<string, string>; authorization?: string }[] = [];
  readonly codes = new Map<string, FakeCodeBehaviour>();
  private issued = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeSppi> {
    const server = createServer();
    const fake = new FakeSppi(server);
    server.on('request', (request, response) => {
      void fake.answer(request).then(
        (answer) => {
          if (answer === 'drop') return request.socket.destroy();
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer.body));
        },
        () => request.socket.destroy(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sppi`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown } | 'drop'> {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const form = Object.fromEntries(new URLSearchParams(raw));
    this.requests.push({ path, form, authorization: request.headers.authorization });
    if (path === '/sppi/api/v1/me') return { status: 200, body: { login: 'me-login' } };
    if (path === '/sppi/oauth/revoke') return { status: 200, body: {} };
    if (path !== '/sppi/oauth/token' || form.client_id !== 'nebo' || form.client_secret !== 'nebo-sppi-secret') {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token?.startsWith('refresh-')) return { status: 400, body: { error: 'invalid_grant' } };
      return { status: 200, body: this.tokens(900, 'refreshed-login') };
    }
    const behaviour = this.codes.get(form.code ?? '');
    // Codes are single-use, as at a real authorization server.
    this.codes.delete(form.code ?? '');
    switch (behaviour) {
      case 'grant':
        return { status: 200, body: this.tokens(900, `login-${form.code}`) };
      case 'grant-short':
        return { status: 200, body: this.tokens(30, `login-${form.code}`) };
      case 'grant-without-login':
        return { status: 200, body: { ...this.tokens(900, undefined) } };
      case 'drop-connection':
        return 'drop';
      case 'server-error':
        return { status: 503, body: { error: 'temporarily_unavailable' } };
      default:
        return { status: 400, body: { error: 'invalid_grant' } };
    }
  }

  private tokens(expiresIn: number, login: string | undefined) {
    this.issued += 1;
    return {
      access_token: `access-${this.issued}`,
      refresh_token: `refresh-${this.issued}`,
      expires_in: expiresIn,
      token_type: 'Bearer',
      login,
    };
  }
}
