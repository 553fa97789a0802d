import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { OrvdAgreements } from '../../agreements/services/orvd-agreements.service';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { DronesService } from '../../drones/services/drones.service';
import type { FileStorage } from '../../files/storage/file-storage';
import { ReceivedUpload } from '../../files/multipart/received-upload';
import { UploadReceiver } from '../../files/multipart/upload-receiver';
import { individualOwner } from '../../flights/domain/flight-request';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { APPLICATION_UPLOAD_SPEC, ApplicationSender } from '../../local-agreements/services/application-sender';
import { LocalAgreementsService } from '../../local-agreements/services/local-agreements.service';
import { moscowDate } from '../../users/domain/moscow-date';
import { DEMO_FLIGHTS_CONFIG, type DemoFlightsConfig } from '../demo-flights.config';
import {
  AWAITING_TARGET,
  DEMO_APPLICANT,
  DEMO_CENTRE_CODE,
  DEMO_DRONE,
  MUNICIPAL_PURPOSE,
  demoRequestForm,
  demoScan,
  multipartBody,
} from '../domain/demo-requests';
import { DemoFlightsRepository } from '../repositories/demo-flights.repository';

/** A drone registered without files never touches the storage; one that tried would be a bug worth an error. */
const NO_FILES: FileStorage = {
  put: () => Promise.reject(new Error('the demo drone has no files')),
  get: () => Promise.reject(new Error('the demo drone has no files')),
  delete: () => Promise.resolve(),
  list: async function* () {},
  removeUnfinishedWrites: () => Promise.resolve(0),
};

/** Written into the request when the applicant's profile has no phone (the seed gives one; a demo user may clear it). */
const FALLBACK_PILOT = { fullName: 'Соколова Мария Андреевна', phone: '+7 (916) 555-01-06' };

export interface DemoRequestsOutcome {
  made: number;
  awaiting: number;
  /** Whether a municipal application was sent this time. */
  municipalSent: boolean;
}

/**
 * With NEBO_DEMO_DATA=true, makes sure at every start that the demo applicant has requests waiting for the Moscow
 * zonal centre's decision, so the demo reviewer (authority@nebo.local) has work on the first visit. The requests
 * are made exactly as the applicant's own calls make them (the drone form, the flight form, to-agreement, the
 * centre, the submission by e-mail), so they are indistinguishable from real ones and every module's rules apply.
 * Counting the awaiting ones first keeps it idempotent; the advisory lock keeps instances starting together from
 * making them twice. A failure is logged and never stops the platform: demo data is a convenience.
 */
@Injectable()
export class DemoRequests implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoRequests');

  constructor(
    @Inject(DEMO_FLIGHTS_CONFIG) private readonly config: DemoFlightsConfig,
    private readonly repository: DemoFlightsRepository,
    private readonly drones: DronesService,
    private readonly flights: FlightRequestsService,
    private readonly orvd: OrvdAgreements,
    private readonly authorities: AuthoritiesService,
    private readonly localAgreements: LocalAgreementsService,
    private readonly applications: ApplicationSender,
    private readonly uploads: UploadReceiver,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.enabled) return;
    try {
      const outcome = await this.ensure();
      if (outcome) {
        this.logger.log(
          `Demo requests: ${outcome.made} made, ${outcome.awaiting} awaiting ${DEMO_CENTRE_CODE}` +
            (outcome.municipalSent ? ', a municipal application sent' : ''),
        );
      }
    } catch (error) {
      this.logger.warn(`Demo requests not made this time: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Tops the applicant's awaiting requests up to AWAITING_TARGET; null when another instance is at it. */
  async ensure(): Promise<DemoRequestsOutcome | null> {
    return this.repository.exclusively(async () => {
      const [userId, centreId] = await Promise.all([
        this.repository.userIdOf(DEMO_APPLICANT.subject),
        this.repository.authorityIdOf(DEMO_CENTRE_CODE),
      ]);
      if (!userId || !centreId) throw new Error(`the demo applicant or ${DEMO_CENTRE_CODE} is not seeded`);
      const awaiting = await this.repository.awaitingCount(userId, centreId, this.clock.now());
      const missing = Math.max(0, AWAITING_TARGET - awaiting);
      if (missing > 0) {
        const droneId = await this.droneOf(userId);
        const pilot = await this.pilotOf(userId);
        const today = moscowDate(this.clock.now());
        for (let index = 0; index < missing; index++) {
          await this.makeRequest(userId, centreId, demoRequestForm(awaiting + index, today, droneId, pilot));
        }
      }
      const municipalSent = await this.ensureMunicipalApplication(userId, centreId);
      return { made: missing, awaiting: awaiting + missing, municipalSent };
    });
  }

  /**
   * One municipal application sent and waiting, on an awaiting request whose route crosses a municipality, made as
   * the agreement page makes it: the administration added, the purpose written, the application sent with its
   * documents. On the first start of an empty database the map may still be loading (no municipality yet): the next
   * start sends it.
   */
  private async ensureMunicipalApplication(userId: string, centreId: string): Promise<boolean> {
    if ((await this.repository.sentMunicipalCount(userId)) > 0) return false;
    const owner = individualOwner(userId);
    for (const flightId of await this.repository.awaitingFlightIds(userId, centreId, this.clock.now())) {
      const flight = await this.flights.getForOwner(owner, flightId);
      const [municipality] = (await this.authorities.crossedBy(flight.geometry, 'ru')).municipalities;
      if (!municipality) continue;
      const added = await this.localAgreements.listOwn(userId, flightId, 'ru');
      if (!added.some((agreement) => agreement.authority.id === municipality.id)) {
        await this.localAgreements.add(userId, flightId, { id: municipality.id }, 'ru');
      }
      await this.localAgreements.setPurpose(userId, flightId, municipality.id, MUNICIPAL_PURPOSE);
      const upload = await this.uploads.receive(applicationForm(), APPLICATION_UPLOAD_SPEC);
      try {
        await this.applications.send(userId, flightId, municipality.id, upload);
      } catch (error) {
        await this.uploads.discardUnrecorded(upload);
        throw error;
      }
      return true;
    }
    this.logger.log('Demo requests: no awaiting request crosses a municipality on the map yet; the municipal application waits');
    return false;
  }

  /** The applicant's drone: the first one they have, else the demo drone registered as the drone form does. */
  private async droneOf(userId: string): Promise<string> {
    const page = await this.drones.find(userId, { page: 0, size: 1 });
    const existing = page.data[0];
    if (existing) return existing.id;
    const form = new ReceivedUpload(new Map([['drone', JSON.stringify(DEMO_DRONE)]]), [], NO_FILES);
    return (await this.drones.save(userId, form)).id;
  }

  /** The external pilot as the new-request form fills it in: the applicant themself. */
  private async pilotOf(userId: string): Promise<{ fullName: string; phone: string }> {
    const form = await this.flights.defaultForm(individualOwner(userId));
    const fullName = form.externalPilot?.fullName || FALLBACK_PILOT.fullName;
    const phone = form.externalPilot?.phone || FALLBACK_PILOT.phone;
    return { fullName, phone };
  }

  private async makeRequest(userId: string, centreId: string, form: ReturnType<typeof demoRequestForm>): Promise<void> {
    const owner = individualOwner(userId);
    const created = await this.flights.create(owner, form);
    await this.flights.toAgreement(owner, created.id);
    await this.orvd.assign(userId, created.id, centreId);
    await this.orvd.sendSubmission(userId, created.id, {
      authority: { id: centreId },
      submissionSentType: 'EMAIL',
      flySpaceUsageMode: 'TEMPORARY',
    });
  }
}

/** The application form's files as the browser posts them: the two scans an aerial-work flight needs. */
function applicationForm(): IncomingMessage {
  const { contentType, body } = multipartBody([
    { field: 'UAV_OWNERSHIP_CONFIRMATION', filename: 'uav-ownership.pdf', content: demoScan('UAV ownership confirmation RU-DEMO-0006') },
    { field: 'OPERATOR_CERTIFICATE', filename: 'operator-certificate.pdf', content: demoScan('Operator certificate Sokolova M. A.') },
  ]);
  // The receiver reads a request's headers and body stream, and whether it ended whole: all a finished upload has.
  return Object.assign(Readable.from([body]), {
    headers: { 'content-type': contentType, 'content-length': String(body.length) },
    complete: true,
  }) as unknown as IncomingMessage;
}
