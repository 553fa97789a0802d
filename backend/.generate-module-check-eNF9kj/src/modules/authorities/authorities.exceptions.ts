import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('authorities.<what>'): the front ends translate by
// the code, so the message may be reworded.

export const authorityNotFound = () => new DomainException('authorities.not-found', 404, 'Authority not found');

export const municipalityNotFound = () =>
  new DomainException('authorities.municipality-not-found', 404, 'Municipality not found on the map');

export const flightAgreementNotFound = () =>
  new DomainException('authorities.flight-agreement-not-found', 404, 'Flight agreement not found');
