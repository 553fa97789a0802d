import { ServiceUnavailableException } from '@nestjs/common';

/**
 * 503 when the issuer's key set cannot be fetched: the token may well be valid, so answering 401 would log
 * users out for an outage that is not theirs.
 */
export class TokenIssuerUnavailableException extends ServiceUnavailableException {
  constructor() {
    super('The sign-in service cannot be reached to verify the access token; try again shortly');
  }
}
