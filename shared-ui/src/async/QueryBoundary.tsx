import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { PageSpinner } from '../components/Spinner';
import { errorMessageOf } from './errorMessage';
import { isEmptyData, type DataTuple, type QueryLike } from './queryLike';

interface BoundaryOptions<TData> {
  /** Shown while the first answer is on its way; defaults to the page spinner (with `loadingLabel`). */
  loading?: ReactNode;
  loadingLabel?: string;
  /** The error state's heading; an array names one per query of a `QueriesBoundary`, in order. */
  errorTitle: string | readonly string[];
  retryLabel?: string;
  /** More ways out of the error state, beside the retry ("choose another"). */
  errorActions?: ReactNode;
  /** A failure that is really a state of the page (a 404 shown as "not found"): return it, or nothing for the error state. */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  /** Shown instead of the content when the answer holds nothing (see `isEmpty`). */
  empty?: ReactNode;
  /** Defaults to "an empty array or an empty page (`{ data: [] }`)". */
  isEmpty?: (data: TData) => boolean;
}

export interface QueryBoundaryProps<TData> extends BoundaryOptions<TData> {
  query: QueryLike<TData>;
  children: (data: TData) => ReactNode;
}

export interface QueriesBoundaryProps<Qs extends readonly QueryLike<unknown>[]> extends BoundaryOptions<DataTuple<Qs>> {
  queries: Qs;
  children: (data: DataTuple<Qs>) => ReactNode;
}

/** The pending state: the spinner, with the region marked busy for assistive technology. */
function Pending({ loading, loadingLabel }: { loading?: ReactNode; loadingLabel?: string }): ReactElement {
  return <div aria-busy="true">{loading ?? <PageSpinner label={loadingLabel} />}</div>;
}

function Failure<TData>({
  error,
  retry,
  index,
  options,
}: {
  error: unknown;
  retry: () => void;
  index: number;
  options: BoundaryOptions<TData>;
}): ReactElement {
  const { i18n } = useTranslation();
  const special = options.renderError?.(error, retry);
  if (special !== undefined && special !== null && special !== false) return <>{special}</>;
  const title = typeof options.errorTitle === 'string' ? options.errorTitle : (options.errorTitle[index] ?? options.errorTitle[0]);
  return (
    <ErrorState
      title={title}
      message={errorMessageOf(error, i18n)}
      onRetry={retry}
      retryLabel={options.retryLabel}
      actions={options.errorActions}
    />
  );
}

function settled<TData>(data: TData, options: BoundaryOptions<TData>, children: (data: TData) => ReactNode): ReactElement {
  if (options.empty !== undefined && (options.isEmpty ?? isEmptyData)(data)) return <>{options.empty}</>;
  return <>{children(data)}</>;
}

/**
 * One query's three states before its content: pending (spinner, aria-busy), failed (the error state
 * with the server's message, translated by its stable `code` when a translation exists, and a retry)
 * and empty; the content renders from the data only once there is some.
 */
export function QueryBoundary<TData>({ query, children, ...options }: QueryBoundaryProps<TData>): ReactElement {
  if (query.isPending) return <Pending loading={options.loading} loadingLabel={options.loadingLabel} />;
  if (query.isError) return <Failure error={query.error} retry={() => void query.refetch()} index={0} options={options} />;
  return settled(query.data as TData, options, children);
}

/**
 * Several queries a screen needs together: pending while any is, the first failure (in the given order)
 * shown with its own title and retry, the content once all have answered.
 */
export function QueriesBoundary<const Qs extends readonly QueryLike<unknown>[]>({
  queries,
  children,
  ...options
}: QueriesBoundaryProps<Qs>): ReactElement {
  if (queries.some((query) => query.isPending)) return <Pending loading={options.loading} loadingLabel={options.loadingLabel} />;
  const failed = queries.findIndex((query) => query.isError);
  if (failed >= 0) {
    const query = queries[failed];
    return <Failure error={query.error} retry={() => void query.refetch()} index={failed} options={options} />;
  }
  return settled(queries.map((query) => query.data) as DataTuple<Qs>, options, children);
}
