import { useDroppable } from '@dnd-kit/core';
import type { BoardTechnician, BoardVisit } from '@fieldline/contracts/dispatch/dispatch.contract';
import { Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { clock, DAY_END_HOUR, DAY_START_HOUR, dayLabel, SLOTS, zoned } from '../board-time';
import type { BoardView } from '../dispatch.api';
import { classes } from './board-classes';
import { place, SLOT_W, VisitCard } from './VisitCard';

export const cellDomId = (userId: number, day: string) => `dispatch-cell-${userId}-${day}`;

interface Actions {
  onUnassign: (v: BoardVisit) => void;
  onAssign: (v: BoardVisit) => void;
}

function DayCell({
  tech,
  day,
  board,
  ...actions
}: { tech: BoardTechnician; day: string; board: BoardView } & Actions) {
  const { setNodeRef, isOver } = useDroppable({
    id: `cell:${tech.userId}:${day}`,
    data: { userId: tech.userId, day },
  });
  const tz = board.timezone;
  const visits = board.visits.filter((v) => v.userId === tech.userId && zoned(v.start, tz).date === day);
  const rows = stackRows(visits);
  const busy = board.busy.filter(
    (b) => b.userId === tech.userId && zoned(b.start, tz).date <= day && zoned(b.end, tz).date >= day,
  );
  return (
    <div
      ref={setNodeRef}
      id={cellDomId(tech.userId, day)}
      className={`${classes.cell} ${isOver ? classes.cellOver : ''}`}
      style={{ width: SLOTS * SLOT_W }}
      data-testid={`cell-${tech.userId}-${day}`}
    >
      {busy.map((b) => {
        const p = place(b.start, b.end, tz, day);
        return (
          <div
            key={`${b.kind}-${b.start}`}
            className={classes.busy}
            style={{ left: p.left, width: p.width }}
            title={b.label}
            data-testid="busy-block"
          >
            {b.label}
          </div>
        );
      })}
      {visits.map((v) => (
        <VisitCard key={v.id} visit={v} tz={tz} day={day} row={rows.get(v.id)} {...actions} />
      ))}
    </div>
  );
}

/** Overlapping visits (a double booking on purpose) share the row's height instead of hiding each other. */
function stackRows(visits: BoardVisit[]): Map<number, { index: number; of: number }> {
  const ends: number[] = [];
  const index = new Map<number, number>();
  for (const v of visits) {
    const start = Date.parse(v.start);
    let i = ends.findIndex((end) => end <= start);
    if (i === -1) i = ends.push(0) - 1;
    ends[i] = Date.parse(v.end);
    index.set(v.id, i);
  }
  const of = Math.max(1, ends.length);
  return new Map([...index].map(([id, i]) => [id, { index: i, of }]));
}

/** "Denver · HVAC" groups: office, then the technician's first team. */
function groupsOf(techs: BoardTechnician[]) {
  const map = new Map<string, BoardTechnician[]>();
  for (const t of techs) {
    const key = `${t.office?.name ?? 'No office'} · ${t.teams[0]?.name ?? 'No team'}`;
    map.set(key, [...(map.get(key) ?? []), t]);
  }
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Technicians as rows (grouped by office and team), the days' hours across. */
export function BoardGrid({ board, days, ...actions }: { board: BoardView; days: string[] } & Actions) {
  const groups = useMemo(() => groupsOf(board.technicians), [board.technicians]);
  const hours = Array.from({ length: DAY_END_HOUR - DAY_START_HOUR }, (_, i) => DAY_START_HOUR + i);
  return (
    <div className={classes.scroller}>
      <div
        className={classes.grid}
        style={{ gridTemplateColumns: `200px repeat(${days.length}, ${SLOTS * SLOT_W}px)` }}
      >
        <div className={classes.nameHead}>
          <Text fz="sm" fw={600}>
            Technician
          </Text>
        </div>
        {days.map((d) => (
          <div key={d} className={classes.dayHead}>
            <Text fz="sm" fw={600} px={4}>
              {dayLabel(d)}
            </Text>
            <div className={classes.hours}>
              {hours.map((h) => (
                <div key={h} className={classes.hour} style={{ width: SLOT_W * 2 }}>
                  {clock(h * 60).replace(':00', '')}
                </div>
              ))}
            </div>
          </div>
        ))}
        {groups.map(([label, techs]) => (
          <Fragment key={label}>
            <div className={classes.group}>{label}</div>
            {techs.map((t) => (
              <Fragment key={t.userId}>
                <div className={classes.name} data-testid={`tech-${t.userId}`}>
                  <Text fz="sm" fw={600} truncate>
                    {t.name}
                  </Text>
                  <Text fz={11} c="dimmed" truncate>
                    {t.zones.map((z) => z.name).join(', ') || 'No zones'}
                  </Text>
                </div>
                {days.map((d) => (
                  <DayCell key={d} tech={t} day={d} board={board} {...actions} />
                ))}
              </Fragment>
            ))}
          </Fragment>
        ))}
      </div>
      {board.technicians.length === 0 && (
        <Text c="dimmed" p="md">
          No technicians match these filters.
        </Text>
      )}
    </div>
  );
}
