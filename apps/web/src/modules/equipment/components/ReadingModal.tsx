import type { EquipmentMetric } from '@fieldline/contracts/equipment/equipment.contract';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateTimeInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { useRecordReading } from '../equipment.api';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Records one reading of a metric; the date defaults to now. */
export function ReadingModal({
  equipmentId,
  metric,
  onClose,
  onSaved,
}: {
  equipmentId: number;
  metric: EquipmentMetric | null;
  onClose: () => void;
  onSaved: (m: EquipmentMetric) => void;
}) {
  const record = useRecordReading(equipmentId);
  const [reading, setReading] = useState('');
  const [when, setWhen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The title keeps the metric's name while the modal fades out.
  const [title, setTitle] = useState('');

  useEffect(() => {
    if (metric) {
      setTitle(`Record reading — ${metric.name}`);
      setReading('');
      setWhen(null);
      setNote('');
      setFieldError(null);
      setError(null);
    }
  }, [metric]);

  const save = async () => {
    if (!metric) return;
    if (!NUMBER.test(reading.trim())) {
      setFieldError('Enter a number.');
      return;
    }
    setError(null);
    try {
      await record.mutateAsync({
        metricId: metric.id,
        reading: reading.trim(),
        // The picker's wall-clock time is the user's local time.
        readingDate: when ? new Date(when.replace(' ', 'T')).toISOString() : undefined,
        note,
      });
      onSaved(metric);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Modal opened={metric !== null} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <FormError message={error} />
          <TextInput
            label={metric?.unit ? `Reading (${metric.unit})` : 'Reading'}
            withAsterisk
            data-autofocus
            inputMode="decimal"
            value={reading}
            error={fieldError}
            onChange={(e) => {
              setReading(e.currentTarget.value);
              setFieldError(null);
            }}
          />
          <DateTimeInputField label="Taken at" placeholder="Now" clearable value={when} onChange={setWhen} />
          <Textarea
            label="Note"
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Save reading
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
