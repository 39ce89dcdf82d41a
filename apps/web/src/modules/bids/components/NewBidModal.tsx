import type { Bid } from '@fieldline/contracts/bids/bids.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { CustomerSiteFields, useCustomerSite } from '../../../shared/work/CustomerSiteFields';
import { useCreateBid, useNamedList } from '../bids.api';

interface Values {
  locationId: string | null;
  officeId: string | null;
  jobTypeId: string | null;
  name: string;
  projectName: string;
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
  const site = useCustomerSite(form, offices.data);
  const create = useCreateBid();

  function close() {
    site.reset();
    setError(null);
    form.reset();
    onClose();
  }

  async function submit(v: Values) {
    setError(null);
    const customer = site.required();
    if (!customer) return;
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
          <CustomerSiteFields form={form} site={site} />
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
