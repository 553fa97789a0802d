import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { ShrMessageWriter } from '../../flight-messages/services/shr-message.writer';
import { PersonCardReader } from '../../users/services/person-card.reader';
import type { FlightOwner } from '../domain/flight-request';
import { FlightRequestsService } from '../services/flight-requests.service';
import type { PrintFormKind } from './forms/form-context';
import { buildPrintForm } from './print-forms';
import { renderPrintedFile, type PrintFormat, type PrintedFile } from './print-formats';
import type { PrintableFlight } from './printable-flight';
import { toPrintableFlight } from './to-printable-flight';
import { shrInputOf } from './forms/shr-message.form';
import type { ShrMessageInput } from '../../flight-messages/domain/shr-message.input';

/**
 * The printed forms of a flight request (part 2 §7.19): reads the owner's request (another owner's id is a
 * 404, as for every call), the applicant's card (name, phone, e-mail of the person who acts), builds the
 * form's content once and renders it as text, PDF or DOCX.
 */
@Injectable()
export class PrintService {
  constructor(
    private readonly requests: FlightRequestsService,
    private readonly people: PersonCardReader,
    private readonly shr: ShrMessageWriter,
    private readonly clock: Clock,
  ) {}

  /**
   * @throws DomainException `flights.not-found` (404) for a missing or another owner's request;
   *   `flights.print-field-missing` / `flight-messages.<problem>` (400) when the SHR message cannot be written.
   */
  async print(owner: FlightOwner, id: string, kind: PrintFormKind, format: PrintFormat): Promise<PrintedFile> {
    const view = await this.requests.getForOwner(owner, id);
    const applicant = await this.people.personCard(owner.actingUserId);
    const document = buildPrintForm(kind, toPrintableFlight(view, applicant), { generatedAt: this.clock.now() }, (input) =>
      this.shr.write(input),
    );
    return renderPrintedFile(document, format);
  }

  /**
   * The facts the agreements' jobs send (the submission's route, altitudes, operator, drone) and the SHR input of
   * the flight, read the way the printed forms read them so a letter and its attached form never disagree.
   */
  /** The flight as the printed forms and the agreements read it, without what only the SHR needs. */
  async printableFlight(owner: FlightOwner, id: string): Promise<PrintableFlight> {
    const view = await this.requests.getForOwner(owner, id);
    return toPrintableFlight(view, await this.people.personCard(owner.actingUserId));
  }

  async agreementFacts(
    owner: FlightOwner,
    id: string,
  ): Promise<{ flight: PrintableFlight; shr: { input: ShrMessageInput; altitudeReference: 'GROUND' | 'SEA' } }> {
    const view = await this.requests.getForOwner(owner, id);
    const flight = toPrintableFlight(view, await this.people.personCard(owner.actingUserId));
    return { flight, shr: shrInputOf(flight) };
  }
}
