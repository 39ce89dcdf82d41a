import { PAID_BY, PAID_BY_LABELS, type PaidBy } from '@fieldline/contracts/expenses/expenses.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError, toId } from '../../../shared/forms';
import { useCreateExpense, useEmployeeCards, useExpenseAccounts, usePeople } from '../expenses.api';
import { JobField, type PickedJob } from './JobField';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The office picks whose expense it is; a technician records his own (null: no picker). */
  pickEmployee: boolean;
  myEmployeeId: number | null;
}

const today = () => new Date().toISOString().slice(0, 10);
const initial = () => ({
  employeeId: null as string | null,
  enteredOn: today() as string | null,
  description: '',
  amount: '',
  vendor: '',
  accountId: null as string | null,
  paidBy: 'employee' as PaidBy,
  creditCardId: null as string | null,
});

/** A new expense: who, when, what, how much, the account it is charged to and how it was paid. */
export function AddExpenseModal({ opened, onClose, pickEmployee, myEmployeeId }: Props) {
  const form = useForm({ initialValues: initial() });
  const create = useCreateExpense();
  const people = usePeople();
  const accounts = useExpenseAccounts();
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<PickedJob | null>(null);
  const employeeId = pickEmployee ? toId(form.values.employeeId) : myEmployeeId;
  const cards = useEmployeeCards(form.values.paidBy === 'companyCard' ? employeeId : null);

  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    try {
      await create.mutateAsync({
        ...(pickEmployee && v.employeeId ? { employeeId: Number(v.employeeId) } : {}),
        enteredOn: v.enteredOn ?? undefined,
        description: v.description,
        amount: v.amount,
        vendor: v.vendor,
        accountId: toId(v.accountId),
        paidBy: v.paidBy,
        creditCardId: v.paidBy === 'companyCard' ? toId(v.creditCardId) : null,
        jobId: job?.id ?? null,
      });
      form.setValues(initial());
      setJob(null);
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Add expense" size="lg">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          {pickEmployee && (
            <Select
              label="Employee"
              required
              searchable
              data={(people.data ?? []).map((p) => ({
                value: String(p.employeeId),
                label: `${p.name} (${p.number})`,
              }))}
              {...form.getInputProps('employeeId')}
            />
          )}
          <SimpleGrid cols={2}>
            <DateInputField
              label="Date"
              required
              value={form.values.enteredOn}
              onChange={(v) => form.setFieldValue('enteredOn', v)}
              error={form.errors.enteredOn}
            />
            <TextInput label="Amount" required inputMode="decimal" {...form.getInputProps('amount')} />
          </SimpleGrid>
          <TextInput label="Description" required data-autofocus {...form.getInputProps('description')} />
          <TextInput label="Vendor" {...form.getInputProps('vendor')} />
          <JobField value={job} onChange={setJob} />
          <Select
            label="Expense account"
            description="Empty: Job Expenses when on a job, else Miscellaneous Expense"
            clearable
            searchable
            data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: `${a.code} ${a.name}` }))}
            {...form.getInputProps('accountId')}
          />
          <SimpleGrid cols={2}>
            <Select
              label="Paid by"
              allowDeselect={false}
              data={PAID_BY.map((p) => ({ value: p, label: PAID_BY_LABELS[p] }))}
              {...form.getInputProps('paidBy')}
            />
            {form.values.paidBy === 'companyCard' && (
              <Select
                label="Company card"
                required
                data={(cards.data ?? [])
                  .filter((c) => c.isActive)
                  .map((c) => ({ value: String(c.id), label: `${c.cardName} ····${c.lastFour}` }))}
                {...form.getInputProps('creditCardId')}
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add expense
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
