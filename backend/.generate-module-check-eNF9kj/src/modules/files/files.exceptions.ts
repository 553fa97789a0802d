import { DomainException } from '../../common/errors/domain.exception';

/** A missing file, another user's file and a file the caller may not read all answer the same. */
export const fileNotFound = () => new DomainException('files.not-found', 404, 'File not found');

/** A body or a file past its limit (docs/requirements.md#files-uploads); the request is cut off. */
export const uploadTooLarge = (message: string) => new DomainException('files.too-large', 413, message);

/** Our own disk or object storage failed while keeping an upload: the client may try again. */
export const storageUnavailable = () =>
  new DomainException('files.storage-unavailable', 503, 'The file could not be stored; try again later');
