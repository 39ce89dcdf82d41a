import { formatIsoDate } from '@fieldline/contracts/common/dates';
import type { Bill } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { Button, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { DocumentLines, useDocumentLines } from '../../../shared/document-lines';
import { FormError, toId, toOptions, usePatchState } from '../../../shared/forms';
import { glAccountColumn } from '../../../shared/ledger';
import {
  filledItemLines,
  type ItemLine,
  itemLineColumns,
} from '../../purchasing/components/item-line-columns';
import { useLookup } from '../../purchasing/purchasing.api';
import { SupplierSelect } from '../../suppliers/components/SupplierSelect';
import { useCreateBill, useTaxSchedules } from '../vendor-bills.api';

interface Line extends ItemLine {
  unitCost: string;
  /** Left empty, the server posts the line to the item's (or the default) expense account. */
  glAccountId: number | null;
}

const blankLine = (): Line => ({
  item: null,
  description: '',
  quantity: '1',
  unitCost: '',
  glAccountId: null,
});

const columns = [
  ...itemLineColumns<Line>({
    header: 'Unit cost',
    field: 'unitCost',
    fromItem: (item) => item.cost,
    itemWidth: 220,
  }),
  glAccountColumn<Line>({
    name: (index) => `Line ${index + 1} GL account`,
    value: (line) => line.glAccountId,
    patch: (glAccountId) => ({ glAccountId }),
    width: 280,
    picker: { excludeRoles: ['AR', 'AP'], placeholder: 'Default account' },
  }),
];

/** A new bill by hand: supplier, dates, schedule and lines; the due date defaults from the supplier's terms. */
export function NewBillModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (bill: Bill) => void;
}) {
  const offices = useLookup('offices');
  const schedules = useTaxSchedules();
  const create = useCreateBill();
  const [error, setError] = useState<string | null>(null);
  const [v, , bind] = usePatchState({
    supplierId: null as string | null,
    officeId: null as string | null,
    taxScheduleId: null as string | null,
    reference: '',
    billDate: formatIsoDate(new Date()) as string | null,
    dueDate: null as string | null,
    memo: '',
  });
  const lines = useDocumentLines(blankLine);

  async function save() {
    setError(null);
    try {
      const bill = await create.mutateAsync({
        supplierId: toId(v.supplierId) as number,
        officeId: toId(v.officeId),
        taxScheduleId: toId(v.taxScheduleId),
        reference: v.reference,
        billDate: v.billDate ?? '',
        dueDate: v.dueDate,
        memo: v.memo,
        items: filledItemLines(lines.lines, 'unitCost').map((l) => ({
          itemId: l.item?.id ?? null,
          description: l.description,
          quantity: l.quantity,
          unitCost: l.unitCost || '0',
          glAccountId: l.glAccountId,
        })),
      });
      onCreated(bill);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="New bill" size="70rem">
      <Stack>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SupplierSelect {...bind.field('supplierId')} />
          <TextInput label="Supplier reference" {...bind.text('reference')} />
          <Select label="Office" clearable data={toOptions(offices.data)} {...bind.field('officeId')} />
          <DateInputField label="Bill date" required {...bind.field('billDate')} />
          <DateInputField
            label="Due date"
            placeholder="From the supplier's terms"
            {...bind.field('dueDate')}
          />
          <Select
            label="Tax schedule"
            clearable
            data={toOptions(schedules.data)}
            {...bind.field('taxScheduleId')}
          />
        </SimpleGrid>
        <TextInput label="Memo" {...bind.text('memo')} />
        <DocumentLines label="New bill lines" columns={columns} lines={lines} onCancel={onClose}>
          <Button onClick={save} loading={create.isPending}>
            Create bill
          </Button>
        </DocumentLines>
      </Stack>
    </Modal>
  );
}
