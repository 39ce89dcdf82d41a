import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type GeneralTask,
  TASK_PRIORITIES,
  type UpdateGeneralTaskBody,
} from '@fieldline/contracts/tasks/general-tasks.contract';
import {
  Badge,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DateInputField } from '../../../shared/dates';
import { formatDateTime } from '../../../shared/format';
import { applyServerErrors, FormError, toOptions } from '../../../shared/forms';
import { QueryStatus } from '../../../shared/ui';
import { useTask, useTaskLookup, useTaskPerson, useUpdateTask, useViewTask } from '../tasks.api';

/** A task opened from "My tasks": marks it viewed, edits it, completes or reopens it. */
export function TaskDrawer({ taskId, onClose }: { taskId: number | null; onClose: () => void }) {
  const query = useTask(taskId);
  const view = useViewTask();
  const { mutate: markViewed } = view;
  useEffect(() => {
    if (taskId !== null) markViewed(taskId);
  }, [taskId, markViewed]);
  return (
    <Drawer
      opened={taskId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={query.data ? query.data.title : 'Task'}
    >
      {taskId !== null && (
        <QueryStatus query={query}>
          {(task) => <TaskForm key={task.id} task={task} onDone={onClose} />}
        </QueryStatus>
      )}
    </Drawer>
  );
}

interface Values {
  title: string;
  description: string;
  statusId: string | null;
  dueDate: string | null;
  assignedTo: string | null;
  priority: string;
  typeId: string | null;
}

const valuesOf = (t: GeneralTask): Values => ({
  title: t.title,
  description: t.description,
  statusId: t.status ? String(t.status.id) : null,
  dueDate: t.dueDate,
  assignedTo: t.assignedTo ? String(t.assignedTo.id) : null,
  priority: t.priority,
  typeId: t.type ? String(t.type.id) : null,
});

function TaskForm({ task, onDone }: { task: GeneralTask; onDone: () => void }) {
  const canManage = useAccess(Permission.Tasks) >= 2;
  const people = useTaskLookup('taskusers');
  const statuses = useTaskLookup('taskstatuses');
  const types = useTaskLookup('tasktypes');
  const update = useUpdateTask();
  const person = useTaskPerson();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: valuesOf(task) });
  const [members, setMembers] = useState(task.members.map((m) => String(m.id)));
  const [subscribers, setSubscribers] = useState(task.subscribers.map((m) => String(m.id)));

  async function save(body: UpdateGeneralTaskBody, close: boolean) {
    setError(null);
    try {
      const saved = await update.mutateAsync({ id: task.id, body: { ...body, version: task.version } });
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      if (close) onDone();
    } catch (err) {
      setError(applyServerErrors(form, err));
    }
  }

  const submit = form.onSubmit((v) => {
    const before = valuesOf(task);
    const body: UpdateGeneralTaskBody = {};
    if (v.title !== before.title) body.title = v.title;
    if (v.description !== before.description) body.description = v.description;
    if (v.statusId !== before.statusId) body.statusId = v.statusId ? Number(v.statusId) : null;
    if (v.dueDate !== before.dueDate) body.dueDate = v.dueDate;
    if (v.assignedTo !== before.assignedTo) body.assignedTo = v.assignedTo ? Number(v.assignedTo) : null;
    if (v.priority !== before.priority) body.priority = v.priority as UpdateGeneralTaskBody['priority'];
    if (v.typeId !== before.typeId) body.typeId = v.typeId ? Number(v.typeId) : null;
    if (Object.keys(body).length === 0) return onDone();
    return save(body, true);
  });

  /** The people pickers write at once: each added or removed person is one call. */
  function changePeople(kind: 'members' | 'subscribers', next: string[], current: string[]) {
    const setter = kind === 'members' ? setMembers : setSubscribers;
    const added = next.filter((x) => !current.includes(x));
    const removed = current.filter((x) => !next.includes(x));
    setter(next);
    for (const [ids, add] of [
      [added, true],
      [removed, false],
    ] as const)
      for (const userId of ids)
        person.mutate(
          { id: task.id, kind, userId: Number(userId), add },
          {
            onError: (e) => {
              setter(current);
              showErrorNotification(errorMessage(e));
            },
          },
        );
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Group gap="xs">
          {task.completed ? (
            <Badge color="teal">Done {task.completedDate ? formatDateTime(task.completedDate) : ''}</Badge>
          ) : task.overdue ? (
            <Badge color="red">Overdue</Badge>
          ) : (
            <Badge variant="light">Open</Badge>
          )}
          {task.ownerKind && (
            <Badge variant="outline" color="gray">
              {task.ownerKind} task
            </Badge>
          )}
        </Group>
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Group grow align="flex-start">
          <Select
            label="Status"
            data={toOptions(statuses.data)}
            clearable
            {...form.getInputProps('statusId')}
          />
          <DateInputField
            label="Due date"
            value={form.values.dueDate}
            onChange={(v) => form.setFieldValue('dueDate', v)}
            error={form.errors.dueDate}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label="Assigned to"
            data={toOptions(people.data)}
            searchable
            clearable
            {...form.getInputProps('assignedTo')}
          />
          <Select
            label="Priority"
            data={[...TASK_PRIORITIES]}
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
        </Group>
        <Select label="Type" data={toOptions(types.data)} clearable {...form.getInputProps('typeId')} />
        <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
        <MultiSelect
          label="Members"
          description="Work on the task with the assignee."
          data={toOptions(people.data)}
          value={members}
          onChange={(next) => changePeople('members', next, members)}
          searchable
          disabled={!canManage}
        />
        <MultiSelect
          label="Subscribers"
          description="Follow the task."
          data={toOptions(people.data)}
          value={subscribers}
          onChange={(next) => changePeople('subscribers', next, subscribers)}
          searchable
          disabled={!canManage}
        />
        <FormError message={error} />
        <Text fz="xs" c="dimmed">
          Created {formatDateTime(task.createdDate)} · last changed {formatDateTime(task.modifiedDate)}
        </Text>
        <Group justify="space-between">
          <Button
            variant="light"
            color={task.completed ? 'gray' : 'teal'}
            loading={update.isPending}
            onClick={() => save({ completed: !task.completed }, true)}
          >
            {task.completed ? 'Reopen task' : 'Mark complete'}
          </Button>
          <Group>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save task
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
