import type { DayVisit } from '@fieldline/contracts/technician-day/technician-day.contract';
import { Accordion, ActionIcon, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { zonedClock } from '../../../shared/format/time-zone';
import { QueryStatus } from '../../../shared/ui';
import { VisitDetails } from '../components/VisitDetails';
import { WorkBadge } from '../components/WorkControls';
import { useTechnicianDay } from '../technician-day.api';

function VisitSummary({ visit, tz }: { visit: DayVisit; tz: string }) {
  const time = (iso: string | null) => (iso ? zonedClock(iso, tz) : '');
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {visit.startTime ? `${time(visit.startTime)} - ${time(visit.endTime)}` : 'No time set'}
        </Text>
        <WorkBadge work={visit.work} />
      </Group>
      <Text fw={600} lineClamp={2}>
        {visit.jobNumber} · {visit.jobName}
      </Text>
      <Text fz="sm" c="dimmed" truncate>
        {visit.customerName}
        {visit.site.address ? ` · ${visit.site.address}` : ''}
      </Text>
    </Stack>
  );
}

/** "My day": the technician's visits of a day as cards, sized for a phone; the whole page is one request. */
export function MyDayPage() {
  const [date, setDate] = useState<string | null>(null);
  const query = useTechnicianDay(date);
  const shown = query.data?.date ?? date;
  const move = (days: number) => shown && setDate(dayjs(shown).add(days, 'day').format('YYYY-MM-DD'));
  return (
    <Box maw={640} mx="auto" style={{ overflowX: 'hidden' }}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous day"
          onClick={() => move(-1)}
          disabled={!shown}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Stack gap={0} align="center">
          <Title order={1} fz="h3">
            My day
          </Title>
          <Text fz="sm" c="dimmed" data-testid="day-date">
            {shown ? dayjs(shown).format('dddd, MM/DD/YYYY') : ''}
          </Text>
        </Stack>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next day"
          onClick={() => move(1)}
          disabled={!shown}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {date !== null && (
        <Group justify="center" mb="sm">
          <Button size="xs" variant="subtle" onClick={() => setDate(null)}>
            Back to today
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(day) =>
          day.visits.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No visits on this day.
            </Text>
          ) : (
            <Accordion variant="separated" radius="md" chevronPosition="right" aria-label="Visits">
              {day.visits.map((v) => (
                <Accordion.Item key={v.jobId} value={String(v.jobId)} data-testid="visit-card">
                  <Accordion.Control>
                    <VisitSummary visit={v} tz={day.timezone} />
                  </Accordion.Control>
                  <Accordion.Panel>
                    <VisitDetails visit={v} date={date} tz={day.timezone} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )
        }
      </QueryStatus>
    </Box>
  );
}
