import {
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  type PayFrequency,
} from '@fieldline/contracts/payroll/payroll.contract';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateCalendar } from '../payroll.api';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const initial = {
  name: '',
  frequency: 'biweekly' as PayFrequency,
  startDate: null as string | null,
  periods: 26,
  weekStartsOn: '0',
  payDelayDays: 5,
};

/** A payroll calendar: its frequency, first period and how many periods to generate. */
export function NewCalendarModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm({ initialValues: initial });
  const create = useCreateCalendar();
  const [error, setError] = useState<string | null>(null);

  async function save(v: typeof initial) {
    setError(null);
    try {
      const out = await create.mutateAsync({
        name: v.name,
        frequency: v.frequency,
        startDate: v.startDate ?? undefined,
        periods: Number(v.periods),
        weekStartsOn: Number(v.weekStartsOn),
        payDelayDays: Number(v.payDelayDays),
      });
      notifications.show({
        color: 'teal',
        message: `${out.calendar.name}: ${out.periods.length} pay periods created.`,
      });
      form.reset();
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="New payroll calendar">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <Select
              label="Pay frequency"
              required
              allowDeselect={false}
              data={PAY_FREQUENCIES.map((f) => ({ value: f, label: PAY_FREQUENCY_LABELS[f] }))}
              {...form.getInputProps('frequency')}
            />
            <DateInputField
              label="First period starts"
              required
              value={form.values.startDate}
              onChange={(v) => form.setFieldValue('startDate', v)}
              error={form.errors.startDate}
            />
            <NumberInput label="Periods to create" min={1} max={120} {...form.getInputProps('periods')} />
            <NumberInput
              label="Pay date, days after the period"
              min={0}
              max={31}
              {...form.getInputProps('payDelayDays')}
            />
          </SimpleGrid>
          <Select
            label="Overtime workweek starts on"
            allowDeselect={false}
            data={WEEKDAYS.map((d, i) => ({ value: String(i), label: d }))}
            {...form.getInputProps('weekStartsOn')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
