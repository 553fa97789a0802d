/** Life cycle of manufacturers and models (docs/requirements.md#drone-library): active or archived; deletion is a state too. */
export const LIBRARY_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];
