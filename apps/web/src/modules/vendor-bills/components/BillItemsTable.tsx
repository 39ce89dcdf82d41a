import type { Bill, BillItem } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { ActionIcon, Group, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { GlAccountSelect, useChartOfAccounts } from '../../../shared/ledger';
import { EmptyRow } from '../../../shared/ui';
import { useUpdateBillItem } from '../vendor-bills.api';
import { money, qty, unitPrice } from './bill-format';

interface Draft {
  description: string;
  quantity: string;
  unitCost: string;
  glAccountId: number | null;
}

type TextField = Exclude<keyof Draft, 'glAccountId'>;

/** The bill's lines with their GL accounts; while the bill is Pending Approval each can be edited in place. */
export function BillItemsTable({ bill, editable }: { bill: Bill; editable: boolean }) {
  const update = useUpdateBillItem(bill.id);
  const chart = useChartOfAccounts();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>({
    description: '',
    quantity: '',
    unitCost: '',
    glAccountId: null,
  });
  const accountOf = (id: number | null) => (id == null ? undefined : chart.data?.byId.get(id));

  function start(line: BillItem) {
    setEditing(line.id);
    setDraft({
      description: line.description,
      quantity: qty(line.quantity),
      unitCost: qty(line.unitCost),
      glAccountId: line.glAccountId,
    });
  }
  const editedAccount = accountOf(draft.glAccountId);
  function save(line: BillItem) {
    update.mutate(
      { itemId: line.id, ...draft },
      { onSuccess: () => setEditing(null), onError: (e) => showErrorNotification(errorMessage(e)) },
    );
  }
  const field = (key: TextField, label: string, w?: number) => (
    <TextInput
      size="xs"
      aria-label={label}
      w={w}
      value={draft[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [key]: value }));
      }}
    />
  );

  return (
    <Table striped aria-label="Bill items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>GL account</Table.Th>
          <Table.Th ta="right">Quantity</Table.Th>
          <Table.Th ta="right">Unit cost</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          {editable && <Table.Th w={80} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bill.items.length === 0 && <EmptyRow colSpan={editable ? 7 : 6} message="This bill has no lines." />}
        {bill.items.map((line) =>
          editing === line.id ? (
            <Table.Tr key={line.id}>
              <Table.Td>{line.item?.itemCode ?? '—'}</Table.Td>
              <Table.Td>{field('description', 'Description')}</Table.Td>
              <Table.Td miw={200}>
                <GlAccountSelect
                  aria-label="GL account"
                  value={draft.glAccountId}
                  onChange={(glAccountId) => setDraft((d) => ({ ...d, glAccountId }))}
                  excludeRoles={['AR', 'AP']}
                  clearable={false}
                  initialAccount={editedAccount && { ...editedAccount, id: editedAccount.accountId }}
                />
              </Table.Td>
              <Table.Td ta="right">{field('quantity', 'Quantity', 90)}</Table.Td>
              <Table.Td ta="right">{field('unitCost', 'Unit cost', 100)}</Table.Td>
              <Table.Td ta="right">{money(line.amount)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label="Save line"
                    loading={update.isPending}
                    onClick={() => save(line)}
                  >
                    <IconCheck size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label="Cancel"
                    onClick={() => setEditing(null)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text fz="sm" ff="monospace">
                  {line.item?.itemCode ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td>{accountLabel(accountOf(line.glAccountId))}</Table.Td>
              <Table.Td ta="right">{qty(line.quantity)}</Table.Td>
              <Table.Td ta="right">{unitPrice(line.unitCost)}</Table.Td>
              <Table.Td ta="right">{money(line.amount)}</Table.Td>
              {editable && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${line.description}`}
                    onClick={() => start(line)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Td colSpan={5} ta="right">
            Subtotal
          </Table.Td>
          <Table.Td ta="right">{money(bill.subTotal)}</Table.Td>
          {editable && <Table.Td />}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

const accountLabel = (a: { code: string; name: string } | undefined) => (a ? `${a.code} · ${a.name}` : '—');
