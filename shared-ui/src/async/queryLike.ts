/**
 * The part of a TanStack Query result the boundary reads, so it accepts `useQuery` results of any
 * data and error type (and hand-made stand-ins in tests).
 */
export interface QueryLike<TData> {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: unknown;
  data: TData | undefined;
  refetch: () => unknown;
}

/** A query's data once it has answered (a settled query's data is never undefined). */
export type DataOf<Q> = Q extends { data: infer TData } ? Exclude<TData, undefined> : never;
export type DataTuple<Qs extends readonly QueryLike<unknown>[]> = { [K in keyof Qs]: DataOf<Qs[K]> };

/** A page-shaped answer (`{ data: [...] }`) or an array with nothing in it. */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && data !== null && Array.isArray((data as { data?: unknown }).data))
    return (data as { data: unknown[] }).data.length === 0;
  return false;
}
