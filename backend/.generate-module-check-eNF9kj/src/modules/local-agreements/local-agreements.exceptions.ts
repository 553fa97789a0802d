import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('local-agreements.<what>'): the front ends
// translate by the code, so the message may be reworded.

export const flightNotConverted = () =>
  new DomainException('local-agreements.not-converted', 409, 'The flight request is a draft: convert it to an agreement first');

export const localAgreementNotFound = () =>
  new DomainException('local-agreements.not-found', 404, 'This flight has no agreement with that administration');

export const localAgreementExists = () =>
  new DomainException('local-agreements.already-added', 409, 'This administration is already among the flight’s agreements');

export const localAgreementConfirmed = () =>
  new DomainException(
    'local-agreements.already-confirmed',
    409,
    'The administration has confirmed this agreement: it can no longer change',
  );

export const notALocalGovernment = () =>
  new DomainException('local-agreements.not-a-local-government', 400, 'Only a local administration can be added here');

export const localAgreementDecided = () =>
  new DomainException(
    'local-agreements.decided-by-authority',
    409,
    'The administration has decided on this application on the platform: its decision cannot be changed here',
  );
