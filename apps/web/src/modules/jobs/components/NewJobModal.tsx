import type { JobTypeRow } from '@fieldline/contracts/jobs/job-setup.contract';
import type { Job } from '@fieldline/contracts/jobs/jobs.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { CustomerSiteFields, useCustomerSite } from '../../../shared/work/CustomerSiteFields';
import { useCache, useCreateJob, useJobUrgencies } from '../jobs.api';

interface Values {
  locationId: string | null;
  officeId: string | null;
  jobTypeId: string | null;
  urgencyId: string | null;
  name: string;
  projectName: string;
}

function useOfficeTypes(officeId: string | null) {
  return useQuery({
    queryKey: ['jobs', 'types', 'office', Number(officeId)],
    queryFn: ({ signal }) =>
      api.get<{ data: JobTypeRow[] }>('/jobs/types/search', {
        query: { officeId: Number(officeId), isActive: 'true', limit: 1000 },
        signal,
      }),
    enabled: Boolean(officeId),
  });
}

/** New job: customer (typeahead) → location → type, office, urgency and name. */
export function NewJobModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (job: Job) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const offices = useCache('offices');
  const urgencies = useJobUrgencies();
  const form = useForm<Values>({
    initialValues: {
      locationId: null,
      officeId: null,
      jobTypeId: null,
      urgencyId: null,
      name: '',
      projectName: '',
    },
    validate: {
      locationId: (v) => (v ? null : 'Choose a location'),
      officeId: (v) => (v ? null : 'Choose an office'),
      jobTypeId: (v) => (v ? null : 'Choose a job type'),
      name: (v) => (v.trim() ? null : 'Required'),
    },
  });
  const types = useOfficeTypes(form.values.officeId);
  const site = useCustomerSite(form, offices.data);
  const create = useCreateJob();

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
      const job = await create.mutateAsync({
        customerId: customer.id,
        locationId: Number(v.locationId),
        officeId: Number(v.officeId),
        jobTypeId: Number(v.jobTypeId),
        urgencyId: v.urgencyId ? Number(v.urgencyId) : null,
        name: v.name,
        projectName: v.projectName,
      });
      close();
      onCreated(job);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="New job" size="lg">
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
              onChange={(v) => {
                form.setFieldValue('officeId', v);
                form.setFieldValue('jobTypeId', null);
              }}
            />
            <Select
              label="Job type"
              required
              data={(types.data?.data ?? []).map((t) => ({
                value: String(t.id),
                label: `${t.type} · ${t.name}`,
              }))}
              {...form.getInputProps('jobTypeId')}
            />
            <Select
              label="Urgency"
              clearable
              data={(urgencies.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
              {...form.getInputProps('urgencyId')}
            />
            <TextInput label="Project name" {...form.getInputProps('projectName')} />
          </SimpleGrid>
          <TextInput
            label="Job name"
            required
            placeholder="What is the work?"
            {...form.getInputProps('name')}
          />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create job
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
