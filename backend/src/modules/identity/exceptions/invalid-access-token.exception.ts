import { UnauthorizedException } from '@nestjs/common';

/** 401 for a token that must not be trusted (bad signature, wrong issuer, expired, malformed). */
export class InvalidAccessTokenException extends UnauthorizedException {
  constructor(message = 'Invalid access token') {
    super(message);
  }
}
