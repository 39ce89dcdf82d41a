import { Alert, Button, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/** Spinner while a page's main query loads, the error with a retry if it fails, else the content. */
export function QueryStatus<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <Alert color="red" variant="light" title="Could not load this page" role="alert">
        {query.error.message}
        <div>
          <Button size="xs" variant="light" color="red" mt="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <Center py={60}>
      <Loader aria-label="Loading" />
    </Center>
  );
}
