import type TestAgent from 'supertest/lib/agent';
import type { Caller } from './identities';

export interface Answer {
  status: number;
  body: unknown;
  /** The body as text (binary bodies decoded as UTF-8) with the headers: what a leak search looks at. */
  text: string;
}

export interface ProbeRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  /** A JSON body; POST, PUT and PATCH send `{}` when none is given. */
  body?: unknown;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** One HTTP request as a caller, through the in-process test client. */
export async function probe(http: TestAgent, caller: Caller, request: ProbeRequest): Promise<Answer> {
  const method = request.method.toLowerCase() as 'get';
  let call = http[method](request.path);
  if (caller.authorization) call = call.set('Authorization', caller.authorization);
  if (request.query) call = call.query(request.query);
  if (request.body !== undefined || WITH_BODY.has(request.method)) call = call.send((request.body ?? {}) as object);
  const res = await call;
  const body: unknown = res.body;
  const content = Buffer.isBuffer(body) ? body.toString('utf8') : (res.text ?? JSON.stringify(body));
  return { status: res.status, body, text: `${JSON.stringify(res.headers)}\n${content}` };
}

/** Sample values for the path parameters of route patterns (ids get a well-formed id nobody has). */
export const NOBODYS_ID = '00000000-0000-4000-8000-0000000000ff';
const PARAM_SAMPLES: Record<string, string> = { id: NOBODYS_ID, code: 'DRONE_TYPE', provider: 'vk', name: 'AIRPORTS' };

/** A URL for a route pattern of the route table (`/api/user/drones/:id`, `/docs/*`, `*`). */
export function concretePath(pattern: string, params: Record<string, string> = {}): string {
  const path = pattern
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? PARAM_SAMPLES[name] ?? 'sample'))
    .replace(/\*$/, 'any');
  return path.startsWith('/') ? path : `/${path}`;
}

/** The path parameter names of a route pattern. */
export function pathParams(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
}
