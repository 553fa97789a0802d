import { ChannelError } from '../channel-error';
import type { ChannelReceipt, ChannelReply } from '../channel-adapter';

/** One of the centre's HTTP APIs (Azimut, SPPI): its name for messages, its base URL and how long a call may take. */
export interface CentrePeer {
  name: string;
  baseUrl: string;
  timeoutMs: number;
}

export interface CentreAnswer {
  status: number;
  body: unknown;
}

/**
 * One JSON call to a centre's API. What may pass (a dead peer, a timeout, a 5xx) throws a retryable ChannelError;
 * a refusal of the request itself (4xx) throws a non-retryable one, except 409, which the caller reads: with an
 * idempotency key it is the centre saying "already have it".
 */
export async function callCentre(
  peer: CentrePeer,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<CentreAnswer> {
  let response: Response;
  try {
    response = await fetch(`${peer.baseUrl}${path}`, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(peer.timeoutMs),
    });
  } catch (error) {
    throw new ChannelError(unreachable(peer, error), true);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ChannelError(unreachable(peer, error), true);
  }
  const parsed = parseJson(text);
  if (response.status >= 500) {
    throw new ChannelError(`${peer.name} не может принять запрос сейчас: ${response.status}${detail(parsed)}`, true, response.status);
  }
  if (response.status === 409) return { status: 409, body: parsed };
  if (response.status >= 400) {
    throw new ChannelError(`${peer.name} отклонил запрос: ${response.status}${detail(parsed)}`, false, response.status);
  }
  return { status: response.status, body: parsed };
}

/** The centre's `{ id, status }` acknowledgement; a 409 without an id means the same key is still being processed. */
export function receiptFrom(peer: CentrePeer, answer: CentreAnswer): ChannelReceipt {
  const id = (answer.body as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && id !== '') return { externalId: id, acceptedAt: new Date().toISOString() };
  if (answer.status === 409) throw new ChannelError(`${peer.name} ещё обрабатывает предыдущую попытку`, true, 409);
  throw new ChannelError(`${peer.name} ответил без идентификатора заявки`, true, answer.status);
}

/** `{ replies: string[], decidedAt? }` → the raw texts, for flight-messages' parser. */
export function repliesFrom(answer: CentreAnswer): ChannelReply[] {
  const body = answer.body as { replies?: unknown; decidedAt?: unknown } | null;
  const replies = Array.isArray(body?.replies) ? body.replies.filter((r): r is string => typeof r === 'string' && r.trim() !== '') : [];
  const receivedAt = typeof body?.decidedAt === 'string' ? body.decidedAt : new Date().toISOString();
  return replies.map((text) => ({ text, receivedAt }));
}

/** GET of a health path: any 2xx is healthy; everything else is the reason, in words. */
export async function probe(
  peer: CentrePeer,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ healthy: boolean; error?: string }> {
  try {
    await callCentre(peer, 'GET', path, headers);
    return { healthy: true };
  } catch (error) {
    return { healthy: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function unreachable(peer: CentrePeer, error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `${peer.name} не ответил за ${Math.round(peer.timeoutMs / 1000)} с`;
  return `${peer.name} недоступен (${e.cause?.code ?? e.cause?.message ?? e.message ?? 'нет соединения'})`;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function detail(body: unknown): string {
  if (typeof body === 'string' && body !== '') return ` — ${body.slice(0, 200)}`;
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? ` — ${message.slice(0, 200)}` : '';
}
