import type { HoursOfOperation } from '@fieldline/contracts/locations/locations.contract';
import { WEEKDAYS } from '@fieldline/contracts/locations/locations.contract';
import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatTime12, isoWeekday } from './hours-model';

export interface HoursModalProps {
  opened: boolean;
  onClose: () => void;
  hours: readonly HoursOfOperation[];
  /** Whose hours, shown under the title. */
  subtitle?: string;
  /** For tests: the date whose weekday is highlighted. */
  today?: Date;
}

function hoursText(row: HoursOfOperation | undefined): string {
  if (!row) return 'Not set';
  if (row.isClosed) return 'Closed';
  return `${formatTime12(row.openTime)} – ${formatTime12(row.closeTime)}`;
}

/** The read-only week of spec 3 section 2, with today's row highlighted. */
export function HoursModal({ opened, onClose, hours, subtitle, today = new Date() }: HoursModalProps) {
  const todayNumber = isoWeekday(today);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={
        <Group gap={8}>
          <IconClock size={20} color="var(--mantine-color-teal-7)" />
          <div>
            <Text fw={600}>Hours of operation</Text>
            {subtitle && (
              <Text fz="xs" c="dimmed">
                {subtitle}
              </Text>
            )}
          </div>
        </Group>
      }
    >
      {hours.length === 0 && (
        <Text fz="sm" c="dimmed" mb="xs">
          No hours have been entered for this location.
        </Text>
      )}
      <Table aria-label="Hours of operation" verticalSpacing={8} data-testid="hours-modal">
        <Table.Tbody>
          {WEEKDAYS.map((name, i) => {
            const day = i + 1;
            const row = hours.find((h) => h.day === day);
            const isToday = day === todayNumber;
            return (
              <Table.Tr
                key={name}
                data-testid={`hours-day-${name}`}
                data-today={isToday || undefined}
                aria-current={isToday ? 'date' : undefined}
                bg={isToday ? 'teal.0' : undefined}
                style={isToday ? { boxShadow: 'inset 3px 0 0 var(--mantine-color-teal-6)' } : undefined}
              >
                <Table.Td fw={isToday ? 700 : 500}>
                  <Group gap={8}>
                    {name}
                    {isToday && (
                      <Badge size="xs" variant="filled" color="teal">
                        Today
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td
                  ta="right"
                  c={row?.isClosed || !row ? 'dimmed' : undefined}
                  fw={isToday ? 700 : 400}
                >
                  {hoursText(row)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
