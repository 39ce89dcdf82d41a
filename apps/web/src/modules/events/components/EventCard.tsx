import { type CalendarEvent, EVENT_KIND_LABELS } from '@fieldline/contracts/events/events.contract';
import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { formatDate } from '../../../shared/format';

const KIND_COLORS: Record<string, string> = {
  meeting: 'violet',
  timeOff: 'orange',
  block: 'gray',
  visit: 'blue',
};

const time = (iso: string) => dayjs(iso).format('h:mm A');

/** One occurrence on the week grid: time, title, kind and who attends. */
export function EventCard({ event, onOpen }: { event: CalendarEvent; onOpen?: () => void }) {
  const when = event.allDay ? 'All day' : `${time(event.startTime)} – ${time(event.endTime)}`;
  const body = (
    <Paper
      withBorder
      p={6}
      radius="sm"
      style={{ borderLeft: `4px solid ${event.color ?? 'var(--mantine-color-blue-5)'}` }}
      data-testid="event-card"
    >
      <Text size="xs" c="dimmed">
        {when}
      </Text>
      <Group gap={4} wrap="nowrap">
        {(event.recurring || event.seriesId !== null) && <IconRepeat size={12} aria-label="Repeats" />}
        <Text size="sm" fw={600} lineClamp={2}>
          {event.title}
        </Text>
      </Group>
      <Badge size="xs" variant="light" color={KIND_COLORS[event.kind] ?? 'blue'}>
        {EVENT_KIND_LABELS[event.kind]}
      </Badge>
      {event.attendees.length > 0 && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {event.attendees.map((a) => a.name).join(', ')}
        </Text>
      )}
    </Paper>
  );
  if (!onOpen) return body;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`${event.title}, ${formatDate(event.startTime)} ${when}`}
      w="100%"
    >
      {body}
    </UnstyledButton>
  );
}
