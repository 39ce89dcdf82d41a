import { formatDateTime } from '@fieldline/contracts/common/dates';
import type { JobCalendarEvent } from '@fieldline/contracts/jobs/job-records.contract';
import { Button, Group, Modal, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus, RowActions } from '../../../shared/ui';
import { useDeleteCalendarEvent, useJobCalendarEvents, useSaveCalendarEvent } from '../job-records.api';
import { useCache } from '../jobs.api';
import { DateTimeFields } from './DateTimeFields';
import { toInstant, toPickerValue } from './job-format';

const initial = (e?: JobCalendarEvent) => ({
  title: e?.title ?? '',
  startTime: toPickerValue(e?.startTime),
  endTime: toPickerValue(e?.endTime),
  employeeId: e?.employee ? String(e.employee.id) : null,
  note: e?.note ?? '',
});
type Values = ReturnType<typeof initial>;

function EventModal({
  jobId,
  event,
  onClose,
}: {
  jobId: number;
  event?: JobCalendarEvent;
  onClose: () => void;
}) {
  const form = useForm<Values>({
    initialValues: initial(event),
    validate: {
      title: (v) => (v.trim() ? null : 'Required'),
      startTime: (v) => (v ? null : 'Required'),
      endTime: (v, all) => {
        if (!v) return 'Required';
        return all.startTime && v < all.startTime ? 'The end must not be before the start.' : null;
      },
    },
  });
  const save = useSaveCalendarEvent(jobId);
  const employees = useCache('employees');
  const [error, setError] = useState<string | null>(null);

  async function submit(v: Values) {
    setError(null);
    const body = {
      title: v.title,
      startTime: toInstant(v.startTime) as string,
      endTime: toInstant(v.endTime) as string,
      employeeId: v.employeeId ? Number(v.employeeId) : null,
      note: v.note,
    };
    try {
      await save.mutateAsync({ id: event?.id, body: event ? { ...body, version: event.version } : body });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={event ? 'Edit calendar event' : 'Add calendar event'}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <DateTimeFields
            label="Start"
            required
            value={form.values.startTime}
            onChange={(v) => form.setFieldValue('startTime', v)}
            error={form.errors.startTime}
          />
          <DateTimeFields
            label="End"
            required
            value={form.values.endTime}
            onChange={(v) => form.setFieldValue('endTime', v)}
            error={form.errors.endTime}
          />
          <Select
            label="Employee"
            data={(employees.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            searchable
            clearable
            {...form.getInputProps('employeeId')}
          />
          <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The job's scheduled visits. */
export function JobCalendarTab({ jobId, canEdit }: { jobId: number; canEdit: boolean }) {
  const query = useJobCalendarEvents(jobId);
  const remove = useDeleteCalendarEvent(jobId);
  const [editing, setEditing] = useState<JobCalendarEvent | 'new' | null>(null);

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add event
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Start</Table.Th>
                <Table.Th>End</Table.Th>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Note</Table.Th>
                {canEdit && <Table.Th w={80} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <EmptyRow colSpan={canEdit ? 6 : 5} message="Nothing scheduled for this job." />
              )}
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.title}</Table.Td>
                  <Table.Td>{formatDateTime(e.startTime)}</Table.Td>
                  <Table.Td>{formatDateTime(e.endTime)}</Table.Td>
                  <Table.Td>{e.employee?.displayName ?? <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{e.note}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <RowActions
                        name={e.title}
                        onEdit={() => setEditing(e)}
                        onDelete={async () => {
                          if (await confirmModal(`Delete the event "${e.title}"?`, { danger: true }))
                            remove.mutate(e.id);
                        }}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
      {editing && (
        <EventModal
          jobId={jobId}
          event={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
