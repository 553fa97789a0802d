import type { CaseEventView } from './case-event';

/** The byte-order mark Excel needs to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** DD.MM.YYYY HH:mm in Moscow time (UTC+3 all year since 2014, so no zone database is needed). */
export function moscowDateTime(iso: string): string {
  const moscow = new Date(new Date(iso).getTime() + 3 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(moscow.getUTCDate())}.${pad(moscow.getUTCMonth() + 1)}.${moscow.getUTCFullYear()} ${pad(moscow.getUTCHours())}:${pad(moscow.getUTCMinutes())}`;
}

/**
 * RFC 4180 quoting: a field with a separator, quote or line break is quoted and its quotes doubled. A field that
 * a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
export function csvField(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADERS = {
  ru: ['Дата (МСК)', 'UTC', 'Кто', 'Имя', 'Орган', 'Орган власти', 'Событие', 'Описание', 'Дайджест'],
  en: ['Date (Moscow)', 'UTC', 'Actor', 'Actor name', 'Body', 'Authority', 'Event', 'Summary', 'Digest'],
};

/** The whole case file as CSV: BOM, a header row, one line per event, CRLF line ends. */
export function caseFileCsv(events: readonly CaseEventView[], locale: 'ru' | 'en'): string {
  const lines = [HEADERS[locale].map(csvField).join(',')];
  for (const e of events) {
    lines.push(
      [moscowDateTime(e.at), e.at, e.actor, e.actorName, e.body, e.authorityName, e.event, e.summary, e.digest].map(csvField).join(','),
    );
  }
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
