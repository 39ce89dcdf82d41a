import {
  type CalendarEvent,
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  type EventKind,
} from '@fieldline/contracts/events/events.contract';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { browserTimeZone } from '../../../shared/format/time-zone';
import { applyServerErrors, FormError, toId, toOptions } from '../../../shared/forms';
import { DateTimeFields } from '../../jobs/components/DateTimeFields';
import { toInstant, toPickerValue } from '../../jobs/components/job-format';
import { useCache } from '../../jobs/jobs.api';
import { type Scoped, syncAttendees, useDeleteEvent, useEventLookups, useSaveEvent } from '../events.api';
import { buildRule, parseRule, type RecurrenceForm } from '../recurrence-form';
import { RecurrenceFields } from './RecurrenceFields';

interface Props {
  /** The event to edit (for a series: as stored, or the clicked occurrence when scope is 'occurrence'). */
  event?: CalendarEvent;
  scope?: Scoped;
  /** A new event's start ('YYYY-MM-DD HH:mm:ss'). */
  start?: string;
  onClose: () => void;
}

const plusHour = (v: string) =>
  toPickerValue(new Date(Date.parse(toInstant(v) as string) + 3_600_000).toISOString());

/** Create or edit an event: kind, title, times, attendees, recurrence; one occurrence or the series. */
export function EventFormModal({ event, scope, start, onClose }: Props) {
  const people = useCache('employees');
  const statuses = useEventLookups('statuses');
  const types = useEventLookups('types');
  const priorities = useEventLookups('priorities');
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const [error, setError] = useState<string | null>(null);
  const [doubleBooked, setDoubleBooked] = useState(false);
  const [override, setOverride] = useState(false);
  const [recurrence, setRecurrence] = useState<RecurrenceForm>(parseRule(event?.recurrenceRule ?? null));
  const oneOccurrence = scope?.scope === 'occurrence';
  const form = useForm({
    initialValues: {
      kind: (event?.kind ?? 'meeting') as EventKind,
      title: event?.title ?? '',
      startTime: toPickerValue(event?.startTime) ?? start ?? null,
      endTime: toPickerValue(event?.endTime) ?? (start ? plusHour(start) : null),
      allDay: event?.allDay ?? false,
      location: event?.location ?? '',
      description: event?.description ?? '',
      statusId: event?.statusId ? String(event.statusId) : (null as string | null),
      typeId: event?.typeId ? String(event.typeId) : (null as string | null),
      priorityId: event?.priorityId ? String(event.priorityId) : (null as string | null),
      attendees: (event?.attendees ?? []).map((a) => String(a.userId)),
    },
    validate: {
      title: (v) => (v.trim() ? null : 'Required'),
      startTime: (v) => (v ? null : 'Required'),
      endTime: (v, all) =>
        !v ? 'Required' : all.startTime && v <= all.startTime ? 'The end must be after the start.' : null,
    },
  });

  async function submit(v: typeof form.values) {
    setError(null);
    const times = { startTime: toInstant(v.startTime) as string, endTime: toInstant(v.endTime) as string };
    const rule = oneOccurrence || v.kind === 'visit' ? null : buildRule(recurrence, v.startTime);
    const full: Record<string, unknown> = {
      kind: v.kind,
      title: v.title,
      ...times,
      allDay: v.allDay,
      location: v.location,
      description: v.description,
      statusId: toId(v.statusId),
      typeId: toId(v.typeId),
      priorityId: toId(v.priorityId),
      ...(oneOccurrence ? {} : { recurrenceRule: rule }),
    };
    // An edit sends only what changed (a series keeps its changed occurrences unless its timing moves).
    const body: Record<string, unknown> = event
      ? {}
      : { ...full, recurrenceTimezone: rule ? browserTimeZone() : null };
    if (event) {
      const before: Record<string, unknown> = {
        kind: event.kind,
        title: event.title,
        startTime: event.startTime,
        endTime: event.endTime,
        allDay: event.allDay,
        location: event.location,
        description: event.description,
        statusId: event.statusId,
        typeId: event.typeId,
        priorityId: event.priorityId,
        recurrenceRule: event.recurrenceRule,
      };
      for (const [k, value] of Object.entries(full)) if (value !== before[k]) body[k] = value;
      if (oneOccurrence) Object.assign(body, times);
      if (body.recurrenceRule) body.recurrenceTimezone = event.recurrenceTimezone ?? browserTimeZone();
    }
    const userIds = v.attendees.map(Number);
    try {
      if (!event) {
        await save.mutateAsync({
          body: { ...body, override, attendees: userIds.map((userId) => ({ userId })) } as never,
        });
      } else {
        const saved = Object.keys(body).length
          ? await save.mutateAsync({ id: event.id, body: { ...body, override }, scope })
          : event;
        await syncAttendees(saved, userIds, override);
      }
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'TECHNICIAN_DOUBLE_BOOKED') setDoubleBooked(true);
      setError(applyServerErrors(form, e));
    }
  }

  async function deleteIt() {
    if (!event) return;
    try {
      await remove.mutateAsync({ id: event.id, scope });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  const title = !event
    ? 'New event'
    : oneOccurrence
      ? 'Edit this occurrence'
      : event.recurring
        ? 'Edit the series'
        : 'Edit event';
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack>
          <FormError message={error} />
          <SimpleGrid cols={2}>
            <Select
              label="Kind"
              allowDeselect={false}
              data={EVENT_KINDS.filter((k) => k !== 'visit' || event?.kind === 'visit').map((k) => ({
                value: k,
                label: EVENT_KIND_LABELS[k],
              }))}
              {...form.getInputProps('kind')}
            />
            <TextInput
              label="Title"
              required
              maxLength={200}
              data-autofocus
              {...form.getInputProps('title')}
            />
          </SimpleGrid>
          <DateTimeFields
            label="Starts"
            required
            value={form.values.startTime}
            onChange={(v) => {
              // Moving the start keeps the length.
              const { startTime, endTime } = form.values;
              form.setFieldValue('startTime', v);
              if (v && startTime && endTime) {
                const length =
                  Date.parse(toInstant(endTime) as string) - Date.parse(toInstant(startTime) as string);
                form.setFieldValue(
                  'endTime',
                  toPickerValue(new Date(Date.parse(toInstant(v) as string) + length).toISOString()),
                );
              }
            }}
            error={form.errors.startTime}
          />
          <DateTimeFields
            label="Ends"
            required
            value={form.values.endTime}
            onChange={(v) => form.setFieldValue('endTime', v)}
            error={form.errors.endTime}
          />
          <Checkbox label="All day" {...form.getInputProps('allDay', { type: 'checkbox' })} />
          <MultiSelect
            label="Attendees"
            searchable
            data={toOptions(people.data)}
            {...form.getInputProps('attendees')}
          />
          <SimpleGrid cols={3}>
            <Select
              label="Status"
              clearable
              data={toOptions(statuses.data)}
              {...form.getInputProps('statusId')}
            />
            <Select label="Type" clearable data={toOptions(types.data)} {...form.getInputProps('typeId')} />
            <Select
              label="Priority"
              clearable
              data={toOptions(priorities.data)}
              {...form.getInputProps('priorityId')}
            />
          </SimpleGrid>
          <TextInput label="Location" maxLength={500} {...form.getInputProps('location')} />
          {!oneOccurrence && form.values.kind !== 'visit' && (
            <RecurrenceFields start={form.values.startTime} value={recurrence} onChange={setRecurrence} />
          )}
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={4000}
            {...form.getInputProps('description')}
          />
          {doubleBooked && (
            <Checkbox
              color="red"
              label="Book it anyway (override the double booking)"
              checked={override}
              onChange={(e) => setOverride(e.currentTarget.checked)}
            />
          )}
          <Group justify="space-between">
            <div>
              {event && (
                <Button color="red" variant="subtle" onClick={deleteIt} loading={remove.isPending}>
                  {oneOccurrence ? 'Delete this occurrence' : 'Delete'}
                </Button>
              )}
            </div>
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save event
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
