import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { toDecimal } from '@fieldline/contracts/common/money';
import type { InvoiceDetail } from '@fieldline/contracts/invoices/invoices.contract';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { type CustomerOption, CustomerSelect } from '../../../shared/contacts-manager/CustomerSelect';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { FormError } from '../../../shared/forms';
import { ItemPicker } from '../../purchasing/components/ItemPicker';
import { useCreateInvoice, useTaxScheduleOptions } from '../invoices.api';

interface Line {
  key: number;
  item: ItemSummary | null;
  description: string;
  quantity: string;
  unitPrice: string;
  isTaxable: boolean;
}

let nextKey = 1;
const blankLine = (): Line => ({
  key: nextKey++,
  item: null,
  description: '',
  quantity: '1',
  unitPrice: '',
  isTaxable: true,
});

/** Invoicing by hand: a customer, dates, PO, tax schedule and lines (the due date defaults to 30 days). */
export function NewInvoiceModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (invoice: InvoiceDetail) => void;
}) {
  const schedules = useTaxScheduleOptions();
  const create = useCreateInvoice();
  const [error, setError] = useState<string | null>(null);
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [v, setV] = useState({
    invoiceDate: formatIsoDate(new Date()) as string | null,
    dueDate: null as string | null,
    poNumber: '',
    taxScheduleId: null as string | null,
    notes: '',
  });
  const [lines, setLines] = useState<Line[]>([blankLine()]);
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  async function save() {
    setError(null);
    if (!customer) return setError('Choose a customer.');
    try {
      const invoice = await create.mutateAsync({
        customerId: customer.id,
        invoiceDate: v.invoiceDate ?? '',
        dueDate: v.dueDate ?? undefined,
        poNumber: v.poNumber,
        notes: v.notes,
        taxScheduleId: v.taxScheduleId ? Number(v.taxScheduleId) : null,
        lines: lines
          .filter((l) => l.item || l.description.trim() || l.unitPrice.trim())
          .map((l) => ({
            itemId: l.item?.id ?? null,
            description: l.description,
            quantity: l.quantity,
            unitPrice: l.unitPrice || '0',
            isTaxable: l.isTaxable,
          })),
      });
      onCreated(invoice);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="New invoice" size="xl">
      <Stack>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <CustomerSelect value={customer} onChange={setCustomer} required />
          <DateInputField
            label="Invoice date"
            required
            value={v.invoiceDate}
            onChange={(x) => set({ invoiceDate: x })}
          />
          <DateInputField
            label="Due date"
            placeholder="30 days after the invoice date"
            value={v.dueDate}
            onChange={(x) => set({ dueDate: x })}
          />
          <TextInput
            label="PO number"
            value={v.poNumber}
            onChange={(e) => set({ poNumber: e.currentTarget.value })}
          />
          <Select
            label="Tax schedule"
            clearable
            data={(schedules.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={v.taxScheduleId}
            onChange={(x) => set({ taxScheduleId: x })}
          />
          <TextInput label="Notes" value={v.notes} onChange={(e) => set({ notes: e.currentTarget.value })} />
        </SimpleGrid>
        <Table aria-label="New invoice lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={240}>Item</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={90}>Quantity</Table.Th>
              <Table.Th w={110}>Unit price</Table.Th>
              <Table.Th w={70}>Taxable</Table.Th>
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
                        unitPrice: l.unitPrice || (item ? toDecimal(item.price).toFixed() : ''),
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
                    aria-label={`Line ${i + 1} unit price`}
                    value={l.unitPrice}
                    onChange={(e) => setLine(l.key, { unitPrice: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Line ${i + 1} taxable`}
                    checked={l.isTaxable}
                    onChange={(e) => setLine(l.key, { isTaxable: e.currentTarget.checked })}
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
              Create invoice
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
