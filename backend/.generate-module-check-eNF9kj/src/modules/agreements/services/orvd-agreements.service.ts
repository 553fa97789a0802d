import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { submissionTypeOf } from '@nebo/shared-vocabulary';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import type { AuthorityDto } from '../../authorities/dtos/authorities.dto';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { CaseFile } from '../../case-file/services/case-file.service';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { JobQueue } from '../../jobs/services/job-queue';
import { sppiNotSignedIn } from '../../sppi/sppi.exceptions';
import { SppiSessions } from '../../sppi/services/sppi-sessions.service';
import { airportNotFound, alreadySent, channelNotOffered, noOrvdAgreement, notAZonalCentre } from '../agreements.exceptions';
import { summaries } from '../domain/case-events';
import { submissionDedupKey } from '../domain/dedup-keys';
import type { FlySpaceRegimeDto, SendSubmissionDto } from '../dtos/agreement-input.dto';
import type { OrvdAgreementRow, StoredAirport } from '../entities/orvd-agreement.row';
import { QUEUES } from '../jobs/queues';
import { DeliveriesRepository } from '../repositories/deliveries.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { AgreementFlights } from './agreement-flights';
import { AirportsNearby } from './airports-nearby.service';

/** Statuses in which nothing has reached the centre yet: the pilot may still change the centre, the regime, the channel. */
const UNSENT = new Set(['CREATED', 'SENDING']);

/** The zonal-centre agreement's pilot-side calls: choose the centre, give the regime, send the submission. */
@Injectable()
export class OrvdAgreements {
  constructor(
    private readonly dataSource: DataSource,
    private readonly flights: AgreementFlights,
    private readonly flightRequests: FlightRequestsService,
    private readonly agreements: OrvdAgreementsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly authorities: AuthoritiesService,
    private readonly airports: AirportsNearby,
    private readonly sppi: SppiSessions,
    private readonly jobs: JobQueue,
    private readonly caseFile: CaseFile,
    private readonly clock: Clock,
  ) {}

  /** Creates or re-points the zonal-centre agreement; only while nothing was sent (409 after). */
  async assign(userId: string, flightId: string, authorityId: string): Promise<void> {
    await this.flights.converted(userId, flightId);
    const authority = await this.zonalCentre(authorityId);
    const names = await this.authorities.names(authority.id);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.agreements.find(flightId, manager, true);
      const now = this.clock.now();
      if (!row) {
        await this.agreements.insert(manager, { flightRequestId: flightId, ownerUserId: userId, authorityId: authority.id }, now);
      } else {
        if (row.status !== 'CREATED') throw alreadySent();
        if (row.authorityId === authority.id) return;
        await this.agreements.update(manager, flightId, { authorityId: authority.id, status: 'CREATED', stage: 'AWAITING' }, now);
      }
      await this.caseFile.record(manager, {
        flightRequestId: flightId,
        actor: 'USER',
        actorUserId: userId,
        body: 'ORVD',
        authorityId: authority.id,
        event: 'orvd.authority-assigned',
        summary: summaries.assigned(names),
        payload: { authorityCode: authority.code },
      });
    });
  }

  /** Both or neither: one alone is refused naming the missing one. */
  async setRegime(userId: string, flightId: string, regime: FlySpaceRegimeDto | null): Promise<void> {
    await this.flights.converted(userId, flightId);
    const checked = checkedRegime(regime);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.agreements.find(flightId, manager, true);
      if (!row) throw noOrvdAgreement();
      if (row.status !== 'CREATED') throw alreadySent();
      if (row.regimeNumber === (checked?.number ?? null) && row.regimeDate === (checked?.dateOfIssue ?? null)) return;
      await this.agreements.update(
        manager,
        flightId,
        { regimeNumber: checked?.number ?? null, regimeDate: checked?.dateOfIssue ?? null },
        this.clock.now(),
      );
      await this.flightRequests.applyRegimeNumber(manager, flightId, checked?.number ?? null);
      await this.caseFile.record(manager, {
        flightRequestId: flightId,
        actor: 'USER',
        actorUserId: userId,
        body: 'ORVD',
        authorityId: row.authorityId,
        event: 'orvd.regime-set',
        summary: summaries.regime(checked),
        payload: { regime: checked },
      });
    });
  }

  /**
   * Queues the submission: the state, a QUEUED delivery, the job and the case-file event commit together, so a
   * crash leaves either all or nothing. Sending again before anything was delivered switches the channel: the
   * old job is cancelled and the new one carries the same dedup key, so the centre never sees two submissions.
   */
  async sendSubmission(userId: string, flightId: string, input: SendSubmissionDto): Promise<void> {
    const flight = await this.flights.converted(userId, flightId);
    const regime = checkedRegime(input.flySpaceRegime ?? null);
    const authority = await this.zonalCentre(input.authority.id);
    if (!authority.channels.includes(input.submissionSentType)) throw channelNotOffered(input.submissionSentType);
    if (input.submissionSentType === 'SPPI' && !(await this.sppi.hasSession(userId))) throw sppiNotSignedIn();
    const [takeoffAirport, landingAirport, names] = await Promise.all([
      this.chosenAirport(flight.takeOffPoint, input.takeoffAirport?.id, 'takeoffAirport'),
      this.chosenAirport(flight.landingPoint, input.landingAirport?.id, 'landingAirport'),
      this.authorities.names(authority.id),
    ]);
    const channel = input.submissionSentType;

    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      let row = await this.agreements.find(flightId, manager, true);
      if (!row) {
        await this.agreements.insert(manager, { flightRequestId: flightId, ownerUserId: userId, authorityId: authority.id }, now);
        row = (await this.agreements.find(flightId, manager, true)) as OrvdAgreementRow;
      }
      if (!UNSENT.has(row.status)) throw alreadySent();
      const previous = await this.deliveries.latestOf('ORVD_SUBMISSION', flightId, manager);
      if (previous?.state === 'DELIVERED') throw alreadySent();
      if (previous && previous.state !== 'CANCELED' && previous.state !== 'FAILED') {
        if (previous.jobId) await this.jobs.cancel(QUEUES.submit, previous.jobId, manager);
        await this.deliveries.update(manager, previous.id, { state: 'CANCELED', nextAttemptAt: null });
      }
      if (previous && previous.channel !== channel) {
        await this.caseFile.record(manager, {
          flightRequestId: flightId,
          actor: 'USER',
          actorUserId: userId,
          body: 'ORVD',
          authorityId: authority.id,
          event: 'orvd.channel-switched',
          summary: summaries.channelSwitched(previous.channel, channel),
          payload: { from: previous.channel, to: channel, previousDeliveryId: previous.id },
        });
      }
      const dedupKey = row.dedupKey ?? submissionDedupKey();
      const petition = input.flySpaceUsagePetitionAttributes
        ? {
            submissionReviewers: input.flySpaceUsagePetitionAttributes.submissionReviewers.map((name) => name.trim()).filter(Boolean),
            note: input.flySpaceUsagePetitionAttributes.note.toUpperCase(),
          }
        : null;
      await this.agreements.update(
        manager,
        flightId,
        {
          authorityId: authority.id,
          status: 'SENDING',
          stage: 'SENDING',
          channel,
          submissionType: submissionTypeOf(input.flySpaceUsageMode),
          usageMode: input.flySpaceUsageMode,
          regimeNumber: regime?.number ?? null,
          regimeDate: regime?.dateOfIssue ?? null,
          petition,
          takeoffAirport,
          landingAirport,
          recipientEmail: input.agreementRecipientEmail ?? null,
          restrictedZone: input.restrictedZone ?? flight.restrictedZone,
          restrictionZoneInstead: input.restrictionZoneInsteadOfGeometry ?? null,
          dedupKey,
        },
        now,
      );
      await this.flightRequests.applyRegimeNumber(manager, flightId, regime?.number ?? null);
      const deliveryId = randomUUID();
      await this.deliveries.insert(manager, {
        id: deliveryId,
        flightRequestId: flightId,
        subject: 'ORVD_SUBMISSION',
        subjectId: flightId,
        channel,
        dedupKey,
        createdAt: now,
      });
      const jobId = await this.jobs.enqueue(manager, QUEUES.submit, { deliveryId }, { singletonKey: dedupKey });
      await this.deliveries.update(manager, deliveryId, { jobId });
      await this.caseFile.record(manager, {
        flightRequestId: flightId,
        actor: 'USER',
        actorUserId: userId,
        body: 'ORVD',
        authorityId: authority.id,
        event: 'orvd.submission-queued',
        summary: summaries.submissionQueued(names, channel),
        payload: { deliveryId, channel, dedupKey, usageMode: input.flySpaceUsageMode, regime, petition },
      });
    });
  }

  private async zonalCentre(id: string): Promise<AuthorityDto> {
    const authority = await this.authorities.get(id);
    if (authority.type !== 'ZONAL_CENTER') throw notAZonalCentre();
    return authority;
  }

  /** An airport the pilot chose must be one of those offered for the point (the map decides, not the client). */
  private async chosenAirport(
    point: { lat: number; lng: number } | null,
    id: string | undefined,
    field: string,
  ): Promise<StoredAirport | null> {
    if (!id) return null;
    const found = point ? (await this.airports.near(point, 'ru')).find((a) => a.id === id) : undefined;
    if (!found) throw airportNotFound(field);
    return found;
  }
}

/** The regime when both parts are given, null when neither; one alone is a field error naming the missing one. */
export function checkedRegime(regime: FlySpaceRegimeDto | null): { number: string; dateOfIssue: string } | null {
  const number = regime?.number?.trim() || null;
  const dateOfIssue = regime?.dateOfIssue || null;
  if (number && dateOfIssue) return { number, dateOfIssue };
  if (!number && !dateOfIssue) return null;
  const missing = number ? 'flySpaceRegime.dateOfIssue' : 'flySpaceRegime.number';
  throw FieldValidationException.single(missing, `${missing} is required when ${number ? 'the number' : 'the date of issue'} is given`);
}
