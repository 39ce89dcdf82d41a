import { useDraggable } from '@dnd-kit/core';
import type { BoardVisit } from '@fieldline/contracts/dispatch/dispatch.contract';
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { clock, clock24, DAY_START_HOUR, SLOT_MINUTES, SLOTS, zoned } from '../board-time';
import { classes } from './board-classes';

export const SLOT_W = 28;

/** Left offset and width (px) of start..end on a day row that shows DAY_START_HOUR..DAY_END_HOUR. */
export function place(start: string, end: string, tz: string, day: string) {
  const s = zoned(start, tz);
  const e = zoned(end, tz);
  const from = s.date < day ? 0 : s.minutes - DAY_START_HOUR * 60;
  const to = e.date > day ? 24 * 60 : e.minutes - DAY_START_HOUR * 60;
  const max = SLOTS * SLOT_MINUTES;
  const left = Math.max(0, Math.min(max, from));
  const right = Math.max(0, Math.min(max, to));
  return {
    left: (left / SLOT_MINUTES) * SLOT_W,
    width: Math.max(((right - left) / SLOT_MINUTES) * SLOT_W, 6),
  };
}

export function hoursText(v: BoardVisit): string {
  if (!v.hours) return 'Hours not set';
  if (v.hours.isClosed) return 'Closed this day';
  return `Open ${clock24(v.hours.openTime)} - ${clock24(v.hours.closeTime)}`;
}

interface Props {
  visit: BoardVisit;
  tz: string;
  day: string;
  onUnassign: (v: BoardVisit) => void;
  onAssign: (v: BoardVisit) => void;
  /** Its place among overlapping visits of the same row. */
  row?: { index: number; of: number };
}

/** A visit on the board: drag to move, drag the right edge to resize, the menu for keyboard users. */
export function VisitCard({ visit, tz, day, onUnassign, onAssign, row = { index: 0, of: 1 } }: Props) {
  const move = useDraggable({ id: `visit:${visit.id}`, data: { kind: 'visit', visit } });
  const resize = useDraggable({ id: `resize:${visit.id}`, data: { kind: 'resize', visit } });
  const { left, width } = place(visit.start, visit.end, tz, day);
  const s = zoned(visit.start, tz);
  const e = zoned(visit.end, tz);
  const grow = resize.transform ? Math.max(resize.transform.x, -width + SLOT_W) : 0;
  return (
    <div
      ref={move.setNodeRef}
      className={classes.card}
      data-testid={`visit-${visit.id}`}
      data-job={visit.jobNumber}
      style={{
        left,
        width: width + grow,
        top: 3 + (row.index * 70) / row.of,
        height: 70 / row.of - (row.of > 1 ? 2 : 0),
        opacity: move.isDragging ? 0.35 : 1,
        borderLeftColor: visit.urgency?.color || undefined,
      }}
      title={`${visit.jobNumber} ${visit.jobName}\n${visit.customer.name}\n${visit.address}\n${clock(s.minutes)} - ${clock(e.minutes)}\n${hoursText(visit)}`}
      {...move.listeners}
      {...move.attributes}
    >
      <div className={classes.cardLine}>
        <Text fz={11} fw={700} truncate>
          {visit.jobNumber}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              size={16}
              variant="subtle"
              color="gray"
              aria-label={`Actions for ${visit.jobNumber}`}
              onPointerDown={(ev) => ev.stopPropagation()}
            >
              <IconDots size={12} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAssign(visit)}>Assign to…</Menu.Item>
            <Menu.Item color="red" onClick={() => onUnassign(visit)}>
              Unassign
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
      <Text fz={11} truncate>
        {visit.customer.name}
      </Text>
      <Text fz={10} c="dimmed" truncate>
        {clock(s.minutes)} - {clock(e.minutes)}
        {visit.zone ? ` · ${visit.zone.name}` : ''}
      </Text>
      <Text fz={10} c="dimmed" truncate>
        {hoursText(visit)}
      </Text>
      <div
        ref={resize.setNodeRef}
        className={classes.resize}
        data-testid={`resize-${visit.id}`}
        title={`Change the end of ${visit.jobNumber}`}
        {...resize.listeners}
        {...resize.attributes}
      />
    </div>
  );
}
