import { randomUUID } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FlightRequestStatus } from '@nebo/shared-vocabulary';
import { Clock } from '../../../common/clock/clock';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { Page, pageWindow, toPage } from '../../../common/pagination/page';
import type { Locale } from '../../dictionaries/domain/locale';
import { STATIC_DICTIONARIES } from '../../dictionaries/definitions/static-dictionaries';
import { DronesService } from '../../drones/services/drones.service';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { FileDto } from '../../files/dtos/file.dto';
import type { StagedFile } from '../../files/multipart/upload-spec';
import type { FlightGeometry } from '../../map/geometry/flight-geometry';
import type { FlightGeometrySource } from '../../map/ports/flight-geometry';
import { CrossingsService } from '../../map/services/crossings.service';
import { RussiaBoundaryService } from '../../map/services/russia-boundary.service';
import { PersonCardReader } from '../../users/services/person-card.reader';
import type { FlightRequestInputDto } from '../dtos/flight-request-input.dto';
import { ALL_CROSSINGS, PrecheckService } from '../precheck/precheck.service';
import { checkFlightForm, type FlightFormInput, missingForAgreement } from '../domain/flight-form';
import {
  type FlightIntervalView,
  type FlightOwner,
  type FlightPurposeView,
  type FlightRequestView,
  isDeletable,
  isEditable,
} from '../domain/flight-request';
import { formatFlightDateTime } from '../domain/flight-time';
import type { FlightIntervalRow, FlightRequestRow, FlightRequestValues } from '../entities/flight-request.row';
import { NOT_YOUR_DRONE, flightRequestNotDeletable, flightRequestNotEditable, flightRequestNotFound } from '../flights.exceptions';
import { AgreementSummaryRegistry, EMPTY_AGREEMENT_SUMMARY } from '../ports/agreement-summary';
import { FLIGHT_SORT_COLUMNS, type FlightSortField, FlightRequestsRepository } from '../repositories/flight-requests.repository';
import { flightComputedFields } from './flight-computed-fields';

/** The list's query once validated (FlightRequestQueryDto). */
export interface FlightListQuery {
  page: number;
  size: number;
  sort?: string;
  status?: string[];
  purpose?: string;
  dateFrom?: string;
  dateTo?: string;
  text?: string;
}

/** A row of the list (FlightRequestListItemDto). */
export type FlightListItem = Pick<
  FlightRequestView,
  | 'id'
  | 'name'
  | 'status'
  | 'simple'
  | 'flightType'
  | 'drone'
  | 'flightPurpose'
  | 'flightDateTimeOffsetMode'
  | 'firstFlightDateTime'
  | 'geometry'
  | 'flightAltitudeMax'
  | 'flySpaceClass'
  | 'routeSummary'
  | 'snapshotFile'
  | 'editable'
  | 'deletable'
  | 'agreementStatuses'
  | 'createdAt'
> & { dates: FlightIntervalView[] };

/** A new, unsaved form (`request/default`, `copy-flight-request`): FlightRequestInputDto's shape, no id. */
export type FlightForm = Omit<FlightFormInput, 'flightPurpose'> & {
  flightPurpose?: Partial<FlightPurposeView> | null;
};

/** Statuses of a request whose agreement is under review or granted. */
const ACTIVE_AGREEMENT_STATUSES: readonly FlightRequestStatus[] = ['PENDING', 'ALLOWED'];

/** The route picture a request holds: one PNG or JPEG (the `flightRouteImageFile` part). */
export const SNAPSHOT_FIELD = 'flightRouteImageFile';

/**
 * Flight requests of any owner (docs/requirements.md#flights): the services take a FlightOwner built by the
 * controller, so the company calls of a later issue reuse them. Another owner's request is not found.
 */
@Injectable()
export class FlightRequestsService implements FlightGeometrySource {
  constructor(
    private readonly requests: FlightRequestsRepository,
    private readonly attachments: AttachmentsService,
    private readonly drones: DronesService,
    private readonly russia: RussiaBoundaryService,
    private readonly crossings: CrossingsService,
    private readonly people: PersonCardReader,
    private readonly precheck: PrecheckService,
    private readonly summaries: AgreementSummaryRegistry,
    private readonly clock: Clock,
  ) {}

  /**
   * The full view of one of the owner's requests; 404 for a missing one and for another owner's. Its agreement
   * summary (`agreementStatuses`, `shrInfoList`) is left empty: the modules that call this read the agreements
   * themselves; `describe` fills it for the GET call.
   */
  async getForOwner(owner: FlightOwner, id: string): Promise<FlightRequestView> {
    const row = await this.requests.findOwned(owner, id);
    if (!row) throw flightRequestNotFound();
    const [intervals, files] = await Promise.all([this.requests.intervalsOf([id]), this.describeSnapshots([row])]);
    return toView(row, intervals, files);
  }

  /** `GET {id}/request`: the full view with its agreement summary (authority names in `locale`). */
  async describe(owner: FlightOwner, id: string, locale: Locale): Promise<FlightRequestView> {
    const view = await this.getForOwner(owner, id);
    if (view.status === 'DRAFT') return view;
    const summary = (await this.summaries.summariesOf([id], locale)).get(id) ?? EMPTY_AGREEMENT_SUMMARY;
    // The dates in the request's order (by start), whatever order the summary found them in.
    const order = new Map(sortedDates(view).map((d, index) => [d.id, index] as const));
    const rank = (dateId: string) => order.get(dateId) ?? order.size;
    return {
      ...view,
      agreementStatuses: [...summary.agreementStatuses],
      shrInfoList: [...summary.shrInfoList].sort((a, b) => rank(a.dateId) - rank(b.dateId)),
    };
  }

  /** A page of the owner's requests; the items' `agreementStatuses` come in one batch for the page (no query per item). */
  async list(owner: FlightOwner, query: FlightListQuery, locale: Locale = 'ru'): Promise<Page<FlightListItem>> {
    const [field, direction] = (query.sort ?? 'firstFlightDateTime,desc').split(',') as [FlightSortField, string | undefined];
    const sort = {
      field: Object.hasOwn(FLIGHT_SORT_COLUMNS, field) ? field : 'firstFlightDateTime',
      direction: (direction ?? (field === 'name' ? 'asc' : 'desc')).toUpperCase() as 'ASC' | 'DESC',
    };
    const dateFrom = query.dateFrom ? listDate(query.dateFrom, false) : undefined;
    const dateTo = query.dateTo ? listDate(query.dateTo, true) : undefined;
    const { rows, total } = await this.requests.list(
      owner,
      { statuses: query.status, purpose: query.purpose, dateFrom, dateTo, textQuery: prefixQuery(query.text) },
      sort,
      pageWindow(query.page, query.size),
    );
    // Drafts have no agreement: only converted requests are asked about (none at all on a page of drafts).
    const converted = rows.filter((r) => r.status !== 'DRAFT').map((r) => r.id);
    const [intervals, files, summaries] = await Promise.all([
      this.requests.intervalsOf(rows.map((r) => r.id)),
      this.describeSnapshots(rows),
      this.summaries.summariesOf(converted, locale, { shrInfo: false }),
    ]);
    const data = rows.map((row): FlightListItem => {
      const view = toView(
        row,
        intervals.filter((i) => i.flightRequestId === row.id),
        files,
      );
      return {
        id: view.id,
        name: view.name,
        status: view.status,
        simple: view.simple,
        flightType: view.flightType,
        drone: view.drone,
        flightPurpose: view.flightPurpose,
        flightDateTimeOffsetMode: view.flightDateTimeOffsetMode,
        firstFlightDateTime: view.firstFlightDateTime,
        dates: sortedDates(view),
        geometry: view.geometry,
        flightAltitudeMax: view.flightAltitudeMax,
        flySpaceClass: view.flySpaceClass,
        routeSummary: view.routeSummary,
        snapshotFile: view.snapshotFile,
        editable: view.editable,
        deletable: view.deletable,
        agreementStatuses: [...(summaries.get(row.id) ?? EMPTY_AGREEMENT_SUMMARY).agreementStatuses],
        createdAt: view.createdAt,
      };
    });
    return toPage(data, total);
  }

  async hasActiveAgreement(owner: FlightOwner, id: string): Promise<{ hasActiveAgreement: boolean }> {
    const row = await this.requests.findOwned(owner, id);
    if (!row) throw flightRequestNotFound();
    return { hasActiveAgreement: ACTIVE_AGREEMENT_STATUSES.includes(row.status) };
  }

  /** A new form: the defaults, and the acting person as the external pilot (name and phone from the profile). */
  async defaultForm(owner: FlightOwner): Promise<FlightForm> {
    const card = await this.people.personCard(owner.actingUserId);
    const fullName = card ? [card.lastName, card.firstName, card.patronymic].filter(Boolean).join(' ') || null : null;
    return {
      ...emptyForm(),
      externalPilot: { fullName, phone: card?.phone ?? null },
    };
  }

  /** A new unsaved form copied from one of the owner's requests; dates, ids and the picture are not copied. */
  async copyForm(owner: FlightOwner, id: string): Promise<FlightForm> {
    const view = await this.getForOwner(owner, id);
    return {
      ...emptyForm(),
      name: view.name,
      simple: view.simple,
      drone: view.drone,
      flightPurpose: view.flightPurpose,
      lineOfSight: view.lineOfSight,
      externalPilot: view.externalPilot,
      manager: view.manager,
      developer: view.developer,
      flightDateTimeOffsetMode: view.flightDateTimeOffsetMode,
      geometry: view.geometry,
      takeOffPoint: view.takeOffPoint,
      landingPoint: view.landingPoint,
      flightAltitudeMin: view.flightAltitudeMin,
      flightAltitudeMax: view.flightAltitudeMax,
      flightAltitudeGroundMin: view.flightAltitudeGroundMin,
      flightAltitudeGroundMax: view.flightAltitudeGroundMax,
    };
  }

  /**
   * Creates a DRAFT (POST, multipart, and POST simple). Every rule is checked before the first write; the
   * route picture is recorded in the same transaction, and the upload's files are removed by the upload
   * interceptor when anything fails.
   */
  async create(owner: FlightOwner, form: FlightFormInput, snapshot: readonly StagedFile[] = []): Promise<FlightRequestView> {
    return this.save(owner, null, form, snapshot);
  }

  /** Rewrites a DRAFT (PUT, multipart): no picture part keeps the current picture, a new one replaces it. */
  async update(owner: FlightOwner, id: string, form: FlightFormInput, snapshot: readonly StagedFile[] = []): Promise<FlightRequestView> {
    return this.save(owner, id, form, snapshot);
  }

  /** Deletes a DRAFT and its picture; a converted request is not deletable (409). */
  async delete(owner: FlightOwner, id: string): Promise<void> {
    await this.attachments.transaction(async (tx) => {
      const row = await this.requests.findOwned(owner, id, tx.manager, true);
      if (!row) throw flightRequestNotFound();
      if (!isDeletable(row.status)) throw flightRequestNotDeletable();
      await this.requests.deleteDraft(tx.manager, owner, id);
      if (row.snapshotFileId) await this.attachments.release(tx, [row.snapshotFileId]);
    });
  }

  /**
   * PATCH to-agreement: a complete DRAFT becomes CREATED (neither editable nor deletable from then on);
   * an incomplete one is a 400 naming every missing field.
   */
  async toAgreement(owner: FlightOwner, id: string): Promise<FlightRequestView> {
    const view = await this.getForOwner(owner, id);
    if (!isEditable(view.status)) throw flightRequestNotEditable();
    const errors = missingForAgreement(view, this.clock.now());
    if (errors.length > 0) throw new FieldValidationException(errors);
    await this.checkNoBlockingFinding(view);
    const converted = await this.attachments.transaction(async (tx) => {
      const row = await this.requests.findOwned(owner, id, tx.manager, true);
      if (!row) throw flightRequestNotFound();
      return this.requests.convertDraft(tx.manager, owner, id, 'CREATED', this.clock.now());
    });
    if (!converted) throw flightRequestNotEditable();
    return this.getForOwner(owner, id);
  }

  /**
   * The pre-check of the stored request (when its altitudes are known, as the professional kind requires):
   * a blocking finding stops the conversion, each one reported with its message (and its fix in the pre-check).
   */
  private async checkNoBlockingFinding(view: FlightRequestView): Promise<void> {
    if (view.geometry === null || view.flightAltitudeMin === null || view.flightAltitudeMax === null) return;
    const form = {
      geometry: view.geometry as Record<string, unknown>,
      flightAltitudeMin: view.flightAltitudeMin,
      flightAltitudeMax: view.flightAltitudeMax,
      flightAltitudeGroundMin: view.flightAltitudeGroundMin,
      flightAltitudeGroundMax: view.flightAltitudeGroundMax,
      takeOffPoint: view.takeOffPoint,
      landingPoint: view.landingPoint,
      flightDateTimeOffsetMode: view.flightDateTimeOffsetMode,
      generalFlightDateTime: view.generalFlightDateTime,
      reservedFlightDateTime: view.reservedFlightDateTime,
    } as FlightRequestInputDto;
    const result = await this.precheck.precheck(form, 'en');
    if (!result.blocking) return;
    throw new FieldValidationException(
      result.findings.filter((f) => f.severity === 'BLOCKING').map((f) => ({ field: 'preCheck', error: `${f.code}: ${f.message}` })),
    );
  }

  /** The instants of a request's intervals (the agreements' flight dates), sorted by start; the caller has checked ownership. */
  async datesOf(id: string, manager?: EntityManager): Promise<FlightIntervalRow[]> {
    const rows = await this.requests.intervalsOf([id], manager);
    return [...rows].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  }

  /** The agreements module's status of a converted request (PENDING, ALLOWED, REJECTED…), in its transaction. */
  async applyAgreementStatus(manager: EntityManager, id: string, status: FlightRequestStatus): Promise<void> {
    await this.requests.applyAgreement(manager, id, { status }, this.clock.now());
  }

  /** See FlightRequestsRepository.overdueUndecided: the agreements module's expiry sweep, in its transaction. */
  overdueUndecided(manager: EntityManager, limit: number): Promise<string[]> {
    return this.requests.overdueUndecided(manager, this.clock.now(), limit);
  }

  /** The regime number the zonal-centre agreement carries, kept on the request for its printed forms and SHR. */
  async applyRegimeNumber(manager: EntityManager, id: string, regimeNumber: string | null): Promise<void> {
    await this.requests.applyAgreement(manager, id, { regimeNumber }, this.clock.now());
  }

  /** FlightGeometrySource (the map's crossings of a stored agreement): an individual's own requests only. */
  async geometryOf(flightAgreementId: string, callerUserId: string): Promise<unknown | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(flightAgreementId)) return null;
    const found = await this.requests.geometryForUser(flightAgreementId, callerUserId);
    return found?.geometry ?? null;
  }

  private async save(
    owner: FlightOwner,
    id: string | null,
    form: FlightFormInput,
    snapshot: readonly StagedFile[],
  ): Promise<FlightRequestView> {
    const current = id === null ? null : await this.requests.findOwned(owner, id);
    if (id !== null && !current) throw flightRequestNotFound();
    if (current && !isEditable(current.status)) throw flightRequestNotEditable();
    const currentIntervals = id === null ? [] : await this.requests.intervalsOf([id]);

    const checked = checkFlightForm(form, {
      now: this.clock.now(),
      currentIntervalIds: new Set(currentIntervals.map((i) => i.id)),
      insideRussia: (lat, lng) => this.russia.contains(lat, lng),
      newId: randomUUID,
    });
    const errors: FieldError[] = [...checked.errors];
    const values = checked.values;
    await this.completeDrone(owner, values, errors);
    if (snapshot.length > 1) errors.push({ field: SNAPSHOT_FIELD, error: 'a flight request holds one route picture' });
    if (errors.length > 0) throw new FieldValidationException(errors);
    Object.assign(values, await this.computedFields(checked.flight, values));

    const now = this.clock.now();
    const savedId = await this.attachments.transaction(async (tx) => {
      const locked = id === null ? null : await this.requests.findOwned(owner, id, tx.manager, true);
      if (id !== null && !locked) throw flightRequestNotFound();
      if (locked && !isEditable(locked.status)) throw flightRequestNotEditable();
      const held = locked?.snapshotFileId ? [locked.snapshotFileId] : [];
      const [snapshotFileId = null] = await this.attachments.reconcile(tx, {
        ownerId: owner.actingUserId,
        access: 'PROTECTED',
        current: held,
        kept: snapshot.length > 0 ? [] : held,
        added: snapshot,
        maxCount: 1,
        errors: {
          notHeld: () => ({ field: SNAPSHOT_FIELD, error: 'not the picture of this flight request' }),
          tooMany: () => ({ field: SNAPSHOT_FIELD, error: 'a flight request holds one route picture' }),
        },
      });
      const requestId = id ?? (await this.requests.insert(tx.manager, owner, values, snapshotFileId, now));
      if (id !== null && !(await this.requests.updateDraft(tx.manager, owner, id, values, snapshotFileId, now))) {
        throw flightRequestNotEditable();
      }
      await this.requests.replaceIntervals(tx.manager, requestId, checked.intervals);
      return requestId;
    });
    return this.getForOwner(owner, savedId);
  }

  /** The drone must be one of the pilot's own; its name and registration number come from it. */
  private async completeDrone(owner: FlightOwner, values: FlightRequestValues, errors: FieldError[]): Promise<void> {
    if (!values.droneId) return;
    const drone = await this.drones.get(owner.kind === 'USER' ? owner.id : owner.actingUserId, values.droneId).catch((error: unknown) => {
      if (error instanceof HttpException && error.getStatus() === 404) return null;
      throw error;
    });
    if (!drone) {
      errors.push({ field: 'drone.dictionaryItem.id', error: NOT_YOUR_DRONE });
      return;
    }
    values.droneName = drone.name;
    values.droneRegistrationNumber ??= drone.registrationNumber;
  }

  private async computedFields(flight: FlightGeometry | null, values: FlightRequestValues): Promise<Partial<FlightRequestValues>> {
    if (!flight) return { flySpaceClass: null, outsideLocality: false, restrictedZone: false };
    // Every landing-site type and authority, as the pre-check asks (ALL_CROSSINGS): one reading of the route.
    const crossings = await this.crossings.crossings(flight, ALL_CROSSINGS, 'ru');
    return flightComputedFields(crossings, values);
  }

  private async describeSnapshots(rows: readonly FlightRequestRow[]): Promise<Map<string, FileDto>> {
    return this.attachments.describe(rows.map((r) => r.snapshotFileId).filter((fileId): fileId is string => fileId !== null));
  }
}

function emptyForm(): FlightForm {
  return {
    name: null,
    simple: false,
    drone: null,
    flightPurpose: null,
    lineOfSight: 'INSIDE',
    externalPilot: null,
    manager: null,
    developer: null,
    flightDateTimeOffsetMode: 'UTC',
    generalFlightDateTime: [],
    reservedFlightDateTime: [],
    geometry: null,
    takeOffPoint: null,
    landingPoint: null,
    flightAltitudeMin: null,
    flightAltitudeMax: null,
    flightAltitudeGroundMin: null,
    flightAltitudeGroundMax: null,
  };
}

/** Every interval of the request, sorted by start. */
function sortedDates(view: FlightRequestView): FlightIntervalView[] {
  return [...view.generalFlightDateTime, ...view.reservedFlightDateTime].sort((a, b) => a.start.localeCompare(b.start));
}

/** A list filter date: a day means the whole day (UTC); `to` dates end the day. */
function listDate(text: string, end: boolean): Date {
  if (text.length === 10) return new Date(Date.parse(`${text}T00:00:00Z`) + (end ? 86_400_000 : 0));
  return new Date(`${text.length === 16 ? `${text}:00` : text}Z`);
}

/** Words of the search text as a prefix tsquery (letters and digits only, so the query is always valid). */
export function prefixQuery(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 10)
        .map((word) => `${word}:*`)
        .join(' & ')
    : undefined;
}

function toView(row: FlightRequestRow, intervals: readonly FlightIntervalRow[], files: ReadonlyMap<string, FileDto>): FlightRequestView {
  const mode = row.offsetMode;
  const wire = (i: FlightIntervalRow): FlightIntervalView => ({
    id: i.id,
    start: formatFlightDateTime(i.startAt, mode),
    finish: formatFlightDateTime(i.finishAt, mode),
  });
  const sorted = [...intervals].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  const purpose = row.purposeCode ? STATIC_DICTIONARIES.FLIGHT_PURPOSE.find((item) => item.code === row.purposeCode) : undefined;
  const contact = (fullName: string | null, phone: string | null) => (fullName === null && phone === null ? null : { fullName, phone });
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    simple: row.simple,
    flightType: row.simple ? 'AMATEUR' : 'PROFESSIONAL',
    drone: row.droneId
      ? {
          dictionaryItem: { id: row.droneId, name: row.droneName ?? '' },
          registrationNumber: row.droneRegistrationNumber,
          transponderNumber: row.droneTransponderNumber,
        }
      : null,
    flightPurpose:
      purpose && row.purposeCode
        ? {
            id: purpose.id,
            name: purpose.name,
            code: purpose.code as FlightPurposeView['code'],
            workName: row.workName,
            workAddress: row.workAddress,
            workType: row.workType as FlightPurposeView['workType'],
            custom: row.purposeCustom,
          }
        : null,
    lineOfSight: row.lineOfSight,
    externalPilot: contact(row.externalPilotName, row.externalPilotPhone),
    manager: contact(row.managerName, row.managerPhone),
    developer: contact(row.developerName, row.developerPhone),
    flightDateTimeOffsetMode: mode,
    generalFlightDateTime: sorted.filter((i) => i.kind === 'GENERAL').map(wire),
    reservedFlightDateTime: sorted.filter((i) => i.kind === 'RESERVED').map(wire),
    firstFlightDateTime: row.firstFlightAt ? formatFlightDateTime(row.firstFlightAt, mode) : null,
    geometry: row.geometry,
    takeOffPoint: row.takeOffPoint,
    landingPoint: row.landingPoint,
    flightAltitudeMin: row.altitudeMin,
    flightAltitudeMax: row.altitudeMax,
    flightAltitudeGroundMin: row.altitudeGroundMin,
    flightAltitudeGroundMax: row.altitudeGroundMax,
    editable: isEditable(row.status),
    deletable: isDeletable(row.status),
    flySpaceClass: row.flySpaceClass,
    outsideLocality: row.outsideLocality,
    restrictedZone: row.restrictedZone,
    routeSummary: row.routeSummary,
    snapshotFile: row.snapshotFileId ? (files.get(row.snapshotFileId) ?? null) : null,
    regimeNumber: row.regimeNumber,
    shrInfoList: [],
    agreementStatuses: [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
