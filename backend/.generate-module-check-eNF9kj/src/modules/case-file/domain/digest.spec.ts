import { createHash } from 'node:crypto';
import { canonicalJson, eventDigest } from './digest';

describe('case-file digest', () => {
  it('writes keys sorted at every level, whatever order they were built in', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 'x' }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":"x","z":1}]},"b":1}');
    expect(canonicalJson({ a: 1, skipped: undefined })).toBe('{"a":1}');
  });

  it('is the sha256 of the canonical JSON of flightRequestId, at, actor, event and payload', () => {
    const facts = {
      flightRequestId: '00000000-0000-4000-8000-000000000001',
      at: new Date('2026-05-01T09:00:00.000Z'),
      actor: 'USER',
      event: 'orvd.submission-queued',
      payload: { channel: 'EMAIL', dedupKey: 'sub-1' },
    };
    const expected = createHash('sha256')
      .update(
        '{"actor":"USER","at":"2026-05-01T09:00:00.000Z","event":"orvd.submission-queued","flightRequestId":"00000000-0000-4000-8000-000000000001","payload":{"channel":"EMAIL","dedupKey":"sub-1"}}',
      )
      .digest('hex');
    expect(eventDigest(facts)).toBe(expected);
    expect(eventDigest({ ...facts, payload: { dedupKey: 'sub-1', channel: 'EMAIL' } })).toBe(expected);
    expect(eventDigest({ ...facts, payload: { channel: 'SPPI', dedupKey: 'sub-1' } })).not.toBe(expected);
  });
});
