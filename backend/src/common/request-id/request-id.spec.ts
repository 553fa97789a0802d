import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId } from './request-id';

function exchange(header?: string) {
  const req = { headers: header === undefined ? {} : { 'x-request-id': header } } as IncomingMessage & { id?: unknown };
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as ServerResponse;
  return { req, res, headers };
}

describe('assignRequestId', () => {
  it('honours an acceptable incoming id and echoes it', () => {
    const { req, res, headers } = exchange('abc-123.def:4');
    expect(assignRequestId(req, res)).toBe('abc-123.def:4');
    expect(headers['x-request-id']).toBe('abc-123.def:4');
  });

  it('replaces a missing or suspicious id with a UUID', () => {
    const uuid = /^[0-9a-f-]{36}$/;
    for (const header of [undefined, '', 'has spaces', 'line\nbreak', 'x'.repeat(129)]) {
      const { req, res, headers } = exchange(header);
      expect(assignRequestId(req, res)).toMatch(uuid);
      expect(headers['x-request-id']).toMatch(uuid);
    }
  });

  it('keeps the id once assigned, so every layer logs the same one', () => {
    const { req, res } = exchange();
    const first = assignRequestId(req, res);
    expect(assignRequestId(req, res)).toBe(first);
  });
});
