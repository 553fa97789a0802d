import { randomInt, randomUUID } from 'node:crypto';
import { parseCentreReply, writeCentreReply, type CentreReplyRecord } from '../../modules/flight-messages/domain/centre-reply';
import type { ZonalCentreConfig } from './config';
import { DedupMap } from './dedup-file';
import type { LetterOrigin, MessageRecord, SimChannel, SubmissionRecord } from './records';
import { crossedRestrictedZones, routeArea } from './restricted-zones';

/** How long to wait before asking the public map again when it did not answer. */
const MAP_RETRY_MS = 5000;

export interface Receipt<T> {
  record: T;
  /** False when the key was seen before: the first record is answered. */
  created: boolean;
}

/** Called for each reply of a record that came by letter: the SMTP side mails it back. */
export type LetterReplySink = (letter: LetterOrigin, text: string, reference: string) => void;

/**
 * The zonal centre itself: takes submissions and flight messages from any channel (deduplicated on the
 * sender's key), decides submissions after a delay — REJECTED when the route crosses an active restricted zone
 * and no regime number was given, else ALLOWED with a permit number — and answers messages as a centre does
 * (SHR → ACK with a SID, or REJ; DEP → IDEP; ARR → IARR; CNL → ACK). Replies are written with the platform's
 * own `writeCentreReply`, so both sides share one format. Centres of `platformCentres` decide in the platform's
 * authority area: their submissions are taken (PENDING) and never decided here.
 */
export class ZonalCentre {
  readonly submissions: SubmissionRecord[] = [];
  readonly messages: MessageRecord[] = [];
  private readonly dedup: DedupMap;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly sidByDate = new Map<string, string>();
  private permitSequence = 0;
  private stopped = false;

  constructor(
    private readonly config: ZonalCentreConfig,
    private readonly mailReply: LetterReplySink,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.dedup = new DedupMap(config.dataDir);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** The id a key was answered with before, even by a simulator that has since restarted (DATA_DIR). */
  knownId(dedupKey: string): string | undefined {
    return this.dedup.get(`submission:${dedupKey}`) ?? this.dedup.get(`message:${dedupKey}`);
  }

  receiveSubmission(
    channel: SimChannel,
    dedupKey: string,
    body: Record<string, unknown>,
    origin: { owner?: string | null; letter?: LetterOrigin | null } = {},
  ): Receipt<SubmissionRecord> {
    const seen = this.dedup.get(`submission:${dedupKey}`);
    const existing = seen ? this.submissions.find((s) => s.id === seen) : undefined;
    if (existing) return { record: existing, created: false };
    const regime = body.regime as { number?: unknown } | null | undefined;
    const record: SubmissionRecord = {
      id: seen ?? randomUUID(),
      channel,
      dedupKey,
      receivedAt: new Date().toISOString(),
      owner: origin.owner ?? null,
      authority: text((body.authority as Record<string, unknown> | undefined)?.code) ?? text(body.authority),
      operator: text((body.operator as Record<string, unknown> | undefined)?.name),
      regimeNumber: text(regime?.number),
      route: body.route ?? null,
      dateIds: Array.isArray(body.dates)
        ? body.dates.map((d) => text((d as Record<string, unknown>)?.id)).filter((id): id is string => !!id)
        : [],
      status: 'RECEIVED',
      permitNumber: null,
      comment: null,
      decidedAt: null,
      replies: [],
      letter: origin.letter ?? null,
    };
    this.submissions.push(record);
    this.dedup.set(`submission:${dedupKey}`, record.id);
    this.log(`submission ${record.id} by ${channel} (${dedupKey})`);
    record.status = 'PENDING';
    if (this.decidesOnPlatform(record)) this.log(`submission ${record.id}: ${record.authority} decides on the platform, not here`);
    else this.later(this.config.decisionDelayMs, () => this.decide(record));
    return { record, created: true };
  }

  receiveMessage(
    channel: SimChannel,
    dedupKey: string,
    body: { kind?: unknown; dateId?: unknown; text?: unknown; submissionId?: unknown; submissionExternalId?: unknown },
    origin: { owner?: string | null; letter?: LetterOrigin | null } = {},
  ): Receipt<MessageRecord> {
    const seen = this.dedup.get(`message:${dedupKey}`);
    const existing = seen ? this.messages.find((m) => m.id === seen) : undefined;
    if (existing) return { record: existing, created: false };
    const messageText = text(body.text) ?? '';
    const kind = (text(body.kind) ?? /^\s*\(\s*([A-Za-z]{3})\s*-/.exec(messageText)?.[1] ?? '').toUpperCase();
    const record: MessageRecord = {
      id: seen ?? randomUUID(),
      channel,
      dedupKey,
      receivedAt: new Date().toISOString(),
      owner: origin.owner ?? null,
      kind,
      dateId: text(body.dateId),
      text: messageText,
      submissionId: text(body.submissionId) ?? text(body.submissionExternalId),
      status: 'RECEIVED',
      replies: [],
      letter: origin.letter ?? null,
    };
    this.messages.push(record);
    this.dedup.set(`message:${dedupKey}`, record.id);
    this.log(`${kind || 'message'} ${record.id} by ${channel} (${dedupKey})`);
    this.reply(record, this.answer(record));
    record.status = 'REPLIED';
    return { record, created: true };
  }

  /** A centre working on the platform decides there: its submissions stay PENDING here. */
  decidesOnPlatform(s: Pick<SubmissionRecord, 'authority'>): boolean {
    return s.authority !== null && (this.config.platformCentres ?? []).includes(s.authority.toUpperCase());
  }

  submission(id: string): SubmissionRecord | undefined {
    return this.submissions.find((s) => s.id === id);
  }

  message(id: string): MessageRecord | undefined {
    return this.messages.find((m) => m.id === id);
  }

  private async decide(s: SubmissionRecord): Promise<void> {
    if (this.stopped) return;
    let comment: string | null = null;
    if (!s.regimeNumber) {
      const area = routeArea(s.route);
      if (!area) {
        comment = 'Маршрут полёта не указан или не читается; подайте заявку с маршрутом';
      } else {
        try {
          const zones = await crossedRestrictedZones(this.config.publicApiUrl, area);
          if (zones.length > 0) {
            const names = zones.map((zone) => `«${zone.name}»`).join(', ');
            comment = `Маршрут пересекает запретную зону ${names} без номера режима; подайте заявку с установленным режимом`;
          }
        } catch (error) {
          // A centre does not decide blind: ask the map again shortly.
          this.log(`public map unavailable (${(error as Error).message}); deciding ${s.id} later`);
          this.later(MAP_RETRY_MS, () => this.decide(s));
          return;
        }
      }
    }
    if (this.stopped) return;
    const now = new Date();
    s.decidedAt = now.toISOString();
    if (comment) {
      s.status = 'REJECTED';
      s.comment = comment;
    } else {
      s.status = 'ALLOWED';
      s.permitNumber = this.nextPermit(now);
      s.comment = 'Использование воздушного пространства разрешено';
    }
    this.log(`submission ${s.id}: ${s.status}`);
    this.reply(s, {
      kind: 'DECISION',
      reference: s.dedupKey,
      decision: s.status,
      permitNumber: s.permitNumber,
      at: s.decidedAt,
      comment: s.comment,
    });
  }

  /** The centre's answer to one message. */
  private answer(m: MessageRecord): CentreReplyRecord {
    const now = new Date().toISOString();
    const parsed = parseCentreReply(m.text)[0];
    const dateOfFlight = parsed?.dateOfFlight ?? null;
    const submission = this.submissionOf(m);
    const knownSid = parsed?.sid ?? (m.dateId ? this.sidByDate.get(m.dateId) : undefined) ?? null;
    switch (m.kind) {
      case 'SHR': {
        if (!submission)
          return { kind: 'REJ', reference: m.dedupKey, at: now, reason: 'Заявка на использование воздушного пространства не найдена' };
        // The platform sends an SHR only after its own ALLOWED, which this simulator never hears of.
        if (submission.status !== 'ALLOWED' && !(submission.status === 'PENDING' && this.decidesOnPlatform(submission))) {
          return { kind: 'REJ', reference: m.dedupKey, at: now, reason: 'Использование воздушного пространства не разрешено' };
        }
        const sid = (m.dateId && this.sidByDate.get(m.dateId)) || String(randomInt(1_000_000_000, 10_000_000_000));
        if (m.dateId) this.sidByDate.set(m.dateId, sid);
        return { kind: 'ACK', reference: m.dedupKey, sid, dateOfFlight, at: now };
      }
      case 'DEP':
      case 'ARR': {
        if (!knownSid) return { kind: 'REJ', reference: m.dedupKey, at: now, reason: 'Не найден SID: сначала подайте SHR' };
        const departure = m.kind === 'DEP';
        return {
          kind: departure ? 'IDEP' : 'IARR',
          sid: knownSid,
          at: parsed?.at ? nearestDay(parsed.at, now) : now,
          reference: m.dedupKey,
          point: (departure ? parsed?.fields.DEP : parsed?.fields.DEST) ?? null,
          registration: parsed?.fields.REG ?? null,
        };
      }
      case 'CNL':
        return { kind: 'ACK', reference: m.dedupKey, sid: knownSid, dateOfFlight, at: now };
      default:
        return { kind: 'REJ', reference: m.dedupKey, at: now, reason: `Тип сообщения ${m.kind || 'не указан'} не принимается` };
    }
  }

  /** The submission a message belongs to: the id the sender names (ours, its key, or its letter), else the one holding its date. */
  private submissionOf(m: MessageRecord): SubmissionRecord | undefined {
    const ref = m.submissionId?.replace(/^<|>$/g, '').replace(/@nebo\.local$/, '');
    const named = ref ? this.submissions.find((s) => s.id === ref || s.dedupKey === ref) : undefined;
    if (named) return named;
    return m.dateId ? [...this.submissions].reverse().find((s) => s.dateIds.includes(m.dateId!)) : undefined;
  }

  private reply(target: SubmissionRecord | MessageRecord, record: CentreReplyRecord): void {
    const text = writeCentreReply(record);
    target.replies.push(text);
    if (target.letter) this.mailReply(target.letter, text, target.dedupKey);
  }

  private nextPermit(now: Date): string {
    this.permitSequence++;
    const iso = now.toISOString();
    return `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${String(this.permitSequence).padStart(4, '0')}`;
  }

  private later(ms: number, run: () => unknown): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void Promise.resolve()
        .then(run)
        .catch((error: Error) => this.log(`error: ${error.message}`));
    }, ms);
    this.timers.add(timer);
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * A DEP or ARR message states only the time of day (its DOF is the plan's date): a centre reads it as the
 * nearest such instant to when the report arrived, since movement reports are sent as they happen. A flight
 * that left before its planned time and landed before it would otherwise be put on the next day.
 */
export function nearestDay(at: string, now: string): string {
  const stated = Date.parse(at);
  const received = Date.parse(now);
  const day = 86_400_000;
  const near = (instant: number) => Math.abs(instant - received) <= day / 2;
  // Only a day's slip is corrected: a report far from now (replayed, or from a test's fixed date) is taken as stated.
  if (near(stated)) return new Date(stated).toISOString();
  const shifted = [stated - day, stated + day].find(near);
  return new Date(shifted ?? stated).toISOString();
}
