import { Injectable } from '@nestjs/common';
import { LOCAL_DOCUMENT_TYPES, LOCAL_PURPOSE_MAX_LENGTH, type FlightPurpose } from '@nebo/shared-vocabulary';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { CaseFile } from '../../case-file/services/case-file.service';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { MapLocale } from '../../map/i18n/map-locale';
import { LOCAL_EVENTS, type LocalChange } from '../domain/local-case-events';
import { LOCAL_DOCUMENT_NAMES, isRequired } from '../domain/required-documents';
import type { LocalGovernmentAgreementDto, RequiredDocumentDto } from '../dtos/local-agreements.dto';
import type { LocalAgreementRow, LocalAgreementStatusRow } from '../entities/local-agreement.row';
import {
  localAgreementConfirmed,
  localAgreementDecided,
  localAgreementExists,
  localAgreementNotFound,
  notALocalGovernment,
} from '../local-agreements.exceptions';
import { LocalAgreementsRepository } from '../repositories/local-agreements.repository';
import { FlightAccess } from './flight-access';
import { LocalAgreementViews } from './local-agreement-views';

/** An administration to add: an authority's id, or a map municipality's id (its authority is created then). */
export type LocalAuthorityRef = { id?: string; mapObjectId?: string };

/**
 * The local administrations of a flight (part 1 §4, issue 12 item 6). Every call takes the caller's user id
 * and the flight id: the flight must be the caller's own and converted (FlightAccess). Every change writes
 * its case-file event in the same transaction.
 */
@Injectable()
export class LocalAgreementsService {
  constructor(
    private readonly repository: LocalAgreementsRepository,
    private readonly access: FlightAccess,
    private readonly authorities: AuthoritiesService,
    private readonly attachments: AttachmentsService,
    private readonly views: LocalAgreementViews,
    private readonly caseFile: CaseFile,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The flight's local agreements (for the agreements module's view); the flight id is trusted here. A third
   * argument (the flight's geometry, which an earlier version took) is ignored: whether the route crosses a
   * municipality is stored when it is added.
   */
  listFor(flightId: string, locale: MapLocale, _geometry?: unknown): Promise<LocalGovernmentAgreementDto[]> {
    return this.views.forFlight(flightId, locale);
  }

  /** The decision numbers of the flight's confirmed local agreements: the SHR's RMK/ carries them. */
  permitNumbersFor(flightId: string): Promise<string[]> {
    return this.repository.permitNumbers(flightId);
  }

  /** The status of every local agreement of these flights, in one query; the flight ids are trusted here. */
  statusesOf(flightIds: readonly string[]): Promise<LocalAgreementStatusRow[]> {
    return this.repository.statusesOf(flightIds);
  }

  /** The caller's converted flight's agreements, as the calls answer them when no full view is registered. */
  async listOwn(userId: string, flightId: string, locale: MapLocale): Promise<LocalGovernmentAgreementDto[]> {
    await this.access.converted(userId, flightId);
    return this.views.forFlight(flightId, locale);
  }

  async add(userId: string, flightId: string, ref: LocalAuthorityRef, locale: MapLocale): Promise<void> {
    const flight = await this.access.converted(userId, flightId);
    const authority = ref.id
      ? await this.authorities.get(ref.id, locale)
      : await this.authorities.ensureMunicipality(ref.mapObjectId ?? '', locale);
    if (authority.type !== 'LOCAL_GOVERNMENT') throw notALocalGovernment();
    const change = await this.change(userId, flightId, authority.id);
    const crossed = await this.authorities.crossedBy(flight.geometry, locale);
    const routeCrosses = crossed.municipalities.some((a) => a.id === authority.id);
    await this.dataSource.transaction(async (manager) => {
      const created = await this.repository.insert(
        manager,
        { flightRequestId: flightId, authorityId: authority.id, routeCrosses },
        this.clock.now(),
      );
      if (!created) throw localAgreementExists();
      await this.record(manager, change, LOCAL_EVENTS.added(change));
    });
  }

  /** Its files leave with it, except those another application reuses (PREVIOUS). */
  async remove(userId: string, flightId: string, authorityId: string): Promise<void> {
    await this.access.converted(userId, flightId);
    const change = await this.change(userId, flightId, authorityId);
    await this.attachments.transaction(async (tx) => {
      const row = await this.existing(tx.manager, flightId, authorityId);
      if (row.status === 'CONFIRMED') throw localAgreementConfirmed();
      const fileIds = (await this.repository.attachmentsOf([row.id], tx.manager)).map((a) => a.fileId);
      const shared = await this.repository.filesHeldElsewhere(tx.manager, fileIds, row.id);
      await this.repository.delete(tx.manager, row.id);
      await this.attachments.release(
        tx,
        [...new Set(fileIds)].filter((id) => !shared.has(id)),
      );
      await this.record(tx.manager, change, LOCAL_EVENTS.removed(change));
    });
  }

  async setPurpose(userId: string, flightId: string, authorityId: string, text: string): Promise<void> {
    const purpose = checkedPurpose(text, 'purpose');
    await this.access.converted(userId, flightId);
    const change = await this.change(userId, flightId, authorityId);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.existing(manager, flightId, authorityId);
      await this.repository.setPurpose(manager, [row.id], purpose, this.clock.now());
      await this.record(manager, change, LOCAL_EVENTS.purpose(change, purpose));
    });
  }

  /** Every target must be one of the flight's administrations (else 400 naming it); all change or none. */
  async copyPurpose(userId: string, flightId: string, targets: readonly string[], text: string): Promise<void> {
    const purpose = checkedPurpose(text, 'purpose');
    await this.access.converted(userId, flightId);
    await this.dataSource.transaction(async (manager) => {
      const rows = await this.repository.listForFlight(flightId, manager);
      const chosen = [...new Set(targets)].map((id, index) => ({ index, row: rows.find((r) => r.authorityId === id) }));
      const missing = chosen.filter((c) => !c.row);
      if (missing.length > 0) {
        throw new FieldValidationException(
          missing.map((m) => ({ field: `targets.${m.index}`, error: 'not an administration of this flight' })),
        );
      }
      const picked = chosen.map((c) => c.row as LocalAgreementRow);
      await this.repository.setPurpose(
        manager,
        picked.map((r) => r.id),
        purpose,
        this.clock.now(),
      );
      for (const row of picked) {
        const change = await this.change(userId, flightId, row.authorityId);
        await this.record(manager, change, LOCAL_EVENTS.purpose(change, purpose));
      }
    });
  }

  /** `authorityId` null: every administration of the flight. */
  async setOutsideLocality(userId: string, flightId: string, authorityId: string | null, value: boolean): Promise<void> {
    await this.access.converted(userId, flightId);
    await this.dataSource.transaction(async (manager) => {
      const rows = authorityId
        ? [await this.existing(manager, flightId, authorityId)]
        : await this.repository.listForFlight(flightId, manager);
      await this.repository.setOutsideLocality(
        manager,
        rows.map((r) => r.id),
        value,
        this.clock.now(),
      );
      for (const row of rows) {
        const change = await this.change(userId, flightId, row.authorityId);
        await this.record(manager, change, LOCAL_EVENTS.outsideLocality(change, value));
      }
    });
  }

  /**
   * Both fields → CONFIRMED with the permission; null → back to PENDING. One alone is refused naming the
   * missing field. REFUSED is set by the authority area (authority-review), not here;
   * a decision made there is final.
   */
  async setPermission(
    userId: string,
    flightId: string,
    authorityId: string,
    decision: { number?: string | null; dateOfIssue?: string | null } | null,
  ): Promise<void> {
    const both = decision ? checkedDecision(decision) : null;
    await this.access.converted(userId, flightId);
    const change = await this.change(userId, flightId, authorityId);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.existing(manager, flightId, authorityId, true);
      // A decision the administration wrote on the platform is final (docs/requirements.md#decision-authority-decision).
      if (row.decidedByUserId) throw localAgreementDecided();
      await this.repository.setDecision(manager, row.id, both, this.clock.now());
      await this.record(manager, change, both ? LOCAL_EVENTS.permissionSet(change, both) : LOCAL_EVENTS.permissionCleared(change));
    });
  }

  /** The documents an administration asks for on this flight, each with the pilot's previous file of that type. */
  async requiredDocuments(userId: string, flightId: string, authorityId: string, locale: MapLocale): Promise<RequiredDocumentDto[]> {
    const flight = await this.access.converted(userId, flightId);
    await this.existing(this.dataSource.manager, flightId, authorityId);
    const purpose = (flight.flightPurpose?.code ?? null) as FlightPurpose | null;
    const previous = new Map((await this.repository.previousDocuments(userId)).map((p) => [p.documentType, p.fileId]));
    const files = await this.attachments.describe([...previous.values()]);
    return LOCAL_DOCUMENT_TYPES.map((type) => {
      const file = files.get(previous.get(type) ?? '') ?? null;
      return {
        id: type,
        name: LOCAL_DOCUMENT_NAMES[type][locale],
        required: isRequired(type, purpose),
        hasPreviousDocument: file !== null,
        previousDocumentType: file ? type : null,
        previousFile: file,
      };
    });
  }

  /** The agreement of the flight with this administration; 404 when the flight has none. */
  async existing(manager: EntityManager, flightId: string, authorityId: string, lock = false): Promise<LocalAgreementRow> {
    const row = isUuid(authorityId) ? await this.repository.find(flightId, authorityId, manager, lock) : null;
    if (!row) throw localAgreementNotFound();
    return row;
  }

  async change(userId: string, flightId: string, authorityId: string): Promise<LocalChange> {
    const authorityName = await this.authorities.names(authorityId).catch(() => {
      throw localAgreementNotFound();
    });
    return { flightRequestId: flightId, authorityId, authorityName, userId };
  }

  async record(manager: EntityManager, change: LocalChange, event: ReturnType<(typeof LOCAL_EVENTS)['added']>): Promise<void> {
    await this.caseFile.record(manager, {
      flightRequestId: change.flightRequestId,
      actor: 'USER',
      actorUserId: change.userId,
      body: 'LOCAL',
      authorityId: change.authorityId,
      ...event,
    });
  }
}

/** Trimmed; empty or longer than the limit → 400 on the field. */
export function checkedPurpose(text: string, field: string): string {
  const purpose = text.trim();
  if (purpose.length === 0) throw FieldValidationException.single(field, 'purpose must not be empty');
  if (purpose.length > LOCAL_PURPOSE_MAX_LENGTH)
    throw FieldValidationException.single(field, `purpose must be at most ${LOCAL_PURPOSE_MAX_LENGTH} characters`);
  return purpose;
}

function checkedDecision(decision: {
  number?: string | null;
  dateOfIssue?: string | null;
}): { number: string; dateOfIssue: string } | null {
  const number = decision.number?.trim() || null;
  const dateOfIssue = decision.dateOfIssue || null;
  if (number && dateOfIssue) return { number, dateOfIssue };
  if (!number && !dateOfIssue) {
    throw new FieldValidationException([
      { field: 'decision.number', error: 'number must be given with dateOfIssue' },
      { field: 'decision.dateOfIssue', error: 'dateOfIssue must be given with number' },
    ]);
  }
  throw number
    ? FieldValidationException.single('decision.dateOfIssue', 'dateOfIssue must be given with number')
    : FieldValidationException.single('decision.number', 'number must be given with dateOfIssue');
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
