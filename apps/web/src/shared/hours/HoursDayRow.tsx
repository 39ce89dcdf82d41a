import { Select, Switch, Table, Text } from '@mantine/core';
import { memo } from 'react';
import {
  CLOSE_TIME_OPTIONS,
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  dayName,
  type HoursRow,
  OPEN_TIME_OPTIONS,
  rowError,
} from './hours-model';

export interface HoursDayRowProps {
  row: HoursRow;
  readOnly: boolean;
  onChange: (day: number, patch: Partial<HoursRow>) => void;
}

/** One weekday; memoised because each row carries two 48-entry time lists. */
export const HoursDayRow = memo(function HoursDayRow({ row, readOnly, onChange }: HoursDayRowProps) {
  const name = dayName(row.day);
  const problem = rowError(row);
  return (
    <Table.Tr data-testid={`hours-row-${name}`}>
      <Table.Td>
        <Text fw={500}>{name}</Text>
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`${name} open`}
          checked={!row.isClosed}
          label={row.isClosed ? 'Closed' : 'Open'}
          disabled={readOnly}
          onChange={(e) => {
            const open = e.currentTarget.checked;
            onChange(row.day, {
              isClosed: !open,
              openTime: open ? (row.openTime ?? DEFAULT_OPEN_TIME) : row.openTime,
              closeTime: open ? (row.closeTime ?? DEFAULT_CLOSE_TIME) : row.closeTime,
            });
          }}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`${name} opens at`}
          data={OPEN_TIME_OPTIONS}
          value={row.isClosed ? null : row.openTime}
          placeholder="—"
          onChange={(v) => v && onChange(row.day, { openTime: v })}
          disabled={readOnly || row.isClosed}
          allowDeselect={false}
          maxDropdownHeight={240}
          w={140}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`${name} closes at`}
          data={CLOSE_TIME_OPTIONS}
          value={row.isClosed ? null : row.closeTime}
          placeholder="—"
          onChange={(v) => v && onChange(row.day, { closeTime: v })}
          disabled={readOnly || row.isClosed}
          allowDeselect={false}
          maxDropdownHeight={240}
          w={140}
          error={problem ?? undefined}
        />
      </Table.Td>
    </Table.Tr>
  );
});
