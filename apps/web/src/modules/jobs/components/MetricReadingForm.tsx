import type { JobEquipment } from '@fieldline/contracts/jobs/job-work.contract';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useRecordReading } from '../job-work.api';

/** One reading of one of the equipment's metrics, taken now, recorded against the job. */
export function MetricReadingForm({ jobId, unit }: { jobId: number; unit: JobEquipment }) {
  const form = useForm({
    initialValues: {
      metricId: unit.metrics.length === 1 ? String(unit.metrics[0].id) : null,
      reading: '',
      note: '',
    },
    validate: {
      metricId: (v) => (v ? null : 'Choose a metric'),
      reading: (v) => (/^-?\d+(\.\d+)?$/.test(v.trim()) ? null : 'Enter a number'),
    },
  });
  const record = useRecordReading(jobId);
  const [error, setError] = useState<string | null>(null);

  async function submit(v: typeof form.values) {
    setError(null);
    try {
      await record.mutateAsync({
        equipmentId: unit.id,
        body: { metricId: Number(v.metricId), reading: v.reading.trim(), note: v.note },
      });
      form.setValues({ reading: '', note: '' });
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Group align="flex-end" gap="xs">
        <Select
          label="Metric"
          size="xs"
          w={200}
          data={unit.metrics.map((m) => ({ value: String(m.id), label: m.name }))}
          {...form.getInputProps('metricId')}
        />
        <TextInput label="Reading" size="xs" w={120} inputMode="decimal" {...form.getInputProps('reading')} />
        <TextInput label="Note" size="xs" w={220} {...form.getInputProps('note')} />
        <Button type="submit" size="xs" loading={record.isPending}>
          Record reading
        </Button>
      </Group>
      <FormError message={error} />
    </form>
  );
}
