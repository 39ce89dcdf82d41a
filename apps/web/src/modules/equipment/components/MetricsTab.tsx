import { formatDateTime } from '@fieldline/contracts/common/dates';
import type { EquipmentMetric } from '@fieldline/contracts/equipment/equipment.contract';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconHistory, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useCreateMetric, useDeleteMetric, useMetrics, useReadings } from '../equipment.api';
import { ReadingModal } from './ReadingModal';

/** Trailing zeros of a numeric(18,4) reading read badly: "1350.0000" shows as "1350". */
export const showReading = (v: string | null) =>
  v === null ? '—' : v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

function AddMetric({ equipmentId }: { equipmentId: number }) {
  const create = useCreateMetric(equipmentId);
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    if (name.trim() === '') {
      setError('Enter the metric name.');
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ name, unit });
      setName('');
      setUnit('');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="New metric"
          placeholder="e.g. Run hours"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label="Unit"
          placeholder="h, psi, A"
          w={110}
          value={unit}
          onChange={(e) => setUnit(e.currentTarget.value)}
        />
        <Button type="submit" leftSection={<IconPlus size={14} />} loading={create.isPending}>
          Add metric
        </Button>
      </Group>
      <FormError message={error} />
    </form>
  );
}

function History({ equipmentId, metric }: { equipmentId: number; metric: EquipmentMetric }) {
  const query = useReadings(equipmentId, metric.id);
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        Reading history — {metric.name}
      </Title>
      <QueryStatus query={query}>
        {(rows) => (
          <Table aria-label={`Readings of ${metric.name}`} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Reading</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>Recorded by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={4} message="No readings yet." />}
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.readingDate)}</Table.Td>
                  <Table.Td ta="right">
                    {showReading(r.reading)} {metric.unit}
                  </Table.Td>
                  <Table.Td>{r.note}</Table.Td>
                  <Table.Td>{r.createdBy?.displayName ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
    </Stack>
  );
}

/** Metrics of a piece of equipment: add one, record readings, see the last reading and the history. */
export function MetricsTab({ equipmentId, canEdit }: { equipmentId: number; canEdit: boolean }) {
  const query = useMetrics(equipmentId);
  const remove = useDeleteMetric(equipmentId);
  const [reading, setReading] = useState<EquipmentMetric | null>(null);
  const [historyId, setHistoryId] = useState<number | null>(null);

  const confirmDelete = async (m: EquipmentMetric) => {
    const ok = await confirmModal(`Delete “${m.name}” and all of its readings?`, {
      title: 'Delete metric',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) remove.mutate(m.id, { onError: (e) => showErrorNotification(errorMessage(e)) });
  };

  return (
    <Stack>
      {canEdit && <AddMetric equipmentId={equipmentId} />}
      <QueryStatus query={query}>
        {(metrics) => {
          const shown = metrics.find((m) => m.id === historyId) ?? null;
          return (
            <>
              <Table aria-label="Metrics" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Metric</Table.Th>
                    <Table.Th ta="right">Last reading</Table.Th>
                    <Table.Th>Last reading date</Table.Th>
                    <Table.Th w={220} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {metrics.length === 0 && <EmptyRow colSpan={4} message="No metrics yet." />}
                  {metrics.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>
                        <Text fz="sm" fw={500}>
                          {m.name}
                        </Text>
                        {m.description && (
                          <Text fz="xs" c="dimmed">
                            {m.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" data-testid={`last-reading-${m.id}`}>
                        {showReading(m.lastReading)} {m.lastReading !== null && m.unit}
                      </Table.Td>
                      <Table.Td>{m.lastReadingDate ? formatDateTime(m.lastReadingDate) : '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={6} justify="flex-end" wrap="nowrap">
                          {canEdit && (
                            <Button size="compact-sm" variant="light" onClick={() => setReading(m)}>
                              Record reading
                            </Button>
                          )}
                          <Tooltip label="Reading history">
                            <ActionIcon
                              variant={historyId === m.id ? 'filled' : 'subtle'}
                              aria-label={`History of ${m.name}`}
                              onClick={() => setHistoryId(historyId === m.id ? null : m.id)}
                            >
                              <IconHistory size={16} />
                            </ActionIcon>
                          </Tooltip>
                          {canEdit && (
                            <Tooltip label="Delete metric">
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Delete ${m.name}`}
                                onClick={() => void confirmDelete(m)}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {shown && <History equipmentId={equipmentId} metric={shown} />}
            </>
          );
        }}
      </QueryStatus>
      <ReadingModal
        equipmentId={equipmentId}
        metric={reading}
        onClose={() => setReading(null)}
        onSaved={(m) => setHistoryId(m.id)}
      />
    </Stack>
  );
}
