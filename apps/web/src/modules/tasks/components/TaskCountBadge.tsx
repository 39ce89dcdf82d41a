import { Badge, Group } from '@mantine/core';
import { useTaskCounts } from '../tasks.api';

/** Beside "My tasks" in the menu: the signed-in user's open tasks, and the overdue ones in red. */
export function TaskCountBadge() {
  const { data } = useTaskCounts();
  if (!data || data.open === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="task-count-badge">
      <Badge size="sm" variant="light" circle={data.open < 10} aria-label={`${data.open} open tasks`}>
        {data.open}
      </Badge>
      {data.overdue > 0 && (
        <Badge size="sm" color="red" circle={data.overdue < 10} aria-label={`${data.overdue} overdue tasks`}>
          {data.overdue}
        </Badge>
      )}
    </Group>
  );
}
