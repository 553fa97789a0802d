import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('authority-staff.<what>'): the front ends translate by
// the code, so the message may be reworded.

export const notStaff = () => new DomainException('authority-staff.not-staff', 403, 'Only the staff of an authority may do this');

export const notAdmin = () => new DomainException('authority-staff.not-admin', 403, 'Only an administrator of the authority may do this');

export const authorityNotFound = () => new DomainException('authority-staff.authority-not-found', 404, 'Authority not found');

export const departmentNotFound = () => new DomainException('authority-staff.department-not-found', 404, 'Department not found');

export const employeeNotFound = () => new DomainException('authority-staff.employee-not-found', 404, 'Employee not found');

export const departmentExists = () =>
  new DomainException('authority-staff.department-exists', 409, 'A department with this name already exists in the authority');

export const employeeExists = () =>
  new DomainException('authority-staff.employee-exists', 409, 'An employee with this e-mail already exists in the authority');

export const lastAdmin = () =>
  new DomainException('authority-staff.last-admin', 409, 'The last administrator of the authority cannot be removed or demoted');

export const notInvited = () => new DomainException('authority-staff.not-invited', 409, 'The employee has already accepted the invitation');

export const invitationNotFound = () =>
  new DomainException('authority-staff.invitation-not-found', 404, 'The invitation does not exist, has expired or has been used');

export const invitationOtherEmail = () =>
  new DomainException('authority-staff.invitation-other-email', 403, 'The invitation was sent to another e-mail address');

export const alreadyEmployed = () =>
  new DomainException('authority-staff.already-employed', 409, 'You are already employed by a company or an authority');
