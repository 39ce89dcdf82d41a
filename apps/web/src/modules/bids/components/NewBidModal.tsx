import type { Bid } from '@fieldline/contracts/bids/bids.contract';
import type { LocationRow } from '@fieldline/contracts/locations/locations.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api';
import { useCurrentUser } from '../../../app/auth/AuthProvider';
import { type CustomerOption, CustomerSelect } from '../../../shared/contacts-manager';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateBid, useNamedList } from '../bids.api';

interface Values {
  locationId: string | null;
  officeId: string | null;
  jobTypeId: string | null;
  name: string;
  projectName: string;
}

function useCustomerLocations(customerId: number | undefined) {
  return useQuery({
    queryKey: ['customers', customerId, 'locations'],
    queryFn: ({ signal }) =>
      api.get<LocationRow[]>(`/customers/${customerId}/GetCustomerLocations`, { signal }),
    enabled: customerId !== undefined,
  });
}

/** New bid: customer (typeahead) → location → office, job type and name. */
export function NewBidModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (bid: Bid) => void;
}) {
  const user = useCurrentUser();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const offices = useNamedList('/cache/offices');
  const types = useNamedList<{ id: number; type: string; name: string }>('/jobs/types', { isActive: 'true' });
  const form = useForm<Values>({
    initialValues: { locationId: null, officeId: null, jobTypeId: null, name: '', projectName: '' },
    validate: {
      locationId: (v) => (v ? null : 'Choose a location'),
      officeId: (v) => (v ? null : 'Choose an office'),
      // The job made from the bid needs one; choosing it now saves a question at conversion.
      jobTypeId: (v) => (v ? null : 'Choose a job type'),
      name: (v) => (v.trim() ? null : 'Required'),
    },
  });
  const locations = useCustomerLocations(customer?.id);
  const create = useCreateBid();

  // The user's own office first; a customer with one location gets it chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lists arrive
  useEffect(() => {
    if (form.values.officeId || !offices.data?.length) return;
    const own = offices.data.find((o) => o.id === user.defaultOfficeId) ?? offices.data[0];
    form.setFieldValue('officeId', String(own.id));
  }, [offices.data]);
  const activeLocations = (locations.data ?? []).filter((l) => l.isActive);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the customer's locations arrive
  useEffect(() => {
    if (activeLocations.length === 1) form.setFieldValue('locationId', String(activeLocations[0].id));
  }, [locations.data]);

  function close() {
    setCustomer(null);
    setError(null);
    setCustomerError(null);
    form.reset();
    onClose();
  }

  async function submit(v: Values) {
    setError(null);
    if (!customer) {
      setCustomerError('Choose a customer');
      return;
    }
    try {
      const bid = await create.mutateAsync({
        customerId: customer.id,
        locationId: Number(v.locationId),
        officeId: Number(v.officeId),
        jobTypeId: v.jobTypeId ? Number(v.jobTypeId) : null,
        name: v.name,
        projectName: v.projectName,
      });
      close();
      onCreated(bid);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="New bid" size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <CustomerSelect
            required
            value={customer}
            error={customerError}
            onChange={(c) => {
              setCustomer(c);
              setCustomerError(null);
              form.setFieldValue('locationId', null);
            }}
          />
          <Select
            label="Location"
            required
            disabled={!customer}
            placeholder={customer ? 'Choose a location' : 'Choose a customer first'}
            data={activeLocations.map((l) => ({
              value: String(l.id),
              label: [l.name, l.street, l.city].filter(Boolean).join(' · '),
            }))}
            searchable
            {...form.getInputProps('locationId')}
          />
          <SimpleGrid cols={2}>
            <Select
              label="Office"
              required
              data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
              allowDeselect={false}
              {...form.getInputProps('officeId')}
            />
            <Select
              label="Job type"
              required
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: `${t.type} · ${t.name}` }))}
              {...form.getInputProps('jobTypeId')}
            />
          </SimpleGrid>
          <TextInput
            label="Bid name"
            required
            placeholder="What is being quoted?"
            {...form.getInputProps('name')}
          />
          <TextInput label="Project name" {...form.getInputProps('projectName')} />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create bid
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
