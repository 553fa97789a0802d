import { DomainException } from '../../common/errors/domain.exception';

/** Another user's admitted person answers exactly like one that does not exist. */
export const admittedPersonNotFound = () => new DomainException('admitted-persons.not-found', 404, 'Admitted person not found');
