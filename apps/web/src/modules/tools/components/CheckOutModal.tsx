import type { JobRow } from '@fieldline/contracts/jobs/jobs.contract';
import { Button, CloseButton, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError, toId, toOptions } from '../../../shared/forms';
import { JobSearch } from '../../../shared/jobs/JobSearch';
import { DateTimeFields } from '../../jobs/components/DateTimeFields';
import { toInstant } from '../../jobs/components/job-format';
import { useCache } from '../../jobs/jobs.api';
import { useCheckOut } from '../tools.api';

export interface CheckOutTarget {
  id: number;
  name: string;
  quantity: number;
  checkedOutQuantity: number;
}

interface Props {
  tool: CheckOutTarget;
  /** The job the tool goes out against, when opened from the job page. */
  job?: { id: number; jobNumber: string; name: string };
  onClose: () => void;
}

/** Check a tool out to a technician, against a job (or for general use). */
export function CheckOutModal({ tool, job: fixedJob, onClose }: Props) {
  const technicians = useCache('technicians');
  const checkOut = useCheckOut();
  const [job, setJob] = useState<Pick<JobRow, 'id' | 'jobNumber' | 'name'> | null>(fixedJob ?? null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      technicianId: null as string | null,
      quantity: 1,
      dueBack: null as string | null,
      notes: '',
    },
    validate: { technicianId: (v) => (v ? null : 'Choose the technician who takes the tool.') },
  });
  const free = Math.max(0, tool.quantity - tool.checkedOutQuantity);

  async function save(v: typeof form.values) {
    setError(null);
    try {
      await checkOut.mutateAsync({
        toolId: tool.id,
        technicianId: toId(v.technicianId) as number,
        jobId: job?.id ?? null,
        quantity: v.quantity,
        dueBack: toInstant(v.dueBack),
        notes: v.notes,
      });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Check out ${tool.name}`} size="lg">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <Text size="sm" c="dimmed">
            {free} of {tool.quantity} in now.
          </Text>
          <Select
            label="Technician"
            required
            searchable
            data={toOptions(technicians.data)}
            {...form.getInputProps('technicianId')}
          />
          {job ? (
            <Group gap="xs">
              <Text size="sm">
                Job: <b>{job.jobNumber}</b> {job.name}
              </Text>
              {!fixedJob && <CloseButton aria-label="Clear the job" size="sm" onClick={() => setJob(null)} />}
            </Group>
          ) : (
            <JobSearch label="Job (optional)" status="open" onSelect={(j) => setJob(j)} />
          )}
          {tool.quantity > 1 && (
            <NumberInput
              label="Quantity"
              min={1}
              max={tool.quantity}
              allowDecimal={false}
              {...form.getInputProps('quantity')}
            />
          )}
          <DateTimeFields
            label="Due back"
            value={form.values.dueBack}
            onChange={(v) => form.setFieldValue('dueBack', v)}
            error={form.errors.dueBack}
          />
          <Textarea label="Notes" autosize minRows={2} maxLength={500} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={checkOut.isPending}>
              Check out
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
