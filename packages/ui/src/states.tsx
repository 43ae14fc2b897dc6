import type { ReactNode } from 'react';
import { Button, StatePanel, VisuallyHidden } from './primitives';

/** The part of an RTK Query hook's result the page states need. */
export interface QueryLike<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The skeletons while loading (the spec's counts); announced as loading to screen readers. */
  loading: ReactNode;
  /** The error text; a 'Try again' button retries. */
  error: string;
  /** A heading kept above the error text, for a page whose heading comes with its data. */
  errorHeading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The empty state (the spec's text and a way on). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The one loading / error / empty / filled switch every page uses. */
export function QueryState<T>({
  query,
  loading,
  error,
  errorHeading,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.data === undefined && query.isError) {
    return (
      <StatePanel role="alert">
        {errorHeading}
        <p>{error}</p>
        <Button type="button" onClick={() => query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      </StatePanel>
    );
  }
  if (query.data === undefined) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading</VisuallyHidden>
        {loading}
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
