import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { toDecimal } from '@fieldline/contracts/common/money';
import type { PackingSlips } from '@fieldline/contracts/jobs/job-stock.contract';
import { ActionIcon, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { formatQuantity as qty } from '../../../shared/format';
import { FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useCreatePackingSlip, useDeletePackingSlip, usePackingSlips } from '../job-work.api';

function NewSlip({ jobId, data }: { jobId: number; data: PackingSlips }) {
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [shippedDate, setShippedDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePackingSlip(jobId);
  const open = data.lines.filter((l) => toDecimal(l.remaining).gt(0));

  async function submit() {
    const items = Object.entries(quantities)
      .filter(([, q]) => q.trim() !== '' && Number(q) !== 0)
      .map(([id, q]) => ({ lineItemId: Number(id), quantity: q.trim() }));
    if (items.length === 0) return setError('Enter the quantity shipped of at least one line.');
    setError(null);
    try {
      await create.mutateAsync({ items, note, shippedDate });
      setQuantities({});
      setNote('');
    } catch (e) {
      setError(
        e instanceof ApiError && e.errors?.length
          ? e.errors.map((x) => `${x.field}: ${x.message}`).join('\n')
          : (e as Error).message,
      );
    }
  }

  return (
    <Stack gap="sm">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Ordered</Table.Th>
            <Table.Th ta="right">Shipped</Table.Th>
            <Table.Th ta="right">Remaining</Table.Th>
            <Table.Th w={120}>Ship now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.lines.length === 0 && <EmptyRow colSpan={6} message="The job has no lines to ship." />}
          {data.lines.map((l) => (
            <Table.Tr key={l.lineItemId}>
              <Table.Td>{l.item.itemCode}</Table.Td>
              <Table.Td>{l.description || l.item.name}</Table.Td>
              <Table.Td ta="right">{qty(l.ordered)}</Table.Td>
              <Table.Td ta="right">{qty(l.shipped)}</Table.Td>
              <Table.Td ta="right">{qty(l.remaining)}</Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Quantity of ${l.item.itemCode} to ship`}
                  disabled={toDecimal(l.remaining).lte(0)}
                  value={quantities[l.lineItemId] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setQuantities((q) => ({ ...q, [l.lineItemId]: value }));
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open.length > 0 && (
        <Group align="flex-end">
          <DateInputField label="Shipped date" w={180} value={shippedDate} onChange={setShippedDate} />
          <TextInput label="Note" w={320} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          <Button loading={create.isPending} onClick={submit}>
            Create packing slip
          </Button>
        </Group>
      )}
      <FormError message={error} />
    </Stack>
  );
}

/** Packing slips: what of the job's lines was shipped to the customer, slip by slip. */
export function JobPackingSlipsTab({ jobId, canEdit }: { jobId: number; canEdit: boolean }) {
  const query = usePackingSlips(jobId);
  const remove = useDeletePackingSlip(jobId);
  return (
    <QueryStatus query={query}>
      {(data) => (
        <Stack gap="md">
          {canEdit && <NewSlip jobId={jobId} data={data} />}
          <Title order={5}>Packing slips</Title>
          {data.slips.length === 0 && <Text c="dimmed">No packing slips yet.</Text>}
          {data.slips.map((s) => (
            <Card key={s.id} withBorder padding="sm">
              <Group justify="space-between" mb="xs">
                <Text fw={600}>
                  Packing slip #{s.id}
                  {s.shippedDate ? ` · shipped ${formatDate(s.shippedDate)}` : ''}
                </Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {formatDateTime(s.createdDate)}
                    {s.createdBy ? ` · ${s.createdBy.displayName}` : ''}
                  </Text>
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete packing slip ${s.id}`}
                      onClick={async () => {
                        if (await confirmModal(`Delete packing slip #${s.id}?`, { danger: true }))
                          remove.mutate(s.id);
                      }}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
              {s.note && (
                <Text size="sm" mb="xs">
                  {s.note}
                </Text>
              )}
              <Table>
                <Table.Tbody>
                  {s.items.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td>{i.item?.itemCode}</Table.Td>
                      <Table.Td>{i.description || i.item?.name}</Table.Td>
                      <Table.Td ta="right">{qty(i.quantity)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          ))}
        </Stack>
      )}
    </QueryStatus>
  );
}
