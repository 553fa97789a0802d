import { DomainException } from '../../common/errors/domain.exception';

// Every failure this module names, with its stable code ('content.<what>'): the front ends translate by
// the code, so the message may be reworded; a text the spec fixes stays byte-identical here.

export const newsNotFound = () => new DomainException('content.news-not-found', 404, 'News item not found');
export const pageNotFound = () => new DomainException('content.page-not-found', 404, 'Page not found');
export const imageNotFound = () => new DomainException('content.image-not-found', 404, 'Image not found');
/** A slug another item already has: a field error, shown next to the slug. */
export const slugTaken = () =>
  new DomainException('content.slug-taken', 409, 'Another news item already has this slug', [
    { field: 'slug', error: 'slug is already used' },
  ]);
