import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import type { Expense } from '@fieldline/contracts/jobs/job-work.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { ItemTypeahead } from '../../../shared/items';
import { useJobEquipment, useSaveExpense } from '../job-work.api';

const initial = (x?: Expense) => ({
  description: x?.description ?? '',
  amount: x?.amount ?? '',
  enteredOn: x?.enteredOn ?? dayjs().format('YYYY-MM-DD'),
  vendor: x?.vendor ?? '',
  equipmentId: x?.equipment ? String(x.equipment.id) : null,
  // The typeahead shows code and name; an expense carries just those of its item.
  expenseItem: (x?.expenseItem ?? null) as ItemSummary | null,
});
type Values = ReturnType<typeof initial>;

/** Add or edit one expense of the job. */
export function ExpenseModal({
  jobId,
  expense,
  onClose,
}: {
  jobId: number;
  expense?: Expense;
  onClose: () => void;
}) {
  const form = useForm<Values>({
    initialValues: initial(expense),
    validate: {
      description: (v) => (v.trim() ? null : 'Required'),
      amount: (v) => (/^\d+(\.\d+)?$/.test(v.trim()) ? null : 'Enter an amount'),
      enteredOn: (v) => (v ? null : 'Required'),
    },
  });
  const equipment = useJobEquipment(jobId);
  const save = useSaveExpense(jobId);
  const [error, setError] = useState<string | null>(null);

  async function submit(v: Values) {
    setError(null);
    const body = {
      description: v.description,
      amount: v.amount.trim(),
      enteredOn: v.enteredOn,
      vendor: v.vendor,
      equipmentId: v.equipmentId ? Number(v.equipmentId) : null,
      expenseItemId: v.expenseItem?.id ?? null,
    };
    try {
      await save.mutateAsync({ id: expense?.id, body });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={expense ? 'Edit expense' : 'Add expense'} size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput label="Description" required data-autofocus {...form.getInputProps('description')} />
          <SimpleGrid cols={2}>
            <TextInput label="Amount" required inputMode="decimal" {...form.getInputProps('amount')} />
            <DateInputField
              label="Entered on"
              required
              value={form.values.enteredOn}
              onChange={(v) => form.setFieldValue('enteredOn', v ?? '')}
              error={form.errors.enteredOn}
            />
            <TextInput label="Vendor" {...form.getInputProps('vendor')} />
            <Select
              label="Equipment"
              clearable
              placeholder="None"
              data={(equipment.data ?? []).map((e) => ({
                value: String(e.id),
                label: e.serialNumber ? `${e.name} (${e.serialNumber})` : e.name,
              }))}
              {...form.getInputProps('equipmentId')}
            />
          </SimpleGrid>
          <ItemTypeahead
            label="Expense item"
            value={form.values.expenseItem}
            onChange={(item) => form.setFieldValue('expenseItem', item)}
            error={form.errors.expenseItemId as string | undefined}
          />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
