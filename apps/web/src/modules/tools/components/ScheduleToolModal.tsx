import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError, toId, toOptions } from '../../../shared/forms';
import { DateTimeFields } from '../../jobs/components/DateTimeFields';
import { toInstant, toPickerValue } from '../../jobs/components/job-format';
import { useCache } from '../../jobs/jobs.api';
import { useAvailableTools, useCreateSchedule } from '../tools.api';

interface Props {
  job: {
    id: number;
    scheduledStart: string | null;
    scheduledEnd: string | null;
    assignedResourceId: number | null;
  };
  onClose: () => void;
}

/** Reserve a tool for the job: the tools with units free over the job's dates are offered. */
export function ScheduleToolModal({ job, onClose }: Props) {
  const available = useAvailableTools(job.id, true);
  const technicians = useCache('technicians');
  const create = useCreateSchedule();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      toolId: null as string | null,
      technicianId: job.assignedResourceId ? String(job.assignedResourceId) : (null as string | null),
      quantity: 1,
      startTime: toPickerValue(job.scheduledStart),
      endTime: toPickerValue(job.scheduledEnd),
      notes: '',
    },
    validate: {
      toolId: (v) => (v ? null : 'Choose a tool.'),
      startTime: (v) => (v ? null : 'Required'),
      endTime: (v, all) =>
        !v ? 'Required' : all.startTime && v <= all.startTime ? 'The end must be after the start.' : null,
    },
  });
  const options = (available.data ?? []).map((t) => ({
    value: String(t.toolId),
    label: `${t.toolNumber} ${t.toolName} (${t.availableQuantity} free)`,
  }));

  async function save(v: typeof form.values) {
    setError(null);
    try {
      await create.mutateAsync({
        toolId: toId(v.toolId) as number,
        jobId: job.id,
        technicianId: toId(v.technicianId),
        quantity: v.quantity,
        startTime: toInstant(v.startTime) as string,
        endTime: toInstant(v.endTime) as string,
        notes: v.notes,
      });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Schedule a tool for this job" size="lg">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <Select
            label="Tool"
            required
            searchable
            data={options}
            nothingFoundMessage="No tool is free over the job's dates."
            data-autofocus
            {...form.getInputProps('toolId')}
          />
          <SimpleGrid cols={2}>
            <Select
              label="Technician"
              clearable
              searchable
              data={toOptions(technicians.data)}
              {...form.getInputProps('technicianId')}
            />
            <NumberInput
              label="Quantity"
              min={1}
              max={10000}
              allowDecimal={false}
              {...form.getInputProps('quantity')}
            />
          </SimpleGrid>
          <DateTimeFields
            label="From"
            required
            value={form.values.startTime}
            onChange={(v) => form.setFieldValue('startTime', v)}
            error={form.errors.startTime}
          />
          <DateTimeFields
            label="To"
            required
            value={form.values.endTime}
            onChange={(v) => form.setFieldValue('endTime', v)}
            error={form.errors.endTime}
          />
          <Textarea label="Notes" autosize minRows={2} maxLength={500} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
