import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DocumentLinesTable, type DocumentLinesTableProps } from './DocumentLinesTable';
import type { DocumentLinesState } from './useDocumentLines';

type Props<T> = Omit<DocumentLinesTableProps<T>, 'lines' | 'onChange' | 'onRemove'> & {
  lines: DocumentLinesState<T>;
  onCancel: () => void;
  /** The modal's own submit button, after Cancel. */
  children: ReactNode;
};

/** A document's lines table with Add line under it on the left, and Cancel and submit on the right. */
export function DocumentLines<T>({ lines, onCancel, children, ...table }: Props<T>) {
  return (
    <>
      <DocumentLinesTable {...table} lines={lines.lines} onChange={lines.update} onRemove={lines.remove} />
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={lines.add}>
          Add line
        </Button>
        <Group>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {children}
        </Group>
      </Group>
    </>
  );
}
