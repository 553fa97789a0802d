import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('company-registration.<what>'): the front ends translate
// by the code, so the message may be reworded.

export const requestNotFound = () => new DomainException('company-registration.not-found', 404, 'Company registration request not found');

export const wrongStatus = () => new DomainException('company-registration.wrong-status', 409, 'The request’s status does not allow this');

export const openRequestExists = () =>
  new DomainException('company-registration.open-request-exists', 409, 'There already is an open request awaiting review');

export const alreadyEmployed = () =>
  new DomainException('company-registration.already-employed', 409, 'You already work for a company or an authority');

export const duplicateInn = () =>
  new DomainException('company-registration.duplicate-inn', 409, 'A company with this INN is already registered or being registered', [
    { field: 'inn', error: 'a company with this inn is already registered or being registered' },
  ]);
