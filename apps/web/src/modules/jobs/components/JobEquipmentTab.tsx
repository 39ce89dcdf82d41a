import { formatDateTime } from '@fieldline/contracts/common/dates';
import type { EquipmentRow } from '@fieldline/contracts/equipment/equipment.contract';
import { ActionIcon, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHammer, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { silentApi } from '../../../app/api';
import { confirmModal } from '../../../shared/modals';
import { QueryStatus } from '../../../shared/ui';
import {
  useAddJobEquipment,
  useBuildEquipment,
  useJobEquipment,
  useRemoveJobEquipment,
} from '../job-work.api';
import { MetricReadingForm } from './MetricReadingForm';

function useLocationEquipment(locationId: number) {
  return useQuery({
    queryKey: ['equipment', 'query', { locationId, isActive: true }],
    queryFn: ({ signal }) =>
      // Silent: listing equipment needs the Equipment permission; without it the picker says so.
      silentApi.get<EquipmentRow[]>('/equipment/query', {
        query: { locationId: String(locationId), isActive: 'true' },
        signal,
      }),
    retry: false,
  });
}

/** Equipment worked on during the job, its metrics with the last readings, and a reading form. */
export function JobEquipmentTab({
  jobId,
  locationId,
  canEdit,
}: {
  jobId: number;
  locationId: number;
  canEdit: boolean;
}) {
  const query = useJobEquipment(jobId);
  const atLocation = useLocationEquipment(locationId);
  const add = useAddJobEquipment(jobId);
  const remove = useRemoveJobEquipment(jobId);
  const build = useBuildEquipment(jobId);
  const [choice, setChoice] = useState<string | null>(null);

  async function buildFromLines() {
    const result = await build.mutateAsync(undefined);
    notifications.show({
      color: 'teal',
      message: result.created.length
        ? `${result.created.length} piece(s) of equipment built from the job's lines.`
        : "No new equipment: every equipment property of the job's lines is already built.",
    });
  }

  return (
    <QueryStatus query={query}>
      {(units) => {
        const onJob = new Set(units.map((u) => u.id));
        const options = (atLocation.data ?? [])
          .filter((e) => !onJob.has(e.id))
          .map((e) => ({
            value: String(e.id),
            label: e.serialNumber ? `${e.name} (${e.serialNumber})` : e.name,
          }));
        return (
          <Stack gap="md">
            {canEdit && (
              <Group justify="space-between" align="flex-end">
                <Group align="flex-end" gap="xs">
                  <Select
                    label="Equipment at this location"
                    placeholder={
                      atLocation.isError
                        ? 'Cannot list the equipment here'
                        : options.length
                          ? 'Choose equipment'
                          : 'No other equipment here'
                    }
                    data={options}
                    value={choice}
                    onChange={setChoice}
                    searchable
                    w={320}
                  />
                  <Button
                    disabled={!choice}
                    loading={add.isPending}
                    onClick={async () => {
                      await add.mutateAsync(Number(choice));
                      setChoice(null);
                    }}
                  >
                    Add to job
                  </Button>
                </Group>
                <Button
                  variant="default"
                  leftSection={<IconHammer size={16} />}
                  loading={build.isPending}
                  onClick={buildFromLines}
                >
                  Build equipment from lines
                </Button>
              </Group>
            )}
            {units.length === 0 && (
              <Text c="dimmed" ta="center" py="lg">
                No equipment on this job.
              </Text>
            )}
            {units.map((u) => (
              <Card key={u.id} withBorder padding="md">
                <Group justify="space-between" mb="xs">
                  <div>
                    <Title order={5}>{u.name}</Title>
                    <Text size="sm" c="dimmed">
                      {[u.serialNumber && `S/N ${u.serialNumber}`, u.item?.name, u.description]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </Text>
                  </div>
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${u.name} from the job`}
                      onClick={async () => {
                        if (await confirmModal(`Remove ${u.name} from this job?`)) remove.mutate(u.id);
                      }}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
                {u.metrics.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    This equipment has no metrics.
                  </Text>
                ) : (
                  <Table mb="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Metric</Table.Th>
                        <Table.Th>Description</Table.Th>
                        <Table.Th ta="right">Last reading</Table.Th>
                        <Table.Th>Taken</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {u.metrics.map((m) => (
                        <Table.Tr key={m.id}>
                          <Table.Td>{m.name}</Table.Td>
                          <Table.Td>{m.description}</Table.Td>
                          <Table.Td ta="right">{m.lastReading ?? '—'}</Table.Td>
                          <Table.Td>{m.lastReadingDate ? formatDateTime(m.lastReadingDate) : '—'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
                {canEdit && u.metrics.length > 0 && <MetricReadingForm jobId={jobId} unit={u} />}
              </Card>
            ))}
          </Stack>
        );
      }}
    </QueryStatus>
  );
}
