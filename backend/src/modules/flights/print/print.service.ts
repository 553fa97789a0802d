import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { ShrMessageWriter } from '../../flight-messages/services/shr-message.writer';
import { PersonCardReader } from '../../users/services/person-card.reader';
import type { FlightOwner } from '../domain/flight-request';
import { FlightRequestsService } from '../services/flight-requests.service';
import type { PrintFormKind } from './forms/form-context';
import { buildPrintForm } from './print-forms';
import { renderPrintedFile, type PrintFormat, type PrintedFile } from './print-formats';
import { toPrintableFlight } from './to-printable-flight';

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
}
