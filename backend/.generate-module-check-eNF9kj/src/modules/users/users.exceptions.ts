import { DomainException } from '../../common/errors/domain.exception';
import { fieldErrorsMessage } from '../../common/errors/error-body';
import { EMAIL_TAKEN } from './domain/email-change-rules';

/**
 * The users module's failures (docs/requirements.md#users-profile). Codes are stable for the front ends;
 * the messages are the platform's fixed texts. Field-level input errors stay FieldValidationException
 * (400, `detailedError`), throttling TooManyAttemptsException (429 with Retry-After).
 */

/** What a link that cannot be used answers; the shell's landing page tells the three apart by status. */
export const LINK_ERRORS = {
  unknown: 'This link is not valid',
  used: 'This link has already been used, or the change was cancelled or replaced by a newer one',
  expired: 'This link has expired',
} as const;

/** 409 on the `email` field, so the form shows it there: the address belongs to another account. */
export const emailTaken = () => {
  const fieldErrors = [{ field: 'email', error: EMAIL_TAKEN }];
  return new DomainException('users.email-taken', 409, fieldErrorsMessage(fieldErrors), fieldErrors);
};

export const noEmailToTellOfChange = () =>
  new DomainException('users.no-email-for-change', 409, 'The account has no e-mail address to tell of the change');

export const noEmailForPasswordChange = () =>
  new DomainException('users.no-email-for-password-change', 409, 'The account has no e-mail address to send the password-change link to');

export const identityProviderAccountMissing = () =>
  new DomainException('users.identity-provider-account-missing', 409, 'The identity provider has no account for this user');

/** The identity provider's admin API failed us (a 503: the request may well succeed later). */
export const identityProviderFailed = (message: string) => new DomainException('users.identity-provider-failed', 503, message);

export const noPendingEmailChange = () =>
  new DomainException('users.no-pending-email-change', 404, 'No e-mail address change is waiting for confirmation');

export const emailChangeLinkUnknown = () => new DomainException('users.email-change-link-unknown', 404, LINK_ERRORS.unknown);
export const emailChangeLinkUsed = () => new DomainException('users.email-change-link-used', 409, LINK_ERRORS.used);
export const emailChangeLinkExpired = () => new DomainException('users.email-change-link-expired', 410, LINK_ERRORS.expired);

export const avatarNotMultipart = () =>
  new DomainException('users.avatar-not-multipart', 400, 'Send the avatar as multipart/form-data with the image in the "avatar" part');

export const socialBindRequestUnknown = () =>
  new DomainException(
    'users.social-bind-request-unknown',
    400,
    'Unknown or expired social binding request; start binding again from the profile',
  );

export const socialAccountNotBound = (provider: string) =>
  new DomainException('users.social-not-bound', 404, `No ${provider} account is bound`);
