import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateTrip, usePeople } from '../expenses.api';
import { JobField, type PickedJob } from './JobField';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The office logs trips for anyone; a technician logs his own. */
  pickEmployee: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);
const initial = () => ({
  employeeId: null as string | null,
  tripDate: today() as string | null,
  vehicle: '',
  startOdometer: '',
  endOdometer: '',
  distance: '',
  fromPlace: '',
  toPlace: '',
  purpose: '',
});

/** A trip: odometer readings (the distance follows) or the distance alone. */
export function AddTripModal({ opened, onClose, pickEmployee }: Props) {
  const form = useForm({ initialValues: initial() });
  const create = useCreateTrip();
  const people = usePeople();
  const [job, setJob] = useState<PickedJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const blank = (v: string) => (v.trim() ? v.trim() : null);

  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    try {
      await create.mutateAsync({
        ...(pickEmployee && v.employeeId ? { employeeId: Number(v.employeeId) } : {}),
        tripDate: v.tripDate ?? '',
        vehicle: v.vehicle,
        startOdometer: blank(v.startOdometer),
        endOdometer: blank(v.endOdometer),
        distance: blank(v.distance),
        fromPlace: v.fromPlace,
        toPlace: v.toPlace,
        purpose: v.purpose,
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
    <Modal opened={opened} onClose={onClose} title="Log a trip" size="lg">
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
              value={form.values.tripDate}
              onChange={(v) => form.setFieldValue('tripDate', v)}
              error={form.errors.tripDate}
            />
            <TextInput label="Vehicle" {...form.getInputProps('vehicle')} />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput label="From" {...form.getInputProps('fromPlace')} />
            <TextInput label="To" {...form.getInputProps('toPlace')} />
          </SimpleGrid>
          <TextInput label="Purpose" required data-autofocus {...form.getInputProps('purpose')} />
          <SimpleGrid cols={3}>
            <TextInput label="Start odometer" inputMode="decimal" {...form.getInputProps('startOdometer')} />
            <TextInput label="End odometer" inputMode="decimal" {...form.getInputProps('endOdometer')} />
            <TextInput label="Distance (miles)" inputMode="decimal" {...form.getInputProps('distance')} />
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            Enter both odometer readings, or the distance alone.
          </Text>
          <JobField value={job} onChange={setJob} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Log trip
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
