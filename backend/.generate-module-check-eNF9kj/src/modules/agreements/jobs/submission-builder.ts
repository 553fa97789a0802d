import { Inject, Injectable } from '@nestjs/common';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { individualOwner } from '../../flights/domain/flight-request';
import type { PrintableFlight } from '../../flights/print/printable-flight';
import { PrintService } from '../../flights/print/print.service';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { AGREEMENTS_CHANNELS_CONFIG, type AgreementsChannelsConfig } from '../channels/agreements-channels.config';
import type { ChannelAuthority, OutgoingMessage, OutgoingSubmission } from '../channels/channel-adapter';
import type { FlightMessageRow } from '../entities/flight-message.row';
import type { OrvdAgreementRow } from '../entities/orvd-agreement.row';

/**
 * The altitudes as the SHR writes them (above ground when both ground values are known, else above sea), or
 * nulls: a simple request has none, and its submission goes all the same (only its SHR needs them).
 */
function altitudesOf(flight: PrintableFlight): OutgoingSubmission['altitudes'] {
  const ground = flight.altitudeGroundMin !== null && flight.altitudeGroundMax !== null;
  return ground
    ? { min: flight.altitudeGroundMin, max: flight.altitudeGroundMax, reference: 'GROUND' }
    : { min: flight.altitudeMin, max: flight.altitudeMax, reference: 'SEA' };
}

/**
 * What the channels send, built at send time from the stored agreement and the flight as it is now: the printed
 * submission (PDF) is rendered here, in the job, so a retry renders it again rather than keeping a blob per send.
 */
@Injectable()
export class SubmissionBuilder {
  constructor(
    private readonly authorities: AuthoritiesService,
    private readonly flights: FlightRequestsService,
    private readonly print: PrintService,
    @Inject(AGREEMENTS_CHANNELS_CONFIG) private readonly config: AgreementsChannelsConfig,
  ) {}

  async authority(authorityId: string): Promise<ChannelAuthority> {
    const [authority, submissionEmail] = await Promise.all([
      this.authorities.get(authorityId, 'ru'),
      this.authorities.submissionAddress(authorityId),
    ]);
    return { code: authority.code, name: authority.name, submissionEmail: submissionEmail ?? '' };
  }

  async submission(row: OrvdAgreementRow, dedupKey: string): Promise<OutgoingSubmission> {
    const owner = individualOwner(row.ownerUserId);
    const local = row.submissionType === 'LOCAL_REGIME_SUBMISSION';
    const [authority, view, flight, dates, document] = await Promise.all([
      this.authority(row.authorityId),
      this.flights.getForOwner(owner, row.flightRequestId),
      this.print.printableFlight(owner, row.flightRequestId),
      this.flights.datesOf(row.flightRequestId),
      this.print.print(owner, row.flightRequestId, local ? 'local-regime-submission' : 'temporary-regime-submission', 'pdf'),
    ]);
    const airport = (a: OrvdAgreementRow['takeoffAirport']) => (a ? { id: a.id, icao: a.icao, name: a.name } : null);
    return {
      dedupKey,
      userId: row.ownerUserId,
      authority,
      submissionType: row.submissionType ?? 'TEMPORARY_REGIME_SUBMISSION',
      usageMode: row.usageMode ?? 'TEMPORARY',
      regime: row.regimeNumber && row.regimeDate ? { number: row.regimeNumber, dateOfIssue: row.regimeDate } : null,
      petition: row.petition,
      takeoffAirport: airport(row.takeoffAirport),
      landingAirport: airport(row.landingAirport),
      restrictedZone: row.restrictedZone,
      restrictionZoneInsteadOfGeometry: row.restrictionZoneInstead,
      route: view.geometry,
      altitudes: altitudesOf(flight),
      dates: dates.map((d) => ({ id: d.id, startUtc: d.startAt.toISOString(), finishUtc: d.finishAt.toISOString() })),
      operator: { name: flight.applicant.fullName ?? '', phone: flight.applicant.phone },
      drone: { name: flight.drone?.name ?? null, registrationNumber: flight.drone?.registrationNumber ?? null },
      document: { filename: `submission-${row.flightRequestId}.pdf`, contentType: document.contentType, content: document.content },
      replyTo: this.config.replyAddress,
    };
  }

  async message(row: OrvdAgreementRow, message: FlightMessageRow): Promise<OutgoingMessage> {
    return {
      dedupKey: message.dedupKey,
      userId: row.ownerUserId,
      kind: message.kind,
      dateId: message.dateId,
      text: message.text,
      submissionExternalId: row.externalId,
      authority: await this.authority(row.authorityId),
      replyTo: this.config.replyAddress,
    };
  }
}
