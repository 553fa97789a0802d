import type { IncomingMessage } from 'node:http';
import { requestIdOf } from './request-id';

const requestWith = (header?: string) => ({ headers: header === undefined ? {} : { 'x-request-id': header } }) as IncomingMessage;

describe('requestIdOf', () => {
  it('honours an acceptable incoming id', () => {
    expect(requestIdOf(requestWith('abc-123.def:4'))).toBe('abc-123.def:4');
  });

  it('replaces a missing or suspicious id with a fresh UUID', () => {
    const uuid = /^[0-9a-f-]{36}$/;
    for (const header of [undefined, '', 'has spaces', 'line\nbreak', 'x'.repeat(129)]) {
      expect(requestIdOf(requestWith(header))).toMatch(uuid);
    }
    expect(requestIdOf(requestWith())).not.toBe(requestIdOf(requestWith()));
  });
});
