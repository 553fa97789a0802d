import type { CaseEventView } from './case-event';
import { UTF8_BOM, caseFileCsv, csvField, moscowDateTime } from './csv';

const EVENT: CaseEventView = {
  id: '1',
  at: '2026-05-01T21:30:00.000Z',
  actor: 'USER',
  actorName: 'Иванов И. И.',
  body: 'ORVD',
  authorityId: 'a1',
  authorityName: 'Московский зональный центр',
  event: 'orvd.submission-queued',
  summary: 'Заявка "срочная", по почте; проверено\nвторой строкой',
  digest: 'ab'.repeat(32),
};

describe('case-file CSV', () => {
  it('writes Moscow time as DD.MM.YYYY HH:mm (UTC+3, across midnight)', () => {
    expect(moscowDateTime('2026-05-01T21:30:00.000Z')).toBe('02.05.2026 00:30');
    expect(moscowDateTime('2026-12-31T20:59:00Z')).toBe('31.12.2026 23:59');
  });

  it('quotes separators, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  it('starts with the BOM and a header, one CRLF line per event', () => {
    const csv = caseFileCsv([EVENT], 'ru');
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Дата (МСК),UTC,Кто,Имя,Орган,Орган власти,Событие,Описание,Дайджест');
    expect(lines[1]).toBe(
      `02.05.2026 00:30,2026-05-01T21:30:00.000Z,USER,Иванов И. И.,ORVD,Московский зональный центр,orvd.submission-queued,"Заявка ""срочная"", по почте; проверено\nвторой строкой",${'ab'.repeat(32)}`,
    );
    expect(lines[2]).toBe('');
    expect(caseFileCsv([], 'en').slice(1)).toBe('Date (Moscow),UTC,Actor,Actor name,Body,Authority,Event,Summary,Digest\r\n');
  });
});
