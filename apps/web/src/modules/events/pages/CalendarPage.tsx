import { Permission } from '@fieldline/contracts/common/permissions';
import type { CalendarEvent } from '@fieldline/contracts/events/events.contract';
import { Button, Group, Modal, MultiSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useAccess, useCurrentUser } from '../../../app/auth/AuthProvider';
import { formatDate, formatDateTime } from '../../../shared/format';
import { toOptions } from '../../../shared/forms';
import { PageHeader } from '../../../shared/ui';
import { useCache } from '../../jobs/jobs.api';
import { EventCard } from '../components/EventCard';
import { EventFormModal } from '../components/EventFormModal';
import { LookupsPanel } from '../components/LookupsPanel';
import { eventKeys, type Scoped, useEvent, useEventWeek } from '../events.api';

/** Monday 00:00 (browser time) of the week holding `d`. */
const mondayOf = (d: Dayjs) => d.startOf('day').subtract((d.day() + 6) % 7, 'day');

type Dialog =
  | { kind: 'new'; start?: string }
  | { kind: 'ask'; event: CalendarEvent }
  | { kind: 'edit'; event: CalendarEvent; scope?: Scoped }
  | { kind: 'series'; id: number }
  | { kind: 'settings' };

/** The week's events of the signed-in user or of the chosen people; create, edit one occurrence or the series. */
export function CalendarPage() {
  const [week, setWeek] = useState(() => mondayOf(dayjs()));
  const [people, setPeople] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canEdit = useAccess(Permission.Events) >= 2;
  const canSeeAll = useAccess(Permission.Events) >= 1;
  const employees = useCache('employees');
  const qc = useQueryClient();
  const from = week.toISOString();
  const to = week.add(7, 'day').toISOString();
  const search = useEventWeek(from, to);
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => week.add(i, 'day')), [week]);
  const me = useCurrentUser().id;
  // The chosen people's events and the signed-in user's own; nobody chosen: every event one may see.
  const chosen = new Set(people.length ? [...people.map(Number), me] : []);
  const shown = (search.data?.data ?? []).filter(
    (e) => chosen.size === 0 || e.attendees.some((a) => chosen.has(a.userId)),
  );
  const close = () => {
    setDialog(null);
    void qc.invalidateQueries({ queryKey: eventKeys.all });
  };
  const open = (e: CalendarEvent) => {
    if (!canEdit) return;
    if (e.recurring) setDialog({ kind: 'ask', event: e });
    else setDialog({ kind: 'edit', event: e });
  };

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Meetings, time off and blocks by week; recurring events repeat in their time zone."
        actions={
          canEdit && (
            <Group>
              <Button
                variant="default"
                leftSection={<IconSettings size={16} />}
                onClick={() => setDialog({ kind: 'settings' })}
              >
                Statuses and types
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'new' })}>
                New event
              </Button>
            </Group>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" justify="space-between">
          <Group gap="xs">
            <Button
              variant="default"
              aria-label="Previous week"
              onClick={() => setWeek(week.subtract(7, 'day'))}
            >
              <IconChevronLeft size={16} />
            </Button>
            <Button variant="default" onClick={() => setWeek(mondayOf(dayjs()))}>
              This week
            </Button>
            <Button variant="default" aria-label="Next week" onClick={() => setWeek(week.add(7, 'day'))}>
              <IconChevronRight size={16} />
            </Button>
            <Text fw={600} aria-live="polite">
              Week of {formatDate(week.toDate())}
            </Text>
          </Group>
          {canSeeAll && (
            <MultiSelect
              aria-label="People"
              placeholder={people.length ? undefined : 'Everyone (or choose people)'}
              searchable
              clearable
              data={toOptions(employees.data)}
              value={people}
              onChange={setPeople}
              w={360}
            />
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 7 }} spacing="xs" aria-label="Week">
          {days.map((d) => {
            const list = shown.filter((e) => dayjs(e.startTime).isSame(d, 'day'));
            return (
              <Stack
                key={d.toISOString()}
                gap={6}
                role="group"
                aria-label={d.format('dddd MM/DD/YYYY')}
                mih={260}
              >
                <Group justify="space-between" gap={4}>
                  <Text
                    size="sm"
                    fw={d.isSame(dayjs(), 'day') ? 700 : 500}
                    c={d.isSame(dayjs(), 'day') ? 'blue' : undefined}
                  >
                    {d.format('ddd MM/DD')}
                  </Text>
                  {canEdit && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`New event on ${formatDate(d.toDate())}`}
                      onClick={() =>
                        setDialog({ kind: 'new', start: d.hour(9).format('YYYY-MM-DD HH:mm:ss') })
                      }
                    >
                      <IconPlus size={12} />
                    </Button>
                  )}
                </Group>
                {list.map((e) => (
                  <EventCard
                    key={`${e.id}-${e.startTime}`}
                    event={e}
                    onOpen={canEdit ? () => open(e) : undefined}
                  />
                ))}
                {list.length === 0 && (
                  <Text size="xs" c="dimmed">
                    Nothing scheduled
                  </Text>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Paper>
      {dialog?.kind === 'new' && <EventFormModal start={dialog.start} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <EventFormModal event={dialog.event} scope={dialog.scope} onClose={close} />
      )}
      {dialog?.kind === 'series' && <SeriesEditor id={dialog.id} onClose={close} />}
      {dialog?.kind === 'ask' && (
        <Modal opened onClose={() => setDialog(null)} title="Edit a recurring event">
          <Stack>
            <Text size="sm">
              “{dialog.event.title}” repeats. Change only the occurrence of{' '}
              {formatDateTime(dialog.event.startTime)}, or the whole series?
            </Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() =>
                  setDialog({
                    kind: 'edit',
                    event: dialog.event,
                    scope: {
                      scope: 'occurrence',
                      occurrence: dialog.event.occurrenceStart ?? dialog.event.startTime,
                    },
                  })
                }
              >
                This occurrence
              </Button>
              <Button onClick={() => setDialog({ kind: 'series', id: dialog.event.id })}>
                The whole series
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {dialog?.kind === 'settings' && (
        <Modal opened onClose={() => setDialog(null)} title="Event statuses, types and priorities" size="lg">
          <LookupsPanel />
        </Modal>
      )}
    </>
  );
}

/** The whole series, as stored (its first occurrence), in the form. */
function SeriesEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const event = useEvent(id);
  if (!event.data) return null;
  return <EventFormModal event={event.data} scope={{ scope: 'series' }} onClose={onClose} />;
}
