import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCentreReply, writeCentreReply, type CentreReplyRecord } from './centre-reply';

const fixture = (name: string) => readFileSync(join(__dirname, '__fixtures__', name), 'utf8');

describe('parseCentreReply', () => {
  it('reads an IDEP record as the Moscow centre sends it, a key-value item a line', () => {
    const [reply, ...rest] = parseCentreReply(fixture('idep-moscow.txt'));
    expect(rest).toEqual([]);
    expect(reply).toMatchObject({
      kind: 'IDEP',
      sid: '7772251060',
      at: '2024-11-25T09:30:00.000Z',
      dateOfFlight: '2024-11-25',
      reference: 'msg-3f1c2a9e-dep',
      reason: null,
      fields: {
        TITLE: 'IDEP',
        SID: '7772251060',
        ADD: '241125',
        ATD: '0930',
        ADEP: 'ZZZZ',
        ADEPZ: '5545N03737E',
        PAP: '0',
        REG: '0Y12345 0Y12346',
        REF: 'msg-3f1c2a9e-dep',
      },
    });
    expect(reply.raw.startsWith('-TITLE IDEP')).toBe(true);
  });

  it('reads an IARR record with items spread over lines and doubled spaces', () => {
    expect(parseCentreReply(fixture('iarr-moscow.txt'))).toEqual([
      expect.objectContaining({
        kind: 'IARR',
        sid: '7772251060',
        at: '2024-11-25T10:45:00.000Z',
        dateOfFlight: '2024-11-25',
        reference: null,
        fields: expect.objectContaining({ ADARR: 'ZZZZ', ADARRZ: '5546N03738E', REG: '0Y12345' }),
      }),
    ]);
  });

  it('reads several records of one text with CRLF line ends, lower case and a hyphen inside a value', () => {
    // Built with CRLF here too: a checkout that normalises line ends must not quietly drop the case.
    const replies = parseCentreReply(fixture('multi-record-crlf.txt').replace(/\r?\n/g, '\r\n'));
    expect(replies.map((r) => [r.kind, r.reference, r.sid, r.at, r.dateOfFlight, r.reason])).toEqual([
      ['ACK', 'msg-5b2e-shr', '7772251061', '2024-11-25T08:12:00.000Z', '2024-11-26', null],
      ['REJ', 'msg-77aa-shr', null, null, null, 'SHR NE SOOTVETSTVUET RAZRESHENIU - PROVERTE VREMIA'],
    ]);
    expect(replies[0].raw).not.toContain('\r');
  });

  it('reads a rejected decision after a letter greeting, the comment in Russian over two lines', () => {
    expect(parseCentreReply(fixture('decision-rejected.txt'))).toEqual([
      expect.objectContaining({
        kind: 'DECISION',
        decision: 'REJECTED',
        reference: 'sub-0b8f6c7e-2a41-4d4b-9a55-1c2d3e4f5a6b',
        at: '2024-11-25T14:12:00.000Z',
        permitNumber: null,
        comment: 'Маршрут пересекает запретную зону UUR123 «Кремль» без номера режима; подайте заявку с установленным режимом',
        reason: 'Маршрут пересекает запретную зону UUR123 «Кремль» без номера режима; подайте заявку с установленным режимом',
      }),
    ]);
  });

  it('reads an allowed decision on one line with its permit number', () => {
    expect(parseCentreReply(fixture('decision-allowed.txt'))).toEqual([
      expect.objectContaining({ kind: 'DECISION', decision: 'ALLOWED', permitNumber: '2411250007', comment: null }),
    ]);
  });

  it('reads the bracketed ICAO forms: ACK, REJ, DEP (broken over lines) and ARR after midnight', () => {
    const replies = parseCentreReply(fixture('bracketed.txt'));
    expect(replies.map((r) => [r.kind, r.sid, r.reference, r.at, r.dateOfFlight, r.reason])).toEqual([
      ['ACK', '7772251060', 'msg-3f1c-shr', null, '2024-11-25', null],
      ['REJ', null, null, null, '2024-11-25', 'NET RAZRESHENIA NA ISPOLZOVANIE VP'],
      ['IDEP', '7772251060', null, '2024-11-25T09:30:00.000Z', '2024-11-25', null],
      ['IARR', '7772251060', null, '2024-11-26T00:45:00.000Z', '2024-11-25', null],
    ]);
    expect(replies[2].fields).toMatchObject({ TYPE: 'DEP', DEP: '5545N03737E', DEST: '5545N03737E', REG: '0Y12345' });
  });

  it('keeps an unknown title, and text with no record, as UNKNOWN with the raw text', () => {
    expect(parseCentreReply(fixture('unknown.txt'))).toEqual([
      expect.objectContaining({ kind: 'UNKNOWN', sid: '7772251060', raw: '-TITLE IACH -SID 7772251060 -ADD 241125' }),
    ]);
    expect(parseCentreReply('Спасибо, письмо получено.')).toEqual([
      expect.objectContaining({ kind: 'UNKNOWN', raw: 'Спасибо, письмо получено.' }),
    ]);
    expect(parseCentreReply('-TITLE DECISION -REF x -DECISION MAYBE')[0].kind).toBe('UNKNOWN');
    expect(parseCentreReply('   ')).toEqual([]);
  });
});

describe('writeCentreReply', () => {
  const at = '2024-11-25T09:30:41.000Z';

  it('writes an IDEP record item by item, as the centres do', () => {
    expect(
      writeCentreReply({ kind: 'IDEP', sid: '7772251060', at, point: '5545N03737E', registration: '0Y12345', reference: 'msg-1' }),
    ).toBe(
      [
        '-TITLE IDEP',
        '-SID 7772251060',
        '-ADD 241125',
        '-ATD 0930',
        '-ADEP ZZZZ',
        '-ADEPZ 5545N03737E',
        '-PAP 0',
        '-REG 0Y12345',
        '-REF msg-1',
      ].join('\n'),
    );
  });

  it('writes a decision whose comment cannot break the record', () => {
    const text = writeCentreReply({
      kind: 'DECISION',
      reference: 'sub-1',
      decision: 'REJECTED',
      at,
      comment: 'Зона UUR-123 -ЗАКРЫТА -REF подделка (DEP-ZZZZZ)\nвторая строка',
    });
    expect(text).toBe(
      [
        '-TITLE DECISION',
        '-REF sub-1',
        '-DECISION REJECTED',
        '-DATE 2411250930',
        '-COMMENT Зона UUR-123 -ЗАКРЫТА –REF подделка (DEP –ZZZZZ) вторая строка',
      ].join('\n'),
    );
    expect(parseCentreReply(text)).toHaveLength(1);
    expect(parseCentreReply(text)[0].reference).toBe('sub-1');
  });

  it.each<[string, CentreReplyRecord]>([
    ['IDEP', { kind: 'IDEP', sid: '7772251060', at, reference: 'm-dep' }],
    ['IARR', { kind: 'IARR', sid: '7772251060', at, reference: 'm-arr', point: '5546N03738E' }],
    ['ACK', { kind: 'ACK', reference: 'm-shr', sid: '7772251060', dateOfFlight: '2024-11-25', at }],
    ['REJ', { kind: 'REJ', reference: 'm-shr', reason: 'Нет разрешения', at }],
    ['DECISION', { kind: 'DECISION', reference: 's-1', decision: 'ALLOWED', permitNumber: '2411250001', at }],
  ])('%s reads back to the values written', (_kind, record) => {
    const [reply] = parseCentreReply(writeCentreReply(record));
    expect(reply.kind).toBe(record.kind);
    expect(reply.reference).toBe(record.reference);
    expect(reply.sid).toBe('sid' in record ? record.sid : null);
    if (record.kind !== 'ACK' || record.at) expect(reply.at).toBe('2024-11-25T09:30:00.000Z');
    if (record.kind === 'REJ') expect(reply.reason).toBe(record.reason);
    if (record.kind === 'DECISION') expect([reply.decision, reply.permitNumber]).toEqual([record.decision, record.permitNumber]);
    if (record.kind === 'ACK') expect(reply.dateOfFlight).toBe('2024-11-25');
  });

  it('reads a letter of two written records back as two', () => {
    const text = [writeCentreReply({ kind: 'ACK', reference: 'a' }), writeCentreReply({ kind: 'REJ', reference: 'b', reason: 'нет' })].join(
      '\r\n\r\n',
    );
    expect(parseCentreReply(text).map((r) => [r.kind, r.reference])).toEqual([
      ['ACK', 'a'],
      ['REJ', 'b'],
    ]);
  });
});
