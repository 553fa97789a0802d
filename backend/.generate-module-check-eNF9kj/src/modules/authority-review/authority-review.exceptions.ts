import { DomainException } from '../../common/errors/domain.exception';
import type { FieldError } from '../../common/errors/error-body';

// Every failure this module names, with its stable code ('authority-review.<what>'): the front ends translate by
// the code, so the message may be reworded.

/** A request that was not sent to the caller's authority answers exactly like a missing one. */
export const reviewRequestNotFound = () =>
  new DomainException('authority-review.not-found', 404, 'No such flight request sent to your authority');

export const alreadyDecided = () =>
  new DomainException('authority-review.already-decided', 409, 'A decision on this request has already been made');

export const decisionFileType = (errors: FieldError[]) =>
  new DomainException(
    'authority-review.decision-file-type',
    415,
    'decisionFile: the decision file must be a PDF, JPEG, PNG, DOC or DOCX document',
    errors,
  );
