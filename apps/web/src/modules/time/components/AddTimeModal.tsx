import type { CreateTimeEntryBody } from '@fieldline/contracts/time/time.contract';
import { Button, CloseButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError, toOptions } from '../../../shared/forms';
import { JobSearch } from '../../../shared/jobs/JobSearch';
import { useAddTime, useNonBillableTypes, useTimeTypes } from '../time.api';

interface Values {
  workDate: string | null;
  timeTypeId: string | null;
  nonBillableTypeId: string | null;
  hours: string;
  description: string;
}

/** The signed-in user's own time: a date, hours, a time type and a job (optional) or a kind of non-job time. */
export function AddTimeModal({
  opened,
  onClose,
  date,
}: {
  opened: boolean;
  onClose: () => void;
  date: string;
}) {
  const types = useTimeTypes();
  const nonBillable = useNonBillableTypes();
  const add = useAddTime();
  const [job, setJob] = useState<{ id: number; label: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { workDate: date, timeTypeId: null, nonBillableTypeId: null, hours: '', description: '' },
  });
  const regular = types.data?.find((t) => t.name === 'Regular');
  const close = () => {
    form.reset();
    setJob(null);
    setError(null);
    onClose();
  };
  const submit = form.onSubmit(async (v) => {
    setError(null);
    const body: CreateTimeEntryBody = {
      workDate: v.workDate ?? '',
      timeTypeId: Number(v.timeTypeId ?? regular?.id ?? 0),
      hours: v.hours.trim(),
      description: v.description,
      jobId: job?.id ?? null,
      nonBillableTypeId: job ? null : v.nonBillableTypeId ? Number(v.nonBillableTypeId) : null,
    };
    try {
      await add.mutateAsync(body);
      close();
    } catch (err) {
      setError(applyServerErrors(form, err));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add time" size="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <DateInputField
              label="Date"
              required
              value={form.values.workDate}
              onChange={(v) => form.setFieldValue('workDate', v)}
              error={form.errors.workDate}
            />
            <TextInput label="Hours" required placeholder="8" {...form.getInputProps('hours')} />
          </Group>
          <Select
            label="Time type"
            data={toOptions(types.data)}
            value={form.values.timeTypeId ?? (regular ? String(regular.id) : null)}
            onChange={(v) => form.setFieldValue('timeTypeId', v)}
            error={form.errors.timeTypeId}
          />
          {job ? (
            <Group gap="xs">
              <Text fz="sm">
                Job: <strong>{job.label}</strong>
              </Text>
              <CloseButton aria-label="Remove the job" size="sm" onClick={() => setJob(null)} />
            </Group>
          ) : (
            <>
              <JobSearch
                label="Job (optional)"
                onSelect={(j) => setJob({ id: j.id, label: `${j.jobNumber} ${j.name ?? ''}`.trim() })}
              />
              <Select
                label="Kind of non-job time"
                placeholder="Office or shop work"
                clearable
                data={toOptions(nonBillable.data)}
                {...form.getInputProps('nonBillableTypeId')}
              />
            </>
          )}
          <TextInput label="Description" maxLength={500} {...form.getInputProps('description')} />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Save time
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
