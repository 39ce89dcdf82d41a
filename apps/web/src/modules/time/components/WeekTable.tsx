import { TIMECARD_STATUS_LABELS, type WeekRow } from '@fieldline/contracts/time/time.contract';
import { Anchor, Checkbox, Group, List, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EmptyRow } from '../../../shared/ui';
import { dayLabel, hoursText } from '../week';

const STATUS_COLOR = { open: 'dimmed', submitted: 'blue.7', approved: 'teal.8' } as const;

interface Props {
  rows: WeekRow[];
  days: string[];
  selectable: boolean;
  selected: Set<number>;
  onToggle: (employeeId: number) => void;
  onToggleAll: (on: boolean) => void;
  onOpen: (row: WeekRow) => void;
}

/** One employee a row: hours per day (warning days marked), totals, the overtime split, status; warnings under the name. */
export function WeekTable({ rows, days, selectable, selected, onToggle, onToggleAll, onOpen }: Props) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.employee.id));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Timecards" verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Select all"
                  checked={all}
                  onChange={(e) => onToggleAll(e.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <Table.Th>Employee</Table.Th>
            {days.map((d) => (
              <Table.Th key={d} ta="right">
                {dayLabel(d)}
              </Table.Th>
            ))}
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Regular</Table.Th>
            <Table.Th ta="right">Overtime</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyRow colSpan={days.length + 6} message="No employees record time." />}
          {rows.map((r) => {
            const warnDays = new Set(r.warnings.map((w) => w.date));
            const ot = Number(r.totals.overtime) + Number(r.totals.doubleTime);
            return (
              <Table.Tr key={r.employee.id}>
                {selectable && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${r.employee.name}`}
                      checked={selected.has(r.employee.id)}
                      onChange={() => onToggle(r.employee.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component="button" fz="sm" fw={500} onClick={() => onOpen(r)}>
                    {r.employee.name}
                  </Anchor>
                  <Group gap={6} wrap="nowrap">
                    <Text fz="xs" c="dimmed">
                      {r.employee.number}
                    </Text>
                    {r.warnings.length > 0 && (
                      <Tooltip
                        multiline
                        w={300}
                        label={
                          <List size="xs">
                            {r.warnings.map((w) => (
                              <List.Item key={`${w.kind}${w.date}`}>{w.message}</List.Item>
                            ))}
                          </List>
                        }
                      >
                        <Group gap={2} wrap="nowrap">
                          <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" />
                          <Text fz="xs" c="orange.8">
                            {r.warnings.length === 1 ? '1 warning' : `${r.warnings.length} warnings`}
                          </Text>
                        </Group>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                {r.days.map((d) => (
                  <Table.Td
                    key={d.date}
                    ta="right"
                    c={warnDays.has(d.date) ? 'orange.8' : undefined}
                    fw={warnDays.has(d.date) ? 600 : undefined}
                  >
                    {Number(d.hours) ? hoursText(d.hours) : '—'}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600}>
                  {hoursText(r.totals.hours)}
                </Table.Td>
                <Table.Td ta="right">{hoursText(r.totals.regular)}</Table.Td>
                <Table.Td ta="right" c={ot ? 'red.8' : undefined}>
                  {hoursText(r.totals.overtime)}
                  {Number(r.totals.doubleTime) > 0 && ` + ${hoursText(r.totals.doubleTime)} DT`}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text fz="xs" fw={700} c={STATUS_COLOR[r.status]}>
                    {TIMECARD_STATUS_LABELS[r.status]}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
