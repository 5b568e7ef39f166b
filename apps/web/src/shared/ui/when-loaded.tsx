import type { ReactNode } from 'react';
import { ListSkeleton } from './list-skeleton';
import { QueryError } from './query-error';

/** What WhenLoaded reads of an RTK Query hook's result. */
interface LoadingQuery<Data> {
  data?: Data;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A section's data: grey rows while it loads, the failure with a retry, else what `children` make of it. */
export function WhenLoaded<Data>({
  query,
  children,
}: {
  query: LoadingQuery<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.isLoading) return <ListSkeleton />;
  if (query.isError || query.data === undefined) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
