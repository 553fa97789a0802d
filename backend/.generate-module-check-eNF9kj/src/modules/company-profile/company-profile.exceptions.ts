import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('company-profile.<what>'): the front ends translate by
// the code, so the message may be reworded. Membership refusals are the companies module's (companies.not-a-member,
// companies.admin-only), as are a missing company and employee (companies.not-found, companies.employee-not-found).

export const documentNotFound = () => new DomainException('company-profile.document-not-found', 404, 'Company document not found');

export const appointmentDocumentNotFound = () =>
  new DomainException('company-profile.appointment-document-not-found', 404, 'Appointment-basis document not found');
