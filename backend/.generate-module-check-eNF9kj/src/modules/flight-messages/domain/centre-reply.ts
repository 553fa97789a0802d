/**
 * The zonal centre's answers, as the platform reads them and as the simulator writes them: ONE format
 * definition for both sides. Russian centres answer in two forms:
 *
 * - the key-value (ADEXP-like) records of the centres' automated systems, one `-KEY value` per item:
 *   `-TITLE IDEP -SID 7772251060 -ADD 241125 -ATD 0930 -ADEP ZZZZ -ADEPZ 5545N03737E -PAP 0 -REG 0Y12345`;
 * - the bracketed ICAO messages: `(ACK-…)`, `(REJ-…)`, `(DEP-…)`, `(ARR-…)`.
 *
 * A text may hold several records; line breaks (CRLF too), case and extra spaces do not matter.
 */
export type ReplyKind = 'IDEP' | 'IARR' | 'ACK' | 'REJ' | 'DECISION' | 'UNKNOWN';

export interface ParsedReply {
  kind: ReplyKind;
  sid: string | null;
  /** The instant the record states (ATD, ATA, DATE…), ISO UTC; null when it states none. */
  at: string | null;
  /** `YYYY-MM-DD` (ADD, ADA, DOF). */
  dateOfFlight: string | null;
  /** The platform's dedup key the record answers (`-REF`, `REF/`). */
  reference: string | null;
  /** REJ: why; DECISION REJECTED: the comment. */
  reason: string | null;
  /** DECISION only. */
  decision: 'ALLOWED' | 'REJECTED' | null;
  permitNumber: string | null;
  comment: string | null;
  /** Every item as read, keys upper-case (`TITLE`, `SID`, `ADEPZ`… or the bracketed form's `DOF`, `REG`…). */
  fields: Record<string, string>;
  /** The record's text as received (trimmed). */
  raw: string;
}

/** What the simulator (or a test) writes: the inverse of parseCentreReply. */
export type CentreReplyRecord =
  | {
      kind: 'IDEP';
      sid: string;
      at: string;
      reference?: string | null;
      aerodrome?: string | null;
      point?: string | null;
      registration?: string | null;
    }
  | {
      kind: 'IARR';
      sid: string;
      at: string;
      reference?: string | null;
      aerodrome?: string | null;
      point?: string | null;
      registration?: string | null;
    }
  | { kind: 'ACK'; reference?: string | null; sid?: string | null; dateOfFlight?: string | null; at?: string | null }
  | { kind: 'REJ'; reference?: string | null; sid?: string | null; reason: string; at?: string | null }
  | {
      kind: 'DECISION';
      reference: string;
      decision: 'ALLOWED' | 'REJECTED';
      permitNumber?: string | null;
      at: string;
      comment?: string | null;
    };

const KNOWN_TITLES: readonly ReplyKind[] = ['IDEP', 'IARR', 'ACK', 'REJ', 'DECISION'];
/** A record starts at `-TITLE` or at a bracketed ICAO message. */
const RECORD_START = /(?:^|\s)-\s*TITLE\b|\(\s*[A-Za-z]{3}\s*-/gi;
/** An item of a key-value record: `-KEY` (Latin) after a space, followed by a space or the end. */
const ITEM = /(?:^|\s)-([A-Za-z][A-Za-z0-9]{0,15})(?=\s|$)/g;
/** An indicator of a bracketed message's field 18: `DOF/241125`, `SID/7772251060`, `RMK/…`. */
const INDICATOR = /(?:^|\s)([A-Za-z]{3,6})\/(.*?)(?=\s+[A-Za-z]{3,6}\/|$)/g;

export function parseCentreReply(text: string): ParsedReply[] {
  const source = String(text ?? '').replace(/\r\n?/g, '\n');
  const starts = [...source.matchAll(RECORD_START)].map((m) => ({
    index: m.index + (m[0].search(/\S/) ?? 0),
    bracket: m[0].includes('('),
  }));
  const replies: ParsedReply[] = [];
  let consumedTo = 0;
  for (let i = 0; i < starts.length; i++) {
    const { index, bracket } = starts[i];
    if (index < consumedTo) continue;
    if (bracket) {
      const close = source.indexOf(')', index);
      const end = close < 0 ? source.length : close + 1;
      replies.push(parseBracketed(source.slice(index, end)));
      consumedTo = end;
    } else {
      const next = starts.slice(i + 1).find((s) => s.index >= index + 1);
      const end = next ? next.index : source.length;
      replies.push(parseKeyValue(source.slice(index, end)));
      consumedTo = end;
    }
  }
  if (replies.length === 0 && source.trim()) replies.push(blank('UNKNOWN', source.trim(), {}));
  return replies;
}

function parseKeyValue(raw: string): ParsedReply {
  const flat = raw.replace(/\s+/g, ' ').trim();
  const items = [...flat.matchAll(ITEM)];
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    const valueStart = item.index + item[0].length;
    const valueEnd = i + 1 < items.length ? items[i + 1].index : flat.length;
    const key = item[1].toUpperCase();
    const value = flat.slice(valueStart, valueEnd).trim();
    fields[key] = fields[key] ? `${fields[key]} ${value}` : value;
  });
  const title = (fields.TITLE ?? '').toUpperCase();
  const kind: ReplyKind = (KNOWN_TITLES as readonly string[]).includes(title) ? (title as ReplyKind) : 'UNKNOWN';
  const reply = blank(kind, raw.trim(), fields);
  reply.sid = fields.SID || null;
  reply.reference = fields.REF || null;
  const day = fields.ADD ?? fields.ADA ?? fields.DOF;
  reply.dateOfFlight = isoDate(day);
  if (kind === 'IDEP') reply.at = instant(fields.ADD ?? fields.DOF, fields.ATD);
  else if (kind === 'IARR') reply.at = instant(fields.ADA ?? fields.ADD ?? fields.DOF, fields.ATA);
  if (!reply.at && fields.DATE) reply.at = stamp(fields.DATE);
  if (kind === 'REJ') reply.reason = fields.REASON || fields.COMMENT || null;
  if (kind === 'DECISION') {
    const decision = (fields.DECISION ?? '').toUpperCase();
    reply.decision = decision === 'ALLOWED' || decision === 'REJECTED' ? decision : null;
    if (!reply.decision) reply.kind = 'UNKNOWN';
    reply.permitNumber = fields.PERMIT || null;
    reply.comment = fields.COMMENT || null;
    if (reply.decision === 'REJECTED') reply.reason = reply.comment;
  }
  return reply;
}

/** `(TYPE-field-field-…)`: ICAO fields separated by hyphens, field 18 as indicators. */
function parseBracketed(raw: string): ParsedReply {
  const inner = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\(\s*/, '')
    .replace(/\s*\)$/, '');
  const parts = inner.split(/\s*-\s*(?=\S)/).map((part) => part.trim());
  const type = (parts[0] ?? '').toUpperCase();
  const fields: Record<string, string> = { TYPE: type };
  // Field 18 (the indicators) is the last field: hyphens inside it (a reference key) belong to it.
  const at18 = parts.findIndex((part, i) => i > 0 && /^[A-Za-z]{3,6}\//.test(part));
  const otherFields = at18 < 0 ? parts.slice(1) : parts.slice(1, at18);
  if (at18 >= 0) {
    for (const [, key, value] of parts.slice(at18).join('-').matchAll(INDICATOR)) {
      const name = key.toUpperCase();
      fields[name] = fields[name] ? `${fields[name]} ${value.trim()}` : value.trim();
    }
  }
  const kind: ReplyKind = type === 'DEP' ? 'IDEP' : type === 'ARR' ? 'IARR' : type === 'ACK' || type === 'REJ' ? type : 'UNKNOWN';
  const reply = blank(kind, raw.trim(), fields);
  reply.sid = fields.SID || null;
  reply.reference = fields.REF || null;
  reply.dateOfFlight = isoDate(fields.DOF);
  // DEP/ARR: field 7 (identification), 13 (departure + time), then 16 (DEP) or 17 (ARR: arrival + time).
  const field13 = /^([A-Z]{4})(\d{4})$/i.exec(otherFields[1] ?? '');
  const field17 = /^([A-Z]{4})(\d{4})$/i.exec(otherFields[2] ?? '');
  if (field13) fields.FIELD13 = otherFields[1].toUpperCase();
  if (otherFields[2]) fields.FIELD1617 = otherFields[2].toUpperCase();
  if (kind === 'IDEP' && field13) reply.at = instant(fields.DOF, field13[2]);
  if (kind === 'IARR' && field17) {
    reply.at = instant(fields.DOF, field17[2]);
    // Landed after midnight UTC of the planned day: the arrival time is below the planned departure time.
    if (reply.at && field13 && field17[2] < field13[2]) reply.at = new Date(Date.parse(reply.at) + 86_400_000).toISOString();
  }
  if (kind === 'REJ') reply.reason = fields.RMK || fields.REASON || otherFields.join(' - ') || null;
  return reply;
}

function blank(kind: ReplyKind, raw: string, fields: Record<string, string>): ParsedReply {
  return {
    kind,
    sid: null,
    at: null,
    dateOfFlight: null,
    reference: null,
    reason: null,
    decision: null,
    permitNumber: null,
    comment: null,
    fields,
    raw,
  };
}

/** `YYMMDD` → `YYYY-MM-DD` (this century), null when not a date. */
function isoDate(yymmdd: string | undefined): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec((yymmdd ?? '').trim());
  if (!m) return null;
  const date = `20${m[1]}-${m[2]}-${m[3]}`;
  return Number.isFinite(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date) ? date : null;
}

function instant(yymmdd: string | undefined, time: string | undefined): string | null {
  const date = isoDate(yymmdd);
  const t = /^([01]\d|2[0-3])([0-5]\d)$/.exec((time ?? '').trim());
  return date && t ? `${date}T${t[1]}:${t[2]}:00.000Z` : null;
}

/** `YYMMDDHHMM` → ISO. */
function stamp(value: string): string | null {
  const m = /^(\d{6})(\d{4})$/.exec(value.trim());
  return m ? instant(m[1], m[2]) : null;
}

/** The key-value record of a reply, one item a line, CRLF-free; the parser reads it back to the same values. */
export function writeCentreReply(record: CentreReplyRecord): string {
  const items: [string, string | null | undefined][] = [['TITLE', record.kind]];
  switch (record.kind) {
    case 'IDEP':
    case 'IARR': {
      const arrival = record.kind === 'IARR';
      items.push(
        ['SID', record.sid],
        [arrival ? 'ADA' : 'ADD', yymmdd(record.at)],
        [arrival ? 'ATA' : 'ATD', hhmm(record.at)],
        [arrival ? 'ADARR' : 'ADEP', record.aerodrome || 'ZZZZ'],
        [arrival ? 'ADARRZ' : 'ADEPZ', record.point],
      );
      if (!arrival) items.push(['PAP', '0']);
      items.push(['REG', record.registration], ['REF', record.reference]);
      break;
    }
    case 'ACK':
      items.push(['REF', record.reference], ['SID', record.sid], ['DOF', record.dateOfFlight ? yymmdd(record.dateOfFlight) : null]);
      items.push(['DATE', record.at ? yymmdd(record.at) + hhmm(record.at) : null]);
      break;
    case 'REJ':
      items.push(['REF', record.reference], ['SID', record.sid], ['DATE', record.at ? yymmdd(record.at) + hhmm(record.at) : null]);
      items.push(['REASON', record.reason]);
      break;
    case 'DECISION':
      items.push(['REF', record.reference], ['DECISION', record.decision], ['PERMIT', record.permitNumber]);
      items.push(['DATE', yymmdd(record.at) + hhmm(record.at)], ['COMMENT', record.comment]);
      break;
  }
  return items
    .filter((item): item is [string, string] => typeof item[1] === 'string' && item[1].trim() !== '')
    .map(([key, value]) => `-${key} ${safeValue(value)}`)
    .join('\n');
}

/** A value on one line that cannot start a new item: ` -X` inside free text becomes ` –X`. */
function safeValue(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)-(?=[A-Za-z])/g, '$1–')
    .replace(/\(\s*([A-Za-z]{3})\s*-/g, '($1 –');
}

function yymmdd(iso: string): string {
  const d = new Date(iso).toISOString();
  return d.slice(2, 4) + d.slice(5, 7) + d.slice(8, 10);
}

function hhmm(iso: string): string {
  const d = new Date(iso).toISOString();
  return d.slice(11, 13) + d.slice(14, 16);
}
