import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('company-invitations.<what>'): the front ends translate
// by the code, so the message may be reworded. Non-staff and non-admins are refused by the companies module's
// guards (companies.not-a-member, companies.admin-only).

/** A missing invitation id, or another company's. */
export const invitationNotFound = () => new DomainException('company-invitations.invitation-not-found', 404, 'Invitation not found');

/** The link's invitation is unknown, answered, cancelled or run out: all alike to the holder of the link. */
export const linkNotFound = () =>
  new DomainException('company-invitations.not-found', 404, 'The invitation does not exist, has expired, was cancelled or has been used');

export const userNotFound = () => new DomainException('company-invitations.user-not-found', 404, 'No user has this e-mail');

export const openInvitationExists = () =>
  new DomainException('company-invitations.open-invitation-exists', 409, 'An invitation sent to this e-mail is still open');

export const alreadyEmployee = () =>
  new DomainException('company-invitations.already-employee', 409, 'The user with this e-mail already works for the company');

export const notSent = () => new DomainException('company-invitations.not-sent', 409, 'Only a sent invitation can be cancelled');

export const notResendable = () =>
  new DomainException('company-invitations.not-resendable', 409, 'Only a sent or expired invitation can be sent again');

export const otherEmail = () =>
  new DomainException('company-invitations.other-email', 403, 'The invitation was sent to another e-mail address');

export const alreadyEmployed = () =>
  new DomainException('company-invitations.already-employed', 409, 'You are already employed by a company or an authority');
