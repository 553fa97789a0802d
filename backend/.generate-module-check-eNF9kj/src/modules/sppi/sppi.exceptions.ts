import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('sppi.<what>'): the front ends translate by
// the code, so the message may be reworded.

export const sppiNotForAuthorities = () =>
  new DomainException('sppi.not-for-authorities', 403, 'SPPI sign-in is not offered to authority users');

export const sppiCodeRequired = () =>
  new DomainException('sppi.code-required', 400, 'The body must be the authorization code as text/plain');

export const sppiRedirectUriRefused = () =>
  new DomainException('sppi.redirect-uri-refused', 400, 'X-Sppi-Redirect-Uri must be the /sppi-redirect/ page of an allowed portal origin');

export const sppiCodeRejected = () =>
  new DomainException('sppi.code-rejected', 400, 'SPPI rejected the authorization code (wrong, used or expired)');

export const sppiUnavailable = () => new DomainException('sppi.unavailable', 502, 'SPPI is unavailable, try again later');

export const sppiNotSignedIn = () => new DomainException('sppi.not-signed-in', 409, 'Sign in to SPPI from the user menu first');
