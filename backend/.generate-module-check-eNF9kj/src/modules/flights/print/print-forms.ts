import type { ShrMessage } from '../../flight-messages/domain/shr-message.input';
import type { FormContext, PrintFormKind } from './forms/form-context';
import { localGovReportForm } from './forms/local-gov-report.form';
import { municipalBlankForm } from './forms/municipal-blank.form';
import { regimeSubmissionForm } from './forms/regime-submission.form';
import { shrInputOf, shrMessageForm } from './forms/shr-message.form';
import type { ShrMessageInput } from '../../flight-messages/domain/shr-message.input';
import type { PrintDocument } from './print-document';
import type { PrintableFlight } from './printable-flight';

/** Writes the SHR messages (ShrMessageWriter.write, or the domain function in tests). */
export type ShrWrite = (input: ShrMessageInput) => ShrMessage[];

/** The content of one form of a flight: the one place a route's form name meets its builder. */
export function buildPrintForm(kind: PrintFormKind, flight: PrintableFlight, context: FormContext, writeShr: ShrWrite): PrintDocument {
  switch (kind) {
    case 'temporary-regime-submission':
      return regimeSubmissionForm('TEMPORARY', flight, context);
    case 'local-regime-submission':
      return regimeSubmissionForm('LOCAL', flight, context);
    case 'shr-message': {
      const { input, altitudeReference } = shrInputOf(flight);
      return shrMessageForm(flight, writeShr(input), altitudeReference, context);
    }
    case 'local-gov-report':
      return localGovReportForm(flight, context);
    case 'blank':
      return municipalBlankForm(flight, context);
  }
}
