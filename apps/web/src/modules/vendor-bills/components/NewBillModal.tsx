import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { toDecimal } from '@fieldline/contracts/common/money';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import type { Bill } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { ActionIcon, Button, Group, Modal, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { FormError } from '../../../shared/forms';
import { ItemPicker } from '../../purchasing/components/ItemPicker';
import { useLookup } from '../../purchasing/purchasing.api';
import { useSupplierList } from '../../suppliers/suppliers.api';
import { useCreateBill, useTaxSchedules } from '../vendor-bills.api';

interface Line {
  key: number;
  item: ItemSummary | null;
  description: string;
  quantity: string;
  unitCost: string;
}

const opt = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
const num = (v: string | null) => (v ? Number(v) : null);
let nextKey = 1;
const blankLine = (): Line => ({ key: nextKey++, item: null, description: '', quantity: '1', unitCost: '' });

/** A new bill by hand: supplier, dates, schedule and lines; the due date defaults from the supplier's terms. */
export function NewBillModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (bill: Bill) => void;
}) {
  const suppliers = useSupplierList(true);
  const offices = useLookup('offices');
  const schedules = useTaxSchedules();
  const create = useCreateBill();
  const [error, setError] = useState<string | null>(null);
  const [v, setV] = useState({
    supplierId: null as string | null,
    officeId: null as string | null,
    taxScheduleId: null as string | null,
    reference: '',
    billDate: formatIsoDate(new Date()) as string | null,
    dueDate: null as string | null,
    memo: '',
  });
  const [lines, setLines] = useState<Line[]>([blankLine()]);
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  async function save() {
    setError(null);
    try {
      const bill = await create.mutateAsync({
        supplierId: num(v.supplierId) as number,
        officeId: num(v.officeId),
        taxScheduleId: num(v.taxScheduleId),
        reference: v.reference,
        billDate: v.billDate ?? '',
        dueDate: v.dueDate,
        memo: v.memo,
        items: lines
          .filter((l) => l.item || l.description.trim() || l.unitCost.trim())
          .map((l) => ({
            itemId: l.item?.id ?? null,
            description: l.description,
            quantity: l.quantity,
            unitCost: l.unitCost || '0',
          })),
      });
      onCreated(bill);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="New bill" size="xl">
      <Stack>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Supplier"
            required
            searchable
            data={opt(suppliers.data)}
            value={v.supplierId}
            onChange={(x) => set({ supplierId: x })}
          />
          <TextInput
            label="Supplier reference"
            value={v.reference}
            onChange={(e) => set({ reference: e.currentTarget.value })}
          />
          <Select
            label="Office"
            clearable
            data={opt(offices.data)}
            value={v.officeId}
            onChange={(x) => set({ officeId: x })}
          />
          <DateInputField
            label="Bill date"
            required
            value={v.billDate}
            onChange={(x) => set({ billDate: x })}
          />
          <DateInputField
            label="Due date"
            placeholder="From the supplier's terms"
            value={v.dueDate}
            onChange={(x) => set({ dueDate: x })}
          />
          <Select
            label="Tax schedule"
            clearable
            data={opt(schedules.data)}
            value={v.taxScheduleId}
            onChange={(x) => set({ taxScheduleId: x })}
          />
        </SimpleGrid>
        <TextInput label="Memo" value={v.memo} onChange={(e) => set({ memo: e.currentTarget.value })} />
        <Table aria-label="New bill lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={260}>Item</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={90}>Quantity</Table.Th>
              <Table.Th w={110}>Unit cost</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={l.key}>
                <Table.Td>
                  <ItemPicker
                    label=""
                    value={l.item}
                    onChange={(item) =>
                      setLine(l.key, {
                        item,
                        description: l.description || item?.name || '',
                        unitCost: l.unitCost || (item ? toDecimal(item.cost).toFixed() : ''),
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Line ${i + 1} description`}
                    value={l.description}
                    onChange={(e) => setLine(l.key, { description: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Line ${i + 1} quantity`}
                    value={l.quantity}
                    onChange={(e) => setLine(l.key, { quantity: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Line ${i + 1} unit cost`}
                    value={l.unitCost}
                    onChange={(e) => setLine(l.key, { unitCost: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((ls) => [...ls, blankLine()])}
          >
            Add line
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save} loading={create.isPending}>
              Create bill
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
