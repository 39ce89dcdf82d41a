import { Permission } from '@fieldline/contracts/common/permissions';
import type { GeneralTask } from '@fieldline/contracts/tasks/general-tasks.contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Table,
  Tabs,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPlus, IconRotate, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { dateOrNone } from '../../../shared/format';
import { EmptyRow, PageHeader, Paging, QueryStatus } from '../../../shared/ui';
import { NewTaskModal } from '../components/NewTaskModal';
import { TaskDrawer } from '../components/TaskDrawer';
import { TASK_PAGE_SIZE, type TaskTab, useMyTasks, useTaskCounts, useUpdateTask } from '../tasks.api';

const TABS: { value: TaskTab; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'No open tasks. Nice work.' },
  { value: 'today', label: 'Due today', empty: 'Nothing is due today.' },
  { value: 'overdue', label: 'Overdue', empty: 'Nothing is overdue.' },
  { value: 'done', label: 'Done', empty: 'No completed tasks yet.' },
];
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** Badges in the table keep their whole label rather than shrinking to an ellipsis. */
const FULL = { minWidth: 'max-content' } as const;
const PRIORITY_COLOR = { Low: 'gray', Normal: 'blue', High: 'orange' } as const;

/** The signed-in user's tasks: assigned to them, or that they are a member or subscriber of. */
export function MyTasksPage() {
  const canCreate = useAccess(Permission.Tasks) >= 2;
  const [tab, setTab] = useState<TaskTab>('open');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const tasks = useMyTasks(tab, page, query);
  const counts = useTaskCounts().data;
  const update = useUpdateTask();
  const tabCount = { open: counts?.open, today: counts?.dueToday, overdue: counts?.overdue, done: undefined };

  function toggle(task: GeneralTask) {
    update.mutate(
      { id: task.id, body: { completed: !task.completed, version: task.version } },
      { onError: (e) => showErrorNotification(errorMessage(e)) },
    );
  }

  return (
    <>
      <PageHeader
        title="My tasks"
        description="Tasks assigned to you, or that you work on or follow."
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New task
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Tabs
            value={tab}
            onChange={(v) => {
              setTab((v as TaskTab) ?? 'open');
              setPage(1);
            }}
          >
            <Tabs.List>
              {TABS.map((t) => (
                <Tabs.Tab
                  key={t.value}
                  value={t.value}
                  rightSection={
                    tabCount[t.value] ? (
                      <Badge size="xs" variant="light" color={t.value === 'overdue' ? 'red' : 'blue'}>
                        {tabCount[t.value]}
                      </Badge>
                    ) : undefined
                  }
                >
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <TextInput
            aria-label="Search tasks"
            placeholder="Search tasks"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
        </Group>
        <QueryStatus query={tasks}>
          {(result) => (
            <>
              <Table striped highlightOnHover aria-label="My tasks">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Task</Table.Th>
                    <Table.Th style={NOWRAP}>Type</Table.Th>
                    <Table.Th style={NOWRAP}>Status</Table.Th>
                    <Table.Th style={NOWRAP}>Priority</Table.Th>
                    <Table.Th style={NOWRAP}>Due</Table.Th>
                    <Table.Th style={NOWRAP}>Assigned to</Table.Th>
                    <Table.Th w={60} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.data.length === 0 && (
                    <EmptyRow colSpan={7} message={TABS.find((t) => t.value === tab)?.empty ?? ''} />
                  )}
                  {result.data.map((task) => (
                    <Table.Tr key={task.id}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Anchor
                            component="button"
                            type="button"
                            ta="left"
                            fz="sm"
                            fw={task.viewed ? 400 : 700}
                            onClick={() => setOpenId(task.id)}
                          >
                            {task.title}
                          </Anchor>
                          {!task.viewed && (
                            <Badge size="xs" variant="dot" style={{ flexShrink: 0 }}>
                              New
                            </Badge>
                          )}
                        </Group>
                        {task.description && (
                          <Text fz="xs" c="dimmed" lineClamp={1}>
                            {task.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td fz="sm" style={NOWRAP}>
                        {task.type?.name ?? ''}
                      </Table.Td>
                      <Table.Td style={NOWRAP}>
                        {task.status && (
                          <Badge variant="light" color={task.status.isDone ? 'teal' : 'gray'} style={FULL}>
                            {task.status.name}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td style={NOWRAP}>
                        <Badge variant="outline" color={PRIORITY_COLOR[task.priority]} style={FULL}>
                          {task.priority}
                        </Badge>
                      </Table.Td>
                      <Table.Td
                        fz="sm"
                        style={NOWRAP}
                        c={task.overdue ? 'red' : undefined}
                        fw={task.overdue ? 600 : undefined}
                      >
                        {dateOrNone(task.dueDate)}
                      </Table.Td>
                      <Table.Td fz="sm" style={NOWRAP}>
                        {task.assignedTo?.name ?? ''}
                      </Table.Td>
                      <Table.Td>
                        <Tooltip label={task.completed ? 'Reopen' : 'Mark complete'}>
                          <ActionIcon
                            variant="subtle"
                            color={task.completed ? 'gray' : 'teal'}
                            aria-label={`${task.completed ? 'Reopen' : 'Complete'} ${task.title}`}
                            onClick={() => toggle(task)}
                          >
                            {task.completed ? <IconRotate size={18} /> : <IconCheck size={18} />}
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Paging
                total={result.count_filtered}
                page={page}
                pageSize={TASK_PAGE_SIZE}
                onChange={setPage}
              />
            </>
          )}
        </QueryStatus>
      </Paper>
      {creating && <NewTaskModal opened onClose={() => setCreating(false)} />}
      <TaskDrawer taskId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
