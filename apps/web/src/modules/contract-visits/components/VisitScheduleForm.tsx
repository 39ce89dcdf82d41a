import {
  VISIT_FREQUENCIES,
  VISIT_FREQUENCY_LABELS,
  type VisitSchedule,
} from '@fieldline/contracts/contract-visits/contract-visits.contract';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormError } from '../../../shared/forms';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useEquipmentList } from '../../equipment/equipment.api';
import { useJobTypes } from '../../jobs/job-types.api';
import { useSaveVisitSchedule } from '../contract-visits.api';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKS = ['1st', '2nd', '3rd', '4th', 'Last'];

interface Values {
  frequency: string;
  months: string[];
  rule: string;
  dayKind: 'start' | 'day' | 'weekday';
  dayOfMonth: number | string;
  nthWeek: string;
  weekday: string;
  windowStart: string;
  windowEnd: string;
  jobTypeId: string;
  description: string;
  horizonDays: number | string;
  equipmentIds: string[];
}

function valuesOf(s: VisitSchedule | null): Values {
  return {
    frequency: s?.frequency ?? 'Quarterly',
    months: (s?.months ?? []).map(String),
    rule: s?.rule ?? '',
    dayKind: s?.nthWeek ? 'weekday' : s?.dayOfMonth ? 'day' : 'start',
    dayOfMonth: s?.dayOfMonth ?? 1,
    nthWeek: String(s?.nthWeek ?? 1),
    weekday: String(s?.weekday ?? 1),
    windowStart: s?.windowStart ?? '08:00',
    windowEnd: s?.windowEnd ?? '10:00',
    jobTypeId: s ? String(s.jobType.id) : '',
    description: s?.description ?? '',
    horizonDays: s?.horizonDays ?? 30,
    equipmentIds: (s?.equipment ?? []).map((e) => String(e.id)),
  };
}

/** The contract's visit schedule: frequency, day, preferred window, job type, covered equipment. */
export function VisitScheduleForm(props: {
  contractId: number;
  customerId?: number;
  schedule: VisitSchedule | null;
}) {
  const { contractId, customerId, schedule } = props;
  const form = useForm<Values>({ initialValues: valuesOf(schedule) });
  const save = useSaveVisitSchedule(contractId);
  const jobTypes = useJobTypes();
  const equipment = useEquipmentList({ customerId });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another schedule version arrives
  useEffect(() => form.setValues(valuesOf(schedule)), [schedule?.version]);
  const v = form.values;

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({
        frequency: values.frequency as VisitSchedule['frequency'],
        months: values.frequency === 'Months' ? values.months.map(Number) : [],
        rule: values.frequency === 'Rule' ? values.rule : null,
        dayOfMonth: values.dayKind === 'day' ? Number(values.dayOfMonth) : null,
        nthWeek: values.dayKind === 'weekday' ? Number(values.nthWeek) : null,
        weekday: values.dayKind === 'weekday' ? Number(values.weekday) : null,
        windowStart: values.windowStart,
        windowEnd: values.windowEnd,
        jobTypeId: Number(values.jobTypeId),
        description: values.description,
        horizonDays: Number(values.horizonDays),
        equipmentIds: values.equipmentIds.map(Number),
        items: schedule?.items.map((i) => ({ itemId: i.itemId, quantity: i.quantity })) ?? [],
        version: schedule?.version,
      });
    } catch (e) {
      form.setFieldError('_', applyServerErrors(form, e));
    }
  });

  return (
    <form onSubmit={submit} aria-label="Visit schedule">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Frequency"
            data={VISIT_FREQUENCIES.map((f) => ({ value: f, label: VISIT_FREQUENCY_LABELS[f] }))}
            allowDeselect={false}
            {...form.getInputProps('frequency')}
          />
          <Select
            label="Visit day"
            data={[
              { value: 'start', label: "The contract start's day" },
              { value: 'day', label: 'Day of the month' },
              { value: 'weekday', label: 'A weekday of the month' },
            ]}
            allowDeselect={false}
            disabled={v.frequency === 'Rule'}
            {...form.getInputProps('dayKind')}
          />
          {v.dayKind === 'day' && v.frequency !== 'Rule' && (
            <NumberInput label="Day of the month" min={1} max={31} {...form.getInputProps('dayOfMonth')} />
          )}
          {v.dayKind === 'weekday' && v.frequency !== 'Rule' && (
            <Group grow gap="xs">
              <Select
                label="Week"
                data={WEEKS.map((w, i) => ({ value: String(i + 1), label: w }))}
                {...form.getInputProps('nthWeek')}
              />
              <Select
                label="Weekday"
                data={WEEKDAYS.map((w, i) => ({ value: String(i), label: w }))}
                {...form.getInputProps('weekday')}
              />
            </Group>
          )}
        </SimpleGrid>
        {v.frequency === 'Months' && (
          <MultiSelect
            label="Months"
            data={MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
            {...form.getInputProps('months')}
          />
        )}
        {v.frequency === 'Rule' && (
          <TextInput
            label="Recurrence rule"
            placeholder="FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15"
            {...form.getInputProps('rule')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <TextInput label="Window from" type="time" {...form.getInputProps('windowStart')} />
          <TextInput label="Window to" type="time" {...form.getInputProps('windowEnd')} />
          <Select
            label="Job type"
            searchable
            data={(jobTypes.data ?? [])
              .filter((t) => t.isActive)
              .map((t) => ({ value: String(t.id), label: t.name }))}
            {...form.getInputProps('jobTypeId')}
          />
          <NumberInput
            label="Make jobs this many days ahead"
            min={0}
            max={730}
            {...form.getInputProps('horizonDays')}
          />
        </SimpleGrid>
        {customerId !== undefined && (
          <MultiSelect
            label="Equipment covered"
            searchable
            data={(equipment.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            {...form.getInputProps('equipmentIds')}
          />
        )}
        <Textarea label="Visit description" autosize minRows={2} {...form.getInputProps('description')} />
        <FormError message={form.errors._ as string | undefined} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
