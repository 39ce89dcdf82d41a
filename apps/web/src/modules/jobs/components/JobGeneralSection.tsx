import type { JobTypeRow } from '@fieldline/contracts/jobs/job-setup.contract';
import type { Job } from '@fieldline/contracts/jobs/jobs.contract';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCache, useJobStatuses, useJobUrgencies, useUpdateJob } from '../jobs.api';
import { DateTimeFields } from './DateTimeFields';
import { toInstant, toPickerValue } from './job-format';

const initial = (job: Job) => ({
  name: job.name,
  projectName: job.projectName,
  description: job.description,
  jobTypeId: String(job.jobType.id),
  statusId: String(job.jobStatus.id),
  statusReason: job.statusReason,
  urgencyId: job.urgency ? String(job.urgency.id) : null,
  salesPersonId: job.salesPerson ? String(job.salesPerson.id) : null,
  assignedResourceId: job.assignedResource ? String(job.assignedResource.id) : null,
  poNumber: job.poNumber,
  scheduledStart: toPickerValue(job.scheduledStart),
  scheduledEnd: toPickerValue(job.scheduledEnd),
});
type Values = ReturnType<typeof initial>;

const idOrNull = (v: string | null) => (v ? Number(v) : null);

/** Job types the job's office may use (plus the job's own type, even if excluded since). */
function useOfficeJobTypes(officeId: number) {
  return useQuery({
    queryKey: ['jobs', 'types', 'office', officeId],
    queryFn: ({ signal }) =>
      api.get<{ data: JobTypeRow[] }>('/jobs/types/search', {
        query: { officeId, isActive: 'true', limit: 1000 },
        signal,
      }),
    staleTime: 60_000,
  });
}

/** The job's editable facts: type, status and reason, urgency, people, PO, names and schedule. */
export function JobGeneralSection({ job, canEdit }: { job: Job; canEdit: boolean }) {
  const form = useForm<Values>({ initialValues: initial(job) });
  const update = useUpdateJob(job.id);
  const statuses = useJobStatuses();
  const urgencies = useJobUrgencies();
  const employees = useCache('employees');
  const types = useOfficeJobTypes(job.office.id);
  const [error, setError] = useState<string | null>(null);

  // A saved (or elsewhere changed) job resets the form to what the server holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version resets the form
  useEffect(() => {
    form.setValues(initial(job));
    form.resetDirty(initial(job));
  }, [job.version]);

  const statusOptions = (statuses.data ?? [])
    .filter((s) => s.isActive || s.id === job.jobStatus.id)
    .map((s) => ({ value: String(s.id), label: s.statusText }));
  const typeOptions = [
    ...(types.data?.data ?? []).map((t) => ({ value: String(t.id), label: `${t.type} · ${t.name}` })),
  ];
  if (!typeOptions.some((o) => o.value === String(job.jobType.id)))
    typeOptions.unshift({
      value: String(job.jobType.id),
      label: `${job.jobType.type} · ${job.jobType.name}`,
    });
  const people = (employees.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  for (const u of [job.salesPerson, job.assignedResource])
    if (u && !people.some((p) => p.value === String(u.id)))
      people.push({ value: String(u.id), label: u.displayName });
  const chosenStatus = statuses.data?.find((s) => String(s.id) === form.values.statusId);

  async function save(v: Values) {
    setError(null);
    try {
      await update.mutateAsync({
        name: v.name,
        projectName: v.projectName,
        description: v.description,
        jobTypeId: Number(v.jobTypeId),
        statusId: Number(v.statusId),
        statusReason: v.statusReason,
        urgencyId: idOrNull(v.urgencyId),
        salesPersonId: idOrNull(v.salesPersonId),
        assignedResourceId: idOrNull(v.assignedResourceId),
        poNumber: v.poNumber,
        scheduledStart: toInstant(v.scheduledStart),
        scheduledEnd: toInstant(v.scheduledEnd),
        version: job.version,
      });
      notifications.show({ color: 'teal', message: 'Job saved' });
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Paper p="lg" radius="md" mb="lg" component="form" onSubmit={form.onSubmit(save)} aria-label="General">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          General
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput label="Name" required disabled={!canEdit} {...form.getInputProps('name')} />
          <TextInput label="Project name" disabled={!canEdit} {...form.getInputProps('projectName')} />
          <Select
            label="Job type"
            data={typeOptions}
            allowDeselect={false}
            disabled={!canEdit}
            {...form.getInputProps('jobTypeId')}
          />
          <Select
            label="Status"
            data={statusOptions}
            allowDeselect={false}
            disabled={!canEdit}
            {...form.getInputProps('statusId')}
          />
          <TextInput
            label="Status reason"
            required={chosenStatus?.statusType.name === 'Cancelled'}
            disabled={!canEdit}
            {...form.getInputProps('statusReason')}
          />
          <Select
            label="Urgency"
            data={(urgencies.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            clearable
            disabled={!canEdit}
            {...form.getInputProps('urgencyId')}
          />
          <Select
            label="Salesperson"
            data={people}
            searchable
            clearable
            disabled={!canEdit}
            {...form.getInputProps('salesPersonId')}
          />
          <Select
            label="Assigned resource"
            data={people}
            searchable
            clearable
            disabled={!canEdit}
            {...form.getInputProps('assignedResourceId')}
          />
          <TextInput label="PO number" disabled={!canEdit} {...form.getInputProps('poNumber')} />
          <DateTimeFields
            label="Scheduled start"
            disabled={!canEdit}
            value={form.values.scheduledStart}
            onChange={(v) => form.setFieldValue('scheduledStart', v)}
            error={form.errors.scheduledStart}
          />
          <DateTimeFields
            label="Scheduled end"
            disabled={!canEdit}
            value={form.values.scheduledEnd}
            onChange={(v) => form.setFieldValue('scheduledEnd', v)}
            error={form.errors.scheduledEnd}
          />
        </SimpleGrid>
        <Textarea label="Description" rows={3} disabled={!canEdit} {...form.getInputProps('description')} />
        <FormError message={error} />
        {canEdit && (
          <Group justify="flex-end">
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.setValues(initial(job))}>
              Discard changes
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
