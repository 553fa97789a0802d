import { HttpException, Injectable } from '@nestjs/common';
import type { FlightPurpose } from '@nebo/shared-vocabulary';
import { pageWindow, toPage, type Page } from '../../../common/pagination/page';
import { CaseFile } from '../../case-file/services/case-file.service';
import { STATIC_DICTIONARIES } from '../../dictionaries/definitions/static-dictionaries';
import type { DroneDto } from '../../drones/dtos/drone.dto';
import { DronesService } from '../../drones/services/drones.service';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { FileDto } from '../../files/dtos/file.dto';
import type { FlightRequestView } from '../../flights/domain/flight-request';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { LocalAgreementsService } from '../../local-agreements/services/local-agreements.service';
import type { MapLocale } from '../../map/i18n/map-locale';
import { reviewRequestNotFound } from '../authority-review.exceptions';
import { crossingParts } from '../domain/crossing-parts';
import { moscowDayEnd, moscowDayStart } from '../domain/moscow-day';
import type { ReviewSortField } from '../domain/review-status';
import type { AuthorityFlightRequestDto, AuthorityFlightRequestItemDto, ReviewDecisionDto, ReviewSubmissionDto } from '../dtos/review.dto';
import type { ReviewQueryDto } from '../dtos/review-query.dto';
import type { ReviewRow } from '../entities/review.row';
import { ReviewRepository } from '../repositories/review.repository';
import type { Reviewer } from './review-scope';

const PURPOSES = STATIC_DICTIONARIES.FLIGHT_PURPOSE;
/** The case file of one flight is short; its whole list is read and this body's events kept. */
const EVENTS_READ = 500;

/** The review list and one request as a reviewer of the caller's authority sees them (part 2 §7.13). */
@Injectable()
export class ReviewRequests {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly flights: FlightRequestsService,
    private readonly drones: DronesService,
    private readonly locals: LocalAgreementsService,
    private readonly attachments: AttachmentsService,
    private readonly caseFile: CaseFile,
  ) {}

  async list(reviewer: Reviewer, query: ReviewQueryDto, locale: MapLocale): Promise<Page<AuthorityFlightRequestItemDto>> {
    const [field, direction] = (query.sort ?? 'sendDateTime,desc').split(',') as [ReviewSortField, string | undefined];
    const purposeCodes = query.purpose?.map((id) => PURPOSES.find((p) => p.id === id)?.code ?? `#${id}`);
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, totalCount } = await this.repository.page(
      reviewer.scope,
      {
        statuses: query.status,
        flightFrom: query.flightDate?.from ? moscowDayStart(query.flightDate.from) : undefined,
        flightTo: query.flightDate?.to ? moscowDayEnd(query.flightDate.to) : undefined,
        applicant: query.applicant,
        drone: query.drone,
        purposeCodes,
        crossing: query.crossing,
        text: query.text,
      },
      { field, direction: (direction ?? (field === 'name' ? 'asc' : 'desc')).toUpperCase() as 'ASC' | 'DESC' },
      skip,
      take,
    );
    return toPage(
      rows.map((row) => itemDto(row, locale)),
      totalCount,
    );
  }

  /** One request sent to the caller's authority; anything else (another authority's, a missing id) is the same 404. */
  async detail(
    reviewer: Reviewer,
    id: string,
    locale: MapLocale,
    area: { shape: unknown; fineShape: unknown } | null,
  ): Promise<AuthorityFlightRequestDto> {
    const row = await this.found(reviewer, id);
    const flight = await this.flights.getForOwner(
      { kind: row.ownerKind, id: row.ownerId, actingUserId: row.actingUserId ?? row.ownerId },
      id,
    );
    const [intervals, states, submission, drone, documents, events] = await Promise.all([
      this.flights.datesOf(id),
      this.repository.dateStates(id),
      this.submission(reviewer, row, locale),
      this.drone(row, flight),
      row.ownerKind === 'USER' ? this.repository.documentsOf(row.ownerId) : Promise.resolve([]),
      this.caseFile.list(id, 0, EVENTS_READ, locale),
    ]);
    const item = itemDto(row, locale);
    return {
      ...item,
      geometry: flight.geometry,
      takeOffPoint: flight.takeOffPoint,
      landingPoint: flight.landingPoint,
      altitudes: {
        min: flight.flightAltitudeMin,
        max: flight.flightAltitudeMax,
        groundMin: flight.flightAltitudeGroundMin,
        groundMax: flight.flightAltitudeGroundMax,
      },
      flySpaceClass: flight.flySpaceClass,
      lineOfSight: flight.lineOfSight,
      dates: intervals.map((interval) => ({
        id: interval.id,
        startAt: interval.startAt.toISOString(),
        finishAt: interval.finishAt.toISOString(),
        status: states.find((s) => s.dateId === interval.id)?.status ?? 'CREATED',
      })),
      areaGeometry: area?.shape ?? null,
      crossing: {
        crosses: row.crossesArea,
        parts: row.crossesArea && area ? crossingParts(flight.geometry, area.fineShape) : null,
      },
      submission: submission.submission,
      applicant: {
        ...item.applicant,
        phone: row.applicantPhone,
        documents: documents.map((d) => ({
          id: d.id,
          type: d.type,
          number: d.series ? `${d.series} ${d.number}` : d.number,
          issuedAt: d.issuedAt,
          files: [],
        })),
      },
      drone,
      decision: submission.decision,
      events: events.data.filter((e) => e.body === row.body && e.authorityId === reviewer.authority.id),
    };
  }

  /** The review row of a request sent to the reviewer's authority, or the 404 of a missing one. */
  async found(reviewer: Reviewer, id: string): Promise<ReviewRow> {
    const row = await this.repository.find(reviewer.scope, id);
    if (!row) throw reviewRequestNotFound();
    return row;
  }

  private async submission(
    reviewer: Reviewer,
    row: ReviewRow,
    locale: MapLocale,
  ): Promise<{ submission: ReviewSubmissionDto; decision: ReviewDecisionDto | null }> {
    if (row.body === 'ORVD') {
      const orvd = await this.repository.orvdSubmission(row.id);
      const files = await this.attachments.describe(orvd?.decisionFileId ? [orvd.decisionFileId] : []);
      return {
        submission: {
          usageMode: orvd?.usageMode ?? null,
          regime: orvd?.regimeNumber && orvd.regimeDate ? { number: orvd.regimeNumber, date: orvd.regimeDate } : null,
          channel: orvd?.channel ?? null,
          petition: orvd?.petition ?? null,
          takeoffAirport: orvd?.takeoffAirport ?? null,
          landingAirport: orvd?.landingAirport ?? null,
          restrictedZone: orvd?.restrictedZone ?? false,
        },
        decision:
          orvd?.decision && row.reviewStatus !== 'AWAITING'
            ? {
                status: orvd.decision === 'ALLOWED' ? 'APPROVED' : 'REJECTED',
                number: orvd.permitNumber,
                dateOfIssue: orvd.permitDate,
                comment: orvd.comment,
                file: orvd.decisionFileId ? (files.get(orvd.decisionFileId) ?? null) : null,
                decidedBy: orvd.decidedByName,
                decidedAt: orvd.decisionAt ? new Date(orvd.decisionAt).toISOString() : null,
              }
            : null,
      };
    }
    const local = (await this.locals.listFor(row.id, locale)).find((a) => a.authority.id === reviewer.authority.id);
    return {
      submission: {
        purpose: local?.purposeDetailed ?? null,
        outsideLocality: local?.outsideLocality ?? false,
        attachments: local?.attachments.map((a) => a.file) ?? [],
      },
      decision:
        local && row.reviewStatus !== 'AWAITING'
          ? {
              status: row.reviewStatus === 'APPROVED' ? 'APPROVED' : 'REJECTED',
              number: local.decision?.number ?? null,
              dateOfIssue: local.decision?.dateOfIssue ?? null,
              comment: local.comment,
              file: local.decisionFile,
              decidedBy: local.decidedBy,
              decidedAt: row.decisionAt ? new Date(row.decisionAt).toISOString() : null,
            }
          : null,
    };
  }

  /** The owner's drone as the drones module keeps it; the request's own copy when the drone is gone. */
  private async drone(row: ReviewRow, flight: FlightRequestView): Promise<AuthorityFlightRequestDto['drone']> {
    const droneOwner = row.ownerKind === 'USER' ? row.ownerId : row.actingUserId;
    const drone: DroneDto | null =
      row.droneId && droneOwner
        ? await this.drones.get(droneOwner, row.droneId).catch((error: unknown) => {
            if (error instanceof HttpException && error.getStatus() === 404) return null;
            throw error;
          })
        : null;
    const images: FileDto[] = (drone?.imageInfos ?? []).map((image) => ({
      id: image.id,
      url: image.url,
      filename: image.filename ?? '',
      accessTypeCode: 'PROTECTED',
    }));
    return {
      registrationNumber: drone?.registrationNumber ?? flight.drone?.registrationNumber ?? row.droneRegistrationNumber,
      model: drone?.model?.name ?? row.droneModel,
      manufacturer: drone?.manufacturer ?? null,
      type: (drone as { droneType?: string | null } | null)?.droneType ?? null,
      images,
    };
  }
}

export function itemDto(row: ReviewRow, locale: MapLocale): AuthorityFlightRequestItemDto {
  const purpose = PURPOSES.find((p) => p.code === (row.purposeCode as FlightPurpose));
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    name: row.name,
    reviewStatus: row.reviewStatus,
    agreementStatus: row.agreementStatus,
    body: row.body,
    applicant: { kind: row.ownerKind === 'USER' ? 'INDIVIDUAL' : 'COMPANY', name: row.applicantName, email: row.applicantEmail },
    drone: { registrationNumber: row.droneRegistrationNumber, model: row.droneModel },
    purpose: { id: purpose?.id ?? null, name: purpose ? (locale === 'en' ? purpose.nameEn : purpose.name) : null },
    firstFlightDateTime: iso(row.firstFlightAt),
    lastFlightDateTime: iso(row.lastFlightAt),
    sendDateTime: iso(row.sendAt),
    decisionDateTime: iso(row.decisionAt),
    crossesArea: row.crossesArea,
  };
}
