import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  type BoardVisit,
  DEFAULT_VISIT_MINUTES,
  type LaneJob,
  MAX_BOARD_DAYS,
} from '@fieldline/contracts/dispatch/dispatch.contract';
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, showErrorNotification } from '../../../app/api';
import { DateRangePicker } from '../../../shared/dates';

type IsoRange = [string, string];

import { PageHeader, QueryStatus } from '../../../shared/ui';
import { DAY_START_HOUR, daysOf, instantAt, SLOT_MINUTES, SLOTS } from '../board-time';
import { BoardGrid, cellDomId } from '../components/BoardGrid';
import { type LaneFilters, UnassignedLane } from '../components/UnassignedLane';
import { SLOT_W } from '../components/VisitCard';
import {
  useBoard,
  useBoardChanges,
  useDispatchLookup,
  useMove,
  useSchedule,
  useUnassign,
} from '../dispatch.api';

function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

interface Conflict {
  message: string;
  retry: () => void;
}

const num = (v: string | null) => (v ? Number(v) : undefined);

/**
 * Service → Dispatch: technicians as rows by office and team, the chosen days' hours across, busy time
 * shaded and the unassigned jobs below. Drag a job onto a technician and time to schedule it, drag a
 * card to move it, its right edge to change its end, back to the lane to unassign it.
 * docs/decisions/025-dispatch-board.md.
 */
export function DispatchPage() {
  // ?from=&to= open the board on other days (a link a dispatcher can share).
  const [params, setParams] = useSearchParams();
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  const pFrom = params.get('from') ?? '';
  const pTo = params.get('to') ?? pFrom;
  const range: IsoRange =
    iso.test(pFrom) && iso.test(pTo) && pTo >= pFrom ? [pFrom, pTo] : [todayLocal(), todayLocal()];
  const setRange = (r: IsoRange) => setParams({ from: r[0], to: r[1] }, { replace: true });
  const [officeId, setOfficeId] = useState<number>();
  const [teamId, setTeamId] = useState<number>();
  const [lane, setLane] = useState<LaneFilters>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [assigning, setAssigning] = useState<BoardVisit | null>(null);
  const [assignTo, setAssignTo] = useState<string | null>(null);
  const board = useBoard({ from: range[0], to: range[1], officeId, teamId, ...lane });
  useBoardChanges(board.data?.revision);
  const offices = useDispatchLookup('offices');
  const teams = useDispatchLookup('resources2');
  const schedule = useSchedule();
  const move = useMove();
  const unassign = useUnassign();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const days = daysOf(range[0], range[1]);

  /** Every write: the server's double-booking refusal offers an explicit override. */
  const onError = (retry: () => void) => (err: Error) => {
    if (err instanceof ApiError && err.status === 409 && err.code === 'TECHNICIAN_DOUBLE_BOOKED')
      setConflict({ message: err.message, retry });
    else if (err instanceof ApiError && err.status === 409)
      notifications.show({
        color: 'orange',
        message: 'Someone else changed this visit; the board is reloaded.',
      });
    else showErrorNotification(err.message);
  };

  const scheduleJob = (job: LaneJob, userId: number, start: string, override = false) => {
    const end = new Date(Date.parse(start) + DEFAULT_VISIT_MINUTES * 60_000).toISOString();
    const body = { jobId: job.jobId, userId, start, end, override };
    schedule.mutate(body, { onError: onError(() => scheduleJob(job, userId, start, true)) });
  };
  const moveVisit = (v: BoardVisit, userId: number, start: string, end: string, override = false) => {
    move.mutate(
      { id: v.id, userId, start, end, version: v.version, override },
      { onError: onError(() => moveVisit(v, userId, start, end, true)) },
    );
  };
  const unassignVisit = (v: BoardVisit) => unassign.mutate(v.id, { onError: onError(() => {}) });

  const onDragEnd = (e: DragEndEvent) => {
    const data = e.active.data.current as
      | { kind: 'visit' | 'resize'; visit: BoardVisit }
      | { kind: 'job'; job: LaneJob }
      | undefined;
    if (!data || !board.data) return;
    if (data.kind === 'resize') {
      const v = data.visit;
      const minutes = Math.round(e.delta.x / SLOT_W) * SLOT_MINUTES;
      if (minutes === 0) return;
      const end = Math.max(Date.parse(v.end) + minutes * 60_000, Date.parse(v.start) + SLOT_MINUTES * 60_000);
      moveVisit(v, v.userId, v.start, new Date(end).toISOString());
      return;
    }
    if (!e.over) return;
    if (e.over.id === 'lane') {
      if (data.kind === 'visit') unassignVisit(data.visit);
      return;
    }
    const cell = e.over.data.current as { userId: number; day: string } | undefined;
    const el = cell && document.getElementById(cellDomId(cell.userId, cell.day));
    if (!cell || !el) return;
    const pointer = e.activatorEvent as PointerEvent;
    const x0 = 'clientX' in pointer ? pointer.clientX : (e.active.rect.current.initial?.left ?? 0);
    // A card keeps where it was grabbed; a lane job starts where the pointer is.
    const grab = data.kind === 'visit' ? x0 - (e.active.rect.current.initial?.left ?? x0) : 0;
    const x = x0 + e.delta.x - grab - el.getBoundingClientRect().left;
    const slot = Math.max(
      0,
      Math.min(SLOTS - 1, data.kind === 'visit' ? Math.round(x / SLOT_W) : Math.floor(x / SLOT_W)),
    );
    const start = instantAt(cell.day, DAY_START_HOUR * 60 + slot * SLOT_MINUTES, board.data.timezone);
    if (data.kind === 'job') scheduleJob(data.job, cell.userId, start);
    else {
      const v = data.visit;
      const end = new Date(Date.parse(start) + Date.parse(v.end) - Date.parse(v.start)).toISOString();
      if (start === v.start && cell.userId === v.userId) return;
      moveVisit(v, cell.userId, start, end);
    }
  };

  const tooLong = days.length > MAX_BOARD_DAYS;
  return (
    <>
      <PageHeader
        title="Dispatch"
        description="Drag unassigned jobs onto a technician and time; drag a visit to move it, its right edge to change its end, or back to the lane to unassign it. Changes are saved at once and shown to other dispatchers within seconds."
      />
      <Paper p="md" radius="md">
        <Group mb="sm" gap="sm" align="flex-end">
          <DateRangePicker
            label="Days"
            value={range}
            onChange={(r) => setRange(r ?? [todayLocal(), todayLocal()])}
            data-testid="dispatch-range"
          />
          <Select
            label="Office"
            placeholder="All offices"
            clearable
            w={180}
            data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            value={officeId ? String(officeId) : null}
            onChange={(v) => setOfficeId(num(v))}
          />
          <Select
            label="Team"
            placeholder="All teams"
            clearable
            w={180}
            data={(teams.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            value={teamId ? String(teamId) : null}
            onChange={(v) => setTeamId(num(v))}
          />
        </Group>
        {tooLong ? (
          <Alert color="orange">The board shows at most {MAX_BOARD_DAYS} days. Choose a shorter range.</Alert>
        ) : (
          <QueryStatus query={board}>
            {(data) => (
              <DndContext sensors={sensors} onDragEnd={onDragEnd}>
                <Stack gap="md">
                  <BoardGrid
                    board={data}
                    days={days}
                    onUnassign={unassignVisit}
                    onAssign={(v) => {
                      setAssigning(v);
                      setAssignTo(String(v.userId));
                    }}
                  />
                  <UnassignedLane board={data} filters={lane} onFilters={setLane} />
                </Stack>
              </DndContext>
            )}
          </QueryStatus>
        )}
      </Paper>

      <Modal opened={conflict !== null} onClose={() => setConflict(null)} title="Double booking" centered>
        <Text mb="md" data-testid="conflict-message">
          {conflict?.message}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConflict(null)}>
            Cancel
          </Button>
          <Button
            color="orange"
            onClick={() => {
              conflict?.retry();
              setConflict(null);
            }}
          >
            Override and book anyway
          </Button>
        </Group>
      </Modal>

      <Modal opened={assigning !== null} onClose={() => setAssigning(null)} title="Assign to" centered>
        <Select
          label="Technician"
          data={(board.data?.technicians ?? []).map((t) => ({ value: String(t.userId), label: t.name }))}
          value={assignTo}
          onChange={setAssignTo}
          searchable
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAssigning(null)}>
            Cancel
          </Button>
          <Button
            disabled={!assignTo}
            onClick={() => {
              if (assigning && assignTo)
                moveVisit(assigning, Number(assignTo), assigning.start, assigning.end);
              setAssigning(null);
            }}
          >
            Assign
          </Button>
        </Group>
      </Modal>
    </>
  );
}
