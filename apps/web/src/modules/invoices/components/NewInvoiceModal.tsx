import { ApiError } from '@fieldline/client';
import { formatIsoDate } from '@fieldline/contracts/common/dates';
import type { InvoiceDetail } from '@fieldline/contracts/invoices/invoices.contract';
import { TAX_WARNINGS } from '@fieldline/contracts/taxes/taxes.contract';
import { Button, Checkbox, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { type CustomerOption, CustomerSelect } from '../../../shared/contacts-manager/CustomerSelect';
import { DateInputField } from '../../../shared/dates/DateInputField';
import {
  DocumentLines,
  type LineColumn,
  lineFieldErrors,
  useDocumentLines,
} from '../../../shared/document-lines';
import { FormError, toOptions, usePatchState } from '../../../shared/forms';
import { DocumentWarnings } from '../../../shared/ui';
import {
  filledItemLines,
  type ItemLine,
  itemLineColumns,
} from '../../purchasing/components/item-line-columns';
import { useCreateInvoice, useTaxScheduleOptions } from '../invoices.api';

interface Line extends ItemLine {
  unitPrice: string;
  isTaxable: boolean;
}

const blankLine = (): Line => ({
  item: null,
  description: '',
  quantity: '1',
  unitPrice: '',
  isTaxable: true,
});

const columns: LineColumn<Line>[] = [
  ...itemLineColumns<Line>({
    header: 'Unit price',
    field: 'unitPrice',
    fromItem: (item) => item.price,
    itemWidth: 240,
  }),
  {
    header: 'Taxable',
    width: 70,
    cell: (l, { index, set }) => (
      <Checkbox
        aria-label={`Line ${index + 1} taxable`}
        checked={l.isTaxable}
        onChange={(e) => set({ isTaxable: e.currentTarget.checked })}
      />
    ),
  },
];

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
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [v, , bind] = usePatchState({
    invoiceDate: formatIsoDate(new Date()) as string | null,
    dueDate: null as string | null,
    poNumber: '',
    taxScheduleId: null as string | null,
    notes: '',
  });
  const lines = useDocumentLines(blankLine);

  async function save() {
    setError(null);
    setLineErrors({});
    if (!customer) return setError('Choose a customer.');
    const sent = filledItemLines(lines.lines, 'unitPrice');
    try {
      const invoice = await create.mutateAsync({
        customerId: customer.id,
        invoiceDate: v.invoiceDate ?? '',
        dueDate: v.dueDate ?? undefined,
        poNumber: v.poNumber,
        notes: v.notes,
        taxScheduleId: v.taxScheduleId ? Number(v.taxScheduleId) : null,
        lines: sent.map((l) => ({
          itemId: l.item?.id ?? null,
          description: l.description,
          quantity: l.quantity,
          unitPrice: l.unitPrice || '0',
          isTaxable: l.isTaxable,
        })),
      });
      onCreated(invoice);
    } catch (e) {
      // Out-of-range or over-precise amounts are shown next to their inputs, as the server words them.
      if (e instanceof ApiError)
        setLineErrors(
          lineFieldErrors(
            e.errors,
            sent.map((l) => l.key),
          ),
        );
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="New invoice" size="xl">
      <Stack>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <CustomerSelect value={customer} onChange={setCustomer} required />
          <DateInputField label="Invoice date" required {...bind.field('invoiceDate')} />
          <DateInputField
            label="Due date"
            placeholder="30 days after the invoice date"
            {...bind.field('dueDate')}
          />
          <TextInput label="PO number" {...bind.text('poNumber')} />
          <Select
            label="Tax schedule"
            clearable
            data={toOptions(schedules.data)}
            {...bind.field('taxScheduleId')}
          />
          <TextInput label="Notes" {...bind.text('notes')} />
        </SimpleGrid>
        {!v.taxScheduleId && (
          <DocumentWarnings
            warnings={[{ code: TAX_WARNINGS.NO_TAX_SCHEDULE, message: TAX_WARNINGS.noScheduleChosen }]}
          />
        )}
        <DocumentLines
          label="New invoice lines"
          columns={columns}
          lines={lines}
          errors={lineErrors}
          onCancel={onClose}
        >
          <Button onClick={save} loading={create.isPending}>
            Create invoice
          </Button>
        </DocumentLines>
      </Stack>
    </Modal>
  );
}
