import type { SearchColumn } from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../forms';
import { ColumnChooser } from './ColumnChooser';
import { defaultColumnIds } from './report-model';

export interface StandardColumnsModalProps {
  opened: boolean;
  onClose: () => void;
  columns: SearchColumn[];
  /** The grid's columns now. */
  columnIds: number[];
  onApply: (ids: number[]) => void;
}

export const CHOOSE_A_COLUMN = 'Choose at least one column.';

/**
 * Chooses and orders the grid's columns from the page's standard column set. The choice applies
 * to the results at once and is kept when the report is saved.
 */
export function StandardColumnsModal({ opened, onClose, ...rest }: StandardColumnsModalProps) {
  // The body mounts on each opening, so it starts from the grid's columns every time.
  return (
    <Modal opened={opened} onClose={onClose} title="Standard columns" centered>
      <ColumnsBody onClose={onClose} {...rest} />
    </Modal>
  );
}

function ColumnsBody({ onClose, columns, columnIds, onApply }: Omit<StandardColumnsModalProps, 'opened'>) {
  const [ids, setIds] = useState(columnIds);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    if (ids.length === 0) {
      setError(CHOOSE_A_COLUMN);
      return;
    }
    onApply(ids);
    onClose();
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Choose the columns of the results and their order. Save the report to keep them.
      </Text>
      <ColumnChooser columns={columns} value={ids} onChange={setIds} reorderable />
      <FormError message={error} />
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => setIds(defaultColumnIds(columns))}>
          Default columns
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply</Button>
        </Group>
      </Group>
    </Stack>
  );
}
