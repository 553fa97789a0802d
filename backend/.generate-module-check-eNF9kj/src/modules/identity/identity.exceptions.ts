import { DomainException } from '../../common/errors/domain.exception';

/**
 * The identity module's failures (docs/requirements.md#accounts-caller). Codes are stable for the front
 * ends (an expired token is worth a refresh, the others a new sign-in); the messages are fixed texts.
 */

/** 401 for a token that must not be trusted (bad signature, wrong issuer or audience, malformed). */
export const invalidAccessToken = () => new DomainException('identity.invalid-access-token', 401, 'Invalid access token');
export const accessTokenExpired = () => new DomainException('identity.access-token-expired', 401, 'Access token has expired');
export const accessTokenRevoked = () => new DomainException('identity.access-token-revoked', 401, 'Access token has been revoked');
export const notAnAccessToken = () => new DomainException('identity.not-an-access-token', 401, 'Not an access token');
export const accessTokenWithoutSubject = () =>
  new DomainException('identity.access-token-without-subject', 401, 'Access token has no subject');

/**
 * 503 when the issuer's key set cannot be fetched: the token may well be valid, so answering 401 would log
 * users out for an outage that is not theirs.
 */
export const tokenIssuerUnavailable = () =>
  new DomainException(
    'identity.token-issuer-unavailable',
    503,
    'The sign-in service cannot be reached to verify the access token; try again shortly',
  );

export const invalidLogoutToken = () => new DomainException('identity.invalid-logout-token', 400, 'Invalid logout token');

/** Whether a failure is one of this module's verdicts on a token (rather than something to translate). */
export const isIdentityFailure = (error: unknown): error is DomainException =>
  error instanceof DomainException && error.code.startsWith('identity.');
