import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

export interface ListSearchParams {
  params: URLSearchParams;
  /** 0-based; `?page=` holds it only past the first page. */
  page: number;
  /** Sets or clears (null, '') address parameters; a filter change starts again from the first page. */
  update: (changes: Record<string, string | null>, resetPage?: boolean) => void;
  setPage: (page: number) => void;
}

/**
 * A list's page and filters kept in the address, so "back" from an item returns to the same list and a
 * link shares it. Changes replace the history entry instead of adding one per keystroke.
 */
export function useListSearchParams(): ListSearchParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const update = useCallback(
    (changes: Record<string, string | null>, resetPage = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const setPage = useCallback((next: number) => update({ page: next > 0 ? String(next) : null }, false), [update]);
  return { params, page, update, setPage };
}

/** Puts the settled (debounced) search text into `?query=` and starts again from the first page. */
export function useSearchTextInAddress(query: string, { params, update }: Pick<ListSearchParams, 'params' | 'update'>): void {
  const addressQuery = params.get('query') ?? '';
  useEffect(() => {
    if (addressQuery !== query) update({ query });
  }, [query, addressQuery, update]);
}
