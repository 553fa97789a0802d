import { DomainException } from '../../common/errors/domain.exception';

/** Another user's document answers exactly like one that does not exist. */
export const documentNotFound = () => new DomainException('documents.not-found', 404, 'Document not found');
