import { Permission } from '@fieldline/contracts/common/permissions';
import type { TaskStatus } from '@fieldline/contracts/tasks/general-tasks.contract';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Switch,
  Table,
  Tabs,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, PageHeader, QueryStatus } from '../../../shared/ui';
import { type TaskListName, useDeleteTaskListEntry, useSaveTaskListEntry, useTaskList } from '../tasks.api';

const LISTS: { name: TaskListName; label: string; one: string }[] = [
  { name: 'types', label: 'Task types', one: 'task type' },
  { name: 'statuses', label: 'Task statuses', one: 'task status' },
  { name: 'categories', label: 'Template categories', one: 'template category' },
];

/** Administration: the lists tasks pick from (types, statuses with their "done" flag, template categories). */
export function TaskSettingsPage() {
  const [tab, setTab] = useState<TaskListName>('types');
  return (
    <>
      <PageHeader
        title="Task settings"
        description="The types, statuses and template categories tasks use."
      />
      <Paper p="lg" radius="md">
        <Tabs value={tab} onChange={(v) => setTab((v as TaskListName) ?? 'types')}>
          <Tabs.List mb="md">
            {LISTS.map((l) => (
              <Tabs.Tab key={l.name} value={l.name}>
                {l.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LISTS.map((l) => (
            <Tabs.Panel key={l.name} value={l.name}>
              {tab === l.name && <ListTable {...l} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </>
  );
}

function ListTable({ name, label, one }: { name: TaskListName; label: string; one: string }) {
  const canEdit = useAccess(Permission.Tasks) >= 2;
  const query = useTaskList(name);
  const save = useSaveTaskListEntry(name);
  const remove = useDeleteTaskListEntry(name);
  const [newName, setNewName] = useState('');
  const [isDone, setIsDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const statuses = name === 'statuses';

  async function add() {
    setError(null);
    try {
      await save.mutateAsync({ body: { name: newName, ...(statuses ? { isDone } : {}) } });
      setNewName('');
      setIsDone(false);
    } catch (e) {
      setError(errorMessage(e));
    }
  }
  const patch = (row: TaskStatus, body: Record<string, unknown>) =>
    save.mutate(
      { id: row.id, body: { ...body, version: row.version } },
      { onError: (e) => showErrorNotification(errorMessage(e)) },
    );
  async function del(row: TaskStatus) {
    if (!(await confirmModal(`Delete the ${one} "${row.name}"? Tasks that use it keep everything else.`)))
      return;
    remove.mutate(row.id, { onError: (e) => showErrorNotification(errorMessage(e)) });
  }

  return (
    <>
      {canEdit && (
        <Group align="flex-start" mb="md">
          <TextInput
            aria-label={`New ${one}`}
            placeholder={`New ${one}`}
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            error={error}
            w={280}
          />
          {statuses && (
            <Checkbox
              mt={8}
              label="Done status"
              checked={isDone}
              onChange={(e) => setIsDone(e.currentTarget.checked)}
            />
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={add} loading={save.isPending}>
            Add
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(result) => (
          <Table striped aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                {statuses && <Table.Th>Done</Table.Th>}
                <Table.Th>Active</Table.Th>
                {canEdit && <Table.Th w={90} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.length === 0 && <EmptyRow colSpan={4} message={`No ${one} yet.`} />}
              {result.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td fz="sm">{row.name}</Table.Td>
                  {statuses && (
                    <Table.Td>
                      {row.isDone ? (
                        <Badge color="teal" variant="light">
                          Done
                        </Badge>
                      ) : null}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Switch
                      aria-label={`${row.name} active`}
                      checked={row.isActive}
                      disabled={!canEdit}
                      onChange={(e) => patch(row, { isActive: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${row.name}`}
                          onClick={() => del(row)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
    </>
  );
}
