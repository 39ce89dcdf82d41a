import { ApiError } from '@fieldline/client';
import type { ContractFee } from '@fieldline/contracts/contract-visits/contract-fees.contract';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { ActionIcon, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../../shared/format';
import { FormError } from '../../../shared/forms';
import { ItemTypeahead } from '../../../shared/items';
import { confirmModal } from '../../../shared/modals';
import { QueryStatus } from '../../../shared/ui';
import { useContractFees, useDeleteContractFee, useSaveContractFee } from '../contract-visits.api';

/** Contract fees (spec 1 §7.7): charges every visit job generated from now on carries. */
export function ContractFeesTab({ contractId, canEdit }: { contractId: number; canEdit: boolean }) {
  const fees = useContractFees(contractId);
  const remove = useDeleteContractFee(contractId);
  const [editing, setEditing] = useState<ContractFee | 'new' | null>(null);

  async function onDelete(fee: ContractFee) {
    const ok = await confirmModal(`Delete the fee "${fee.name}"? Visit jobs already made keep it.`, {
      title: 'Delete fee',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(fee.id, {
      onError: (e) => notifications.show({ color: 'red', message: (e as Error).message }),
    });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Each visit job generated from now on carries these charges as billable lines.
        </Text>
        {canEdit && <Button onClick={() => setEditing('new')}>Add fee</Button>}
      </Group>
      <QueryStatus query={fees}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">No fees: visit jobs carry only the agreement's visit items.</Text>
          ) : (
            <Table striped withTableBorder aria-label="Contract fees">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fee</Table.Th>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Amount per visit</Table.Th>
                  {canEdit && <Table.Th w={90} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td>{f.name}</Table.Td>
                    <Table.Td>{f.item.name}</Table.Td>
                    <Table.Td ta="right">{formatMoney(f.amount)}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${f.name}`}
                            onClick={() => setEditing(f)}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${f.name}`}
                            onClick={() => onDelete(f)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryStatus>
      {editing && (
        <FeeModal
          contractId={contractId}
          fee={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function FeeModal({
  contractId,
  fee,
  onClose,
}: {
  contractId: number;
  fee?: ContractFee;
  onClose: () => void;
}) {
  const save = useSaveContractFee(contractId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: fee?.name ?? '',
      amount: fee?.amount ?? '',
      item: (fee ? { id: fee.item.id, name: fee.item.name } : null) as ItemSummary | null,
    },
    validate: {
      name: (v) => (v.trim() ? null : 'Required'),
      amount: (v) =>
        /^\d+(\.\d{1,2})?$/.test(v.trim()) && !/^0+(\.0*)?$/.test(v.trim())
          ? null
          : 'Enter an amount above 0',
      item: (v) => (v ? null : 'Choose the item the fee bills as'),
    },
  });

  async function submit(v: typeof form.values) {
    setError(null);
    try {
      await save.mutateAsync({
        id: fee?.id,
        name: v.name.trim(),
        itemId: v.item?.id ?? 0,
        amount: v.amount.trim(),
      });
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError)) return setError((e as Error).message);
      // The server names fields as fees[0].name; this form edits that one fee.
      const errors: Record<string, string> = {};
      const other: string[] = [];
      for (const { field, message } of e.errors ?? []) {
        const name = field.replace(/^fees\[0\]\./, '').replace(/^itemId$/, 'item');
        if (name in form.values) errors[name] = message;
        else other.push(message);
      }
      form.setErrors(errors);
      setError([e.message, ...other].join('\n'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={fee ? 'Edit fee' : 'Add fee'}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput
            label="Fee"
            required
            data-autofocus
            placeholder="Trip charge"
            {...form.getInputProps('name')}
          />
          <ItemTypeahead
            label="Bills as item"
            placeholder="A service, labor or charge item"
            value={form.values.item}
            onChange={(item) => form.setFieldValue('item', item)}
            error={form.errors.item as string | undefined}
          />
          <TextInput
            label="Amount per visit"
            required
            inputMode="decimal"
            {...form.getInputProps('amount')}
          />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save fee
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
