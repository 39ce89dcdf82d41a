import type { Bid } from '@fieldline/contracts/bids/bids.contract';
import type { LocationRow } from '@fieldline/contracts/locations/locations.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useNamedList, useUpdateBid } from '../bids.api';

interface Values {
  name: string;
  projectName: string;
  description: string;
  locationId: string | null;
  jobTypeId: string | null;
  urgencyId: string | null;
  poNumber: string;
  expirationDate: string | null;
  notes: string;
}

/** Edit a bid's general facts; the customer stays (its lines are priced for it). */
export function EditBidModal({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const update = useUpdateBid(bid.id);
  const [error, setError] = useState<string | null>(null);
  const types = useNamedList<{ id: number; type: string; name: string }>('/jobs/types', { isActive: 'true' });
  const urgencies = useNamedList('/jobs/urgencies');
  const locations = useQuery({
    queryKey: ['customers', bid.customer.id, 'locations'],
    queryFn: ({ signal }) =>
      api.get<LocationRow[]>(`/customers/${bid.customer.id}/GetCustomerLocations`, { signal }),
  });
  const form = useForm<Values>({
    initialValues: {
      name: bid.name,
      projectName: bid.projectName,
      description: bid.description,
      locationId: String(bid.customerLocation.id),
      jobTypeId: bid.jobType ? String(bid.jobType.id) : null,
      urgencyId: bid.urgency ? String(bid.urgency.id) : null,
      poNumber: bid.poNumber,
      expirationDate: bid.expirationDate,
      notes: bid.notes,
    },
    validate: { name: (v) => (v.trim() ? null : 'Required') },
  });

  async function submit(v: Values) {
    setError(null);
    try {
      await update.mutateAsync({
        name: v.name,
        projectName: v.projectName,
        description: v.description,
        locationId: Number(v.locationId),
        jobTypeId: v.jobTypeId ? Number(v.jobTypeId) : null,
        urgencyId: v.urgencyId ? Number(v.urgencyId) : null,
        poNumber: v.poNumber,
        expirationDate: v.expirationDate || null,
        notes: v.notes,
        version: bid.version,
      });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Edit bid" size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput label="Bid name" required {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <TextInput label="Project name" {...form.getInputProps('projectName')} />
            <Select
              label="Location"
              allowDeselect={false}
              data={(locations.data ?? [])
                .filter((l) => l.isActive || l.id === bid.customerLocation.id)
                .map((l) => ({ value: String(l.id), label: l.name }))}
              {...form.getInputProps('locationId')}
            />
            <Select
              label="Job type"
              clearable
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: `${t.type} · ${t.name}` }))}
              {...form.getInputProps('jobTypeId')}
            />
            <Select
              label="Urgency"
              clearable
              data={(urgencies.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
              {...form.getInputProps('urgencyId')}
            />
            <TextInput label="PO number" {...form.getInputProps('poNumber')} />
            <DateInputField
              label="Expires"
              value={form.values.expirationDate}
              onChange={(v) => form.setFieldValue('expirationDate', v)}
              error={form.errors.expirationDate}
            />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save bid
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
