import type { Timesheet } from '@fieldline/contracts/jobs/job-work.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useSaveTimesheet, useTimeTypes } from '../job-work.api';
import { useCache } from '../jobs.api';
import { clockOf, hoursOfClocks, instantOf } from './job-time-format';

const initial = (t?: Timesheet) => ({
  employeeId: t ? String(t.employee.id) : null,
  timeTypeId: t ? String(t.timeType.id) : null,
  workDate: t?.workDate ?? dayjs().format('YYYY-MM-DD'),
  startTime: clockOf(t?.startTime),
  endTime: clockOf(t?.endTime),
  hours: t?.hours ?? '',
  billedTime: t?.billedTime ?? '',
  description: t?.description ?? '',
  note: t?.note ?? '',
});
type Values = ReturnType<typeof initial>;

/** Add or edit one time entry: start and end give the hours, or the hours are typed. */
export function TimesheetModal({
  jobId,
  timesheet,
  onClose,
}: {
  jobId: number;
  timesheet?: Timesheet;
  onClose: () => void;
}) {
  const form = useForm<Values>({
    initialValues: initial(timesheet),
    validate: {
      employeeId: (v) => (v ? null : 'Required'),
      timeTypeId: (v) => (v ? null : 'Required'),
      workDate: (v) => (v ? null : 'Required'),
      endTime: (v, all) =>
        v && all.startTime && !hoursOfClocks(all.startTime, v) ? 'The end must be after the start.' : null,
      hours: (v, all) =>
        (all.startTime && all.endTime) || /^\d+(\.\d+)?$/.test(v.trim())
          ? null
          : 'Enter the hours, or a start and an end time.',
      billedTime: (v) => (v.trim() === '' || /^\d+(\.\d+)?$/.test(v.trim()) ? null : 'Enter a number'),
    },
  });
  const employees = useCache('employees');
  const types = useTimeTypes();
  const save = useSaveTimesheet(jobId);
  const [error, setError] = useState<string | null>(null);
  const derived = hoursOfClocks(form.values.startTime, form.values.endTime);

  async function submit(v: Values) {
    setError(null);
    const startTime = instantOf(v.workDate, v.startTime);
    const endTime = instantOf(v.workDate, v.endTime);
    const body = {
      employeeId: Number(v.employeeId),
      timeTypeId: Number(v.timeTypeId),
      workDate: v.workDate,
      startTime,
      endTime,
      ...(startTime && endTime ? {} : { hours: v.hours.trim() }),
      ...(v.billedTime.trim() !== '' ? { billedTime: v.billedTime.trim() } : {}),
      description: v.description,
      note: v.note,
    };
    try {
      await save.mutateAsync({
        id: timesheet?.id,
        body: timesheet ? { ...body, version: timesheet.version } : body,
      });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={timesheet ? 'Edit time' : 'Add time'} size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <SimpleGrid cols={2}>
            <Select
              label="Employee"
              required
              searchable
              data={(employees.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
              {...form.getInputProps('employeeId')}
            />
            <Select
              label="Time type"
              required
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              {...form.getInputProps('timeTypeId')}
            />
            <DateInputField
              label="Work date"
              required
              value={form.values.workDate}
              onChange={(v) => form.setFieldValue('workDate', v ?? '')}
              error={form.errors.workDate}
            />
            <div />
            <TimeInput label="Start time" {...form.getInputProps('startTime')} />
            <TimeInput label="End time" {...form.getInputProps('endTime')} />
            <TextInput
              label="Hours"
              inputMode="decimal"
              disabled={Boolean(form.values.startTime && form.values.endTime)}
              {...form.getInputProps('hours')}
              value={derived ?? form.values.hours}
            />
            <TextInput
              label="Billed time"
              inputMode="decimal"
              placeholder="Defaults to the hours when billable"
              {...form.getInputProps('billedTime')}
            />
          </SimpleGrid>
          {derived && (
            <Text size="sm" c="dimmed">
              Hours come from the start and end time.
            </Text>
          )}
          <TextInput label="Description" {...form.getInputProps('description')} />
          <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
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
