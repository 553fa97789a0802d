import { Clock } from '../../../common/clock/clock';
import { Injectable, Logger } from '@nestjs/common';
import type { AuthorityDto } from '../../authorities/dtos/authorities.dto';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { FlightRequestView } from '../../flights/domain/flight-request';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import type { AgreementViewSource } from '../../local-agreements/ports/agreement-view';
import { LocalAgreementsService } from '../../local-agreements/services/local-agreements.service';
import type { MapLocale } from '../../map/i18n/map-locale';
import type { FlightAgreementViewDto } from '../dtos/agreement-view.dto';
import type { DeliveryDto } from '../dtos/delivery.dto';
import type { FlightDateDto } from '../dtos/flight-date.dto';
import type { OrvdAgreementDto } from '../dtos/orvd-agreement.dto';
import type { DeliveryRow } from '../entities/delivery.row';
import type { FlightDateStateRow } from '../entities/flight-date-state.row';
import type { FlightMessageRow } from '../entities/flight-message.row';
import type { OrvdAgreementRow } from '../entities/orvd-agreement.row';
import { DeliveriesRepository } from '../repositories/deliveries.repository';
import { FlightDatesRepository } from '../repositories/flight-dates.repository';
import { FlightMessagesRepository } from '../repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { AgreementFlights } from './agreement-flights';

/** Builds `GET {id}/agreement`: every approving body of the flight in parallel, and its dates with their messages. */
@Injectable()
export class AgreementViews implements AgreementViewSource {
  private readonly logger = new Logger(AgreementViews.name);

  constructor(
    private readonly agreements: OrvdAgreementsRepository,
    private readonly dates: FlightDatesRepository,
    private readonly messages: FlightMessagesRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly flights: FlightRequestsService,
    private readonly authorities: AuthoritiesService,
    private readonly locals: LocalAgreementsService,
    private readonly access: AgreementFlights,
    private readonly attachments: AttachmentsService,
    private readonly clock: Clock,
  ) {}

  /** Also the local-agreements module's AgreementViewSource: its calls answer this whole view. */
  async view(userId: string, flightId: string, locale: MapLocale): Promise<FlightAgreementViewDto> {
    return this.build(await this.access.converted(userId, flightId), locale);
  }

  /** The caller has been checked to own the converted flight (AgreementFlights). */
  async build(flight: FlightRequestView, locale: MapLocale): Promise<FlightAgreementViewDto> {
    const [agreement, states, messages, deliveries, intervals, localGovernmentAgreements] = await Promise.all([
      this.agreements.find(flight.id),
      this.dates.listFor(flight.id),
      this.messages.listFor(flight.id),
      this.deliveries.latestFor(flight.id),
      this.flights.datesOf(flight.id),
      this.locals.listFor(flight.id, locale),
    ]);
    const deliveryOf = (subject: DeliveryRow['subject'], subjectId: string) =>
      deliveries.find((d) => d.subject === subject && d.subjectId === subjectId) ?? null;
    const wire = new Map([...flight.generalFlightDateTime, ...flight.reservedFlightDateTime].map((i) => [i.id, i] as const));

    const dates: FlightDateDto[] = intervals.map((interval) => {
      const state = states.find((s) => s.dateId === interval.id) ?? null;
      return {
        id: interval.id,
        kind: interval.kind,
        start: wire.get(interval.id)?.start ?? interval.startAt.toISOString(),
        finish: wire.get(interval.id)?.finish ?? interval.finishAt.toISOString(),
        startUtc: interval.startAt.toISOString(),
        finishUtc: interval.finishAt.toISOString(),
        ...dateState(state, interval.finishAt, this.clock.now()),
        messages: messages
          .filter((m) => m.dateId === interval.id)
          .flatMap((m) => {
            const delivery = deliveryOf('MESSAGE', m.id);
            return delivery ? [messageDto(m, delivery)] : [];
          }),
      };
    });

    return {
      id: flight.id,
      offsetMode: flight.flightDateTimeOffsetMode,
      outsideLocality: flight.outsideLocality,
      status: flight.status,
      orvdAgreement: await this.orvdDto(flight, agreement, agreement ? deliveryOf('ORVD_SUBMISSION', flight.id) : null, locale),
      localGovernmentAgreements,
      dates,
    };
  }

  /** Null until a centre is assigned; the default centre (the first the route crosses) is proposed either way. */
  private async orvdDto(
    flight: FlightRequestView,
    row: OrvdAgreementRow | null,
    delivery: DeliveryRow | null,
    locale: MapLocale,
  ): Promise<OrvdAgreementDto | null> {
    if (!row) return null;
    const [authority, defaultAuthority, decisionFiles] = await Promise.all([
      this.authorities.get(row.authorityId, locale).catch(() => null),
      this.defaultCentre(flight, locale),
      this.attachments.describe(row.decisionFileId ? [row.decisionFileId] : []),
    ]);
    return {
      authority: authority
        ? { ...authority, crossed: authority.id === defaultAuthority?.id, defaultAuthority: authority.id === defaultAuthority?.id }
        : null,
      status: { code: row.status },
      stage: row.stage,
      decision: row.decision,
      submissionSentType: row.channel,
      submissionType: row.submissionType,
      defaultAuthority,
      flySpaceUsageMode: row.usageMode,
      flySpaceRegime: row.regimeNumber && row.regimeDate ? { number: row.regimeNumber, dateOfIssue: row.regimeDate } : null,
      flySpaceUsagePetitionAttributes: row.petition,
      takeoffAirport: row.takeoffAirport,
      landingAirport: row.landingAirport,
      agreementRecipientEmail: row.recipientEmail,
      comment: row.comment,
      sendDateTime: row.sendAt?.toISOString() ?? null,
      decisionEntryDate: row.decisionAt?.toISOString() ?? null,
      permitNumber: row.permitNumber,
      restrictedZone: row.restrictedZone,
      restrictionZoneInsteadOfGeometry: row.restrictionZoneInstead,
      externalId: row.externalId,
      delivery: delivery ? deliveryDto(delivery) : null,
      decisionFile: row.decisionFileId ? (decisionFiles.get(row.decisionFileId) ?? null) : null,
      decidedBy: row.decidedByName,
    };
  }

  /** A route the map cannot read has no default centre; the page then asks the pilot to choose. */
  private async defaultCentre(flight: FlightRequestView, locale: MapLocale): Promise<AuthorityDto | null> {
    try {
      return (await this.authorities.crossedBy(flight.geometry, locale)).zonalCenters[0] ?? null;
    } catch (error) {
      this.logger.warn(`No default zonal centre for ${flight.id}: ${(error as Error).message}`);
      return null;
    }
  }
}

/**
 * A date's state as the centre's replies left it; a date for which nothing was ever sent (CREATED) is EXPIRED once
 * it is over — derived when read, as nothing happens to it any more.
 */
function dateState(
  state: FlightDateStateRow | null,
  finishAt: Date,
  now: Date,
): Pick<FlightDateDto, 'status' | 'stage' | 'sid' | 'autoCancelAt' | 'departedAt' | 'arrivedAt'> {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  const status = state?.status ?? 'CREATED';
  return {
    status: status === 'CREATED' && finishAt.getTime() < now.getTime() ? 'EXPIRED' : status,
    stage: state?.stage ?? null,
    sid: state?.sid ?? null,
    // Only while it can still happen: a departure or a cancellation makes it moot.
    autoCancelAt: state?.status === 'ALLOWED' && !state.departedAt ? iso(state.autoCancelAt) : null,
    departedAt: iso(state?.departedAt ?? null),
    arrivedAt: iso(state?.arrivedAt ?? null),
  };
}

export function deliveryDto(row: DeliveryRow): DeliveryDto {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    channel: row.channel,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.state === 'RETRYING' ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
  };
}

function messageDto(row: FlightMessageRow, delivery: DeliveryRow) {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
    delivery: deliveryDto(delivery),
    reply: row.reply,
    replyAt: row.replyAt ? new Date(row.replyAt).toISOString() : null,
  };
}
