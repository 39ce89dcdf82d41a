import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { LaneJob } from '@fieldline/contracts/dispatch/dispatch.contract';
import { Badge, Group, Pagination, Select, Text } from '@mantine/core';
import type { BoardView } from '../dispatch.api';
import { useDispatchLookup } from '../dispatch.api';
import { classes } from './board-classes';

function LaneCard({ job }: { job: LaneJob }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `job:${job.jobId}`,
    data: { kind: 'job', job },
  });
  return (
    <div
      ref={setNodeRef}
      className={classes.laneCard}
      style={{ opacity: isDragging ? 0.35 : 1, borderLeftColor: job.urgency?.color || undefined }}
      data-testid={`lane-job-${job.jobId}`}
      data-job={job.jobNumber}
      {...listeners}
      {...attributes}
      title={`Unassigned job ${job.jobNumber} ${job.customer.name}`}
    >
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text fz="xs" fw={700} truncate>
          {job.jobNumber}
        </Text>
        {job.urgency && (
          <Badge size="xs" variant="light" color={job.urgency.color || 'gray'}>
            {job.urgency.name}
          </Badge>
        )}
      </Group>
      <Text fz="xs" truncate>
        {job.customer.name}
      </Text>
      <Text fz={11} c="dimmed" truncate>
        {job.jobType.name}
        {job.zone ? ` · ${job.zone.name}` : ''}
      </Text>
      <Text fz={11} c="dimmed" truncate>
        {job.address || 'No address'}
      </Text>
    </div>
  );
}

export interface LaneFilters {
  zoneId?: number;
  jobTypeId?: number;
  urgencyId?: number;
  laneOffset?: number;
}

const num = (v: string | null) => (v ? Number(v) : undefined);
const opts = (list?: { id: number; name: string }[]) =>
  (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));

/** Open jobs with no visit to come: drag one onto a technician, or drop a card here to unassign it. */
export function UnassignedLane({
  board,
  filters,
  onFilters,
}: {
  board: BoardView;
  filters: LaneFilters;
  onFilters: (f: LaneFilters) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: 'lane' });
  const zones = useDispatchLookup('locationzones');
  const types = useDispatchLookup('jobtypes');
  const urgencies = useDispatchLookup('joburgencies');
  const { data, count_filtered } = board.unassigned;
  const page = Math.floor((filters.laneOffset ?? 0) / 50) + 1;
  const set = (patch: LaneFilters) => onFilters({ ...filters, ...patch, laneOffset: 0 });
  return (
    <div>
      <Group justify="space-between" mb="xs" align="flex-end">
        <Text fw={600}>
          Unassigned jobs{' '}
          <Text span c="dimmed" fz="sm">
            ({count_filtered})
          </Text>
        </Text>
        <Group gap="xs">
          <Select
            size="xs"
            w={150}
            placeholder="Any zone"
            aria-label="Zone"
            clearable
            data={opts(zones.data)}
            value={filters.zoneId ? String(filters.zoneId) : null}
            onChange={(v) => set({ zoneId: num(v) })}
          />
          <Select
            size="xs"
            w={170}
            placeholder="Any job type"
            aria-label="Job type"
            clearable
            data={opts(types.data)}
            value={filters.jobTypeId ? String(filters.jobTypeId) : null}
            onChange={(v) => set({ jobTypeId: num(v) })}
          />
          <Select
            size="xs"
            w={140}
            placeholder="Any urgency"
            aria-label="Urgency"
            clearable
            data={opts(urgencies.data)}
            value={filters.urgencyId ? String(filters.urgencyId) : null}
            onChange={(v) => set({ urgencyId: num(v) })}
          />
        </Group>
      </Group>
      <div
        ref={setNodeRef}
        className={`${classes.lane} ${isOver ? classes.laneOver : ''}`}
        data-testid="lane"
      >
        {data.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No unassigned jobs. Drop a visit here to unassign it.
          </Text>
        ) : (
          <Group gap="xs" align="stretch">
            {data.map((j) => (
              <LaneCard key={j.jobId} job={j} />
            ))}
          </Group>
        )}
      </div>
      {count_filtered > 50 && (
        <Pagination
          mt="xs"
          size="sm"
          total={Math.ceil(count_filtered / 50)}
          value={page}
          onChange={(p) => onFilters({ ...filters, laneOffset: (p - 1) * 50 })}
        />
      )}
    </div>
  );
}
