import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { type Page, pageWindow, toPage } from '../../../common/pagination/page';
import type { CaseEventInput, CaseEventView } from '../domain/case-event';
import { caseFileCsv } from '../domain/csv';
import { eventDigest } from '../domain/digest';
import type { AgreementEventRow } from '../entities/agreement-event.row';
import { AgreementEventsRepository } from '../repositories/agreement-events.repository';

export type CaseFileLocale = 'ru' | 'en';

/**
 * The one case file of a flight's agreements. `record` writes inside the caller's transaction, so an event exists
 * iff the state change it describes commits. Callers check ownership before reading (the flight id is trusted here).
 */
@Injectable()
export class CaseFile {
  constructor(
    private readonly events: AgreementEventsRepository,
    private readonly clock: Clock,
  ) {}

  async record(manager: EntityManager, input: CaseEventInput): Promise<string> {
    // Postgres keeps microseconds and JS milliseconds: the stored instant equals the hashed one.
    const at = input.at ?? this.clock.now();
    const payload = input.payload ?? {};
    return this.events.insert(manager, {
      flightRequestId: input.flightRequestId,
      at,
      actor: input.actor,
      actorUserId: input.actorUserId ?? null,
      actorName: input.actorName ?? null,
      body: input.body,
      authorityId: input.authorityId ?? null,
      event: input.event,
      summaryRu: input.summary.ru,
      summaryEn: input.summary.en,
      payload,
      digest: eventDigest({ flightRequestId: input.flightRequestId, at, actor: input.actor, event: input.event, payload }),
    });
  }

  async list(flightRequestId: string, page: number, size: number, locale: CaseFileLocale): Promise<Page<CaseEventView>> {
    const { skip, take } = pageWindow(page, size);
    const { rows, totalCount } = await this.events.page(flightRequestId, skip, take);
    return toPage(
      rows.map((row) => toView(row, locale)),
      totalCount,
    );
  }

  /** The CSV export (UTF-8 with BOM), oldest first. */
  async csv(flightRequestId: string, locale: CaseFileLocale): Promise<string> {
    const rows = await this.events.all(flightRequestId);
    return caseFileCsv(
      rows.map((row) => toView(row, locale)),
      locale,
    );
  }
}

function toView(row: AgreementEventRow, locale: CaseFileLocale): CaseEventView {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    actorName: row.actorName,
    body: row.body,
    authorityId: row.authorityId,
    authorityName: (locale === 'en' ? row.authorityNameEn : row.authorityNameRu) ?? row.authorityNameRu ?? null,
    event: row.event,
    summary: locale === 'en' ? row.summaryEn : row.summaryRu,
    digest: row.digest,
  };
}
