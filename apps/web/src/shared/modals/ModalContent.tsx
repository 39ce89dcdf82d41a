import { Alert, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const NO_DATA_MESSAGE = 'No data has been returned.';

export interface ModalContentProps<T> {
  /** Any TanStack Query result (or an object of the same shape). */
  query: { data: T | undefined; error: Error | null; isPending: boolean };
  children: (data: T) => ReactNode;
  /** Decides when loaded data counts as empty; by default null, '' and [] do. */
  isEmpty?: (data: T) => boolean;
}

function defaultIsEmpty(data: unknown): boolean {
  if (data == null || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  return false;
}

/** Body of a modal whose content loads from the API: spinner, then error text, empty notice or content. */
export function ModalContent<T>({ query, children, isEmpty = defaultIsEmpty }: ModalContentProps<T>) {
  if (query.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (query.data === undefined || isEmpty(query.data)) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {NO_DATA_MESSAGE}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
