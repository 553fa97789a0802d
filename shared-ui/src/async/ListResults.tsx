import type { ReactElement, ReactNode } from 'react';
import { Stack } from '../components/layout';
import { Pagination } from '../components/Pagination';
import { QueryBoundary, type QueryBoundaryProps } from './QueryBoundary';

export interface ListPaging {
  /** 0-based, as the API pages are. */
  page: number;
  size: number;
  onChange: (page: number) => void;
}

export interface ListResultsProps<TData> extends QueryBoundaryProps<TData> {
  /** Names the live region for screen readers. */
  label?: string;
  /** Pages under the list; the total comes from the answer's `meta.totalCount` unless `totalCount` says otherwise. */
  paging?: ListPaging;
  totalCount?: (data: TData) => number;
  /** Spacing between the list and the pages; without it they sit in the surrounding layout as they are. */
  gap?: number;
}

function metaTotal(data: unknown): number {
  const meta = typeof data === 'object' && data !== null ? (data as { meta?: { totalCount?: unknown } }).meta : undefined;
  return typeof meta?.totalCount === 'number' ? meta.totalCount : 0;
}

/**
 * The results area of a list screen: a polite live region, busy while a page is fetched, holding the
 * boundary (pending, error, empty) and then the list followed by its pages.
 */
export function ListResults<TData>({
  label,
  paging,
  totalCount = metaTotal,
  gap,
  query,
  children,
  ...boundary
}: ListResultsProps<TData>): ReactElement {
  const render = (data: TData): ReactNode => {
    const pages = paging ? (
      <Pagination page={paging.page} size={paging.size} totalCount={totalCount(data)} onChange={paging.onChange} />
    ) : null;
    if (gap === undefined) {
      return (
        <>
          {children(data)}
          {pages}
        </>
      );
    }
    return (
      <Stack $gap={gap}>
        {children(data)}
        {pages}
      </Stack>
    );
  };
  return (
    <section aria-live="polite" aria-busy={query.isFetching ?? false} aria-label={label}>
      <QueryBoundary query={query} {...boundary}>
        {render}
      </QueryBoundary>
    </section>
  );
}
