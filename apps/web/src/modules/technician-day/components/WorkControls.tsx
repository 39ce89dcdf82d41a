import { formatHours } from '@fieldline/contracts/common/dates';
import type { DayVisit } from '@fieldline/contracts/technician-day/technician-day.contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { zonedClock } from '../../../shared/format/time-zone';
import { useEndWork, useStartWork } from '../technician-day.api';

const pad = (n: number) => String(n).padStart(2, '0');
/** Seconds as 'H:MM:SS'. */
export function elapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export function WorkBadge({ work }: { work: DayVisit['work'] }) {
  if (work.state === 'working')
    return (
      <Badge color="orange" variant="light">
        Working
      </Badge>
    );
  if (work.state === 'done')
    return (
      <Badge color="teal" variant="light">
        Done
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      Not started
    </Badge>
  );
}

/** Ticks once a second, only while work runs (a day of 30 cards keeps no idle timers). */
function RunningTimer({ since }: { since: string }) {
  const [now, setNow] = useState(Date.now());
  useInterval(() => setNow(Date.now()), 1000, { autoInvoke: true });
  return (
    <Text fw={600} fz="lg" aria-label="Time running" data-testid="work-timer">
      {elapsed((now - Date.parse(since)) / 1000)}
    </Text>
  );
}

/** Start work / End work with the running timer of the open time entry. */
export function WorkControls({ visit, date, tz }: { visit: DayVisit; date: string | null; tz: string }) {
  const start = useStartWork(date, visit.jobId);
  const end = useEndWork(date, visit.jobId);
  const working = visit.work.state === 'working';
  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        {working && visit.work.since ? (
          <>
            <RunningTimer since={visit.work.since} />
            <Text fz="xs" c="dimmed">
              Working since {zonedClock(visit.work.since, tz)}
            </Text>
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            {visit.work.state === 'done' ? `Recorded today: ${formatHours(visit.work.hours)}` : 'Not started'}
          </Text>
        )}
      </div>
      {working ? (
        <Button color="red" onClick={() => end.mutate(undefined)} loading={end.isPending}>
          End work
        </Button>
      ) : (
        <Button color="teal" onClick={() => start.mutate(undefined)} loading={start.isPending}>
          Start work
        </Button>
      )}
    </Group>
  );
}
