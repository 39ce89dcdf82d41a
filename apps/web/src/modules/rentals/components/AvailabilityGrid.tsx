import { addIsoDays } from '@fieldline/contracts/common/dates';
import { Box, Group, ScrollArea, Select, Table, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { QueryStatus } from '../../../shared/ui';
import { type GroupAvailability, useGroupAvailability, useRentalItems } from '../rentals.api';

const DAYS = 14;
const dayLabel = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}`;

/** Which booking (if any) holds the asset on `day`. */
function bookingOn(asset: GroupAvailability['assets'][number], day: string) {
  return asset.bookings.find((b) => b.startDate <= day && day <= b.endDate);
}

/**
 * Rental availability: a group's units down the side, two weeks across, each booked day marked with the
 * contract holding it. Bookings are made on the schedule above; the server refuses any that would overlap.
 */
export function AvailabilityGrid(props: { from: string; ownContract: string }) {
  const [groupId, setGroupId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(props.from);
  const start = from ?? props.from;
  const to = addIsoDays(start, DAYS - 1);
  const groups = useRentalItems({ from: null, to: null });
  const grid = useGroupAvailability(groupId ? Number(groupId) : null, start, to);
  const days = Array.from({ length: DAYS }, (_, i) => addIsoDays(start, i));
  return (
    <Box mt="md">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>Availability</Title>
        <Group>
          <Select
            label="Asset group"
            placeholder="Choose a group"
            data={(groups.data ?? []).map((g) => ({ value: String(g.group.id), label: g.group.name }))}
            value={groupId}
            onChange={setGroupId}
            w={240}
          />
          <DateInputField label="From" value={from} onChange={setFrom} w={160} />
        </Group>
      </Group>
      {groupId === null ? (
        <Text size="sm" c="dimmed" mt="sm">
          Choose an asset group to see its units' bookings.
        </Text>
      ) : (
        <QueryStatus query={grid}>
          {(g) => (
            <ScrollArea mt="sm">
              <Table withColumnBorders aria-label="Availability" fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Asset</Table.Th>
                    {days.map((d) => (
                      <Table.Th key={d} ta="center">
                        {dayLabel(d)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {g.assets.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {a.assetNumber} {a.name}
                      </Table.Td>
                      {days.map((d) => {
                        const b = bookingOn(a, d);
                        const own = b?.contractNumber === props.ownContract;
                        return (
                          <Table.Td
                            key={d}
                            p={0}
                            bg={b ? (own ? 'teal.3' : 'orange.3') : undefined}
                            aria-label={b ? `${a.assetNumber} ${d} booked on ${b.contractNumber}` : undefined}
                          >
                            {b && (
                              <Tooltip label={`${b.contractNumber}`}>
                                <Box h={22} />
                              </Tooltip>
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed" mt={4}>
                Teal: this contract. Orange: another contract.
              </Text>
            </ScrollArea>
          )}
        </QueryStatus>
      )}
    </Box>
  );
}
