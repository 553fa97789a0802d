import { DomainException } from '../../common/errors/domain.exception';

// Every failure the dictionaries module names, with its stable code (the front ends translate by it).

export const dictionaryNotFound = (code: string) => new DomainException('dictionaries.not-found', 404, `Dictionary ${code} does not exist`);
