import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('flights.<what>'): the front ends translate by
// the code, so the message may be reworded; a text the spec fixes stays byte-identical here.

/** Missing, or another owner's (ids give nothing away). */
export const flightRequestNotFound = () => new DomainException('flights.not-found', 404, 'Flight request not found');

export const flightRequestNotEditable = () =>
  new DomainException(
    'flights.not-editable',
    409,
    'The flight request has been converted to an agreement and can no longer be changed; copy it to make a new draft',
  );

export const flightRequestNotDeletable = () =>
  new DomainException(
    'flights.not-deletable',
    409,
    'Only a draft flight request can be deleted; this one has been converted to an agreement',
  );

/** The drone of the form is not one of the pilot's own. */
export const NOT_YOUR_DRONE = 'drone.dictionaryItem.id must be one of your drones';
