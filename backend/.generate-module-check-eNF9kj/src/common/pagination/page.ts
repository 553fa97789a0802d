/** The list answer of the call catalogue: the page's items and the total number of matching items. */
export interface Page<T> {
  data: T[];
  meta: { totalCount: number };
}

export function toPage<T>(data: T[], totalCount: number): Page<T> {
  return { data, meta: { totalCount } };
}

/** Offset and limit for a zero-based page number (the spec's paging starts at page 0). */
export function pageWindow(page: number, size: number): { skip: number; take: number } {
  return { skip: page * size, take: size };
}
