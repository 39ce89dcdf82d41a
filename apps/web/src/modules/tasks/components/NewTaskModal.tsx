import {
  type CreateGeneralTaskBody,
  TASK_PRIORITIES,
} from '@fieldline/contracts/tasks/general-tasks.contract';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/auth/AuthProvider';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError, toOptions } from '../../../shared/forms';
import { useCreateTask, useTaskLookup } from '../tasks.api';

interface Values {
  title: string;
  description: string;
  assignedTo: string | null;
  dueDate: string | null;
  priority: string;
  typeId: string | null;
}

/** A standalone task (a to-do): assigned to oneself unless another person is picked. */
export function NewTaskModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const me = useCurrentUser();
  const people = useTaskLookup('taskusers');
  const types = useTaskLookup('tasktypes');
  const create = useCreateTask();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      title: '',
      description: '',
      assignedTo: String(me.id),
      dueDate: null,
      priority: 'Normal',
      typeId: null,
    },
  });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.onSubmit(async (v) => {
    setError(null);
    const body: CreateGeneralTaskBody = {
      title: v.title,
      description: v.description,
      assignedTo: v.assignedTo ? Number(v.assignedTo) : null,
      dueDate: v.dueDate,
      priority: v.priority as CreateGeneralTaskBody['priority'],
      typeId: v.typeId ? Number(v.typeId) : null,
    };
    try {
      await create.mutateAsync(body);
      close();
    } catch (err) {
      setError(applyServerErrors(form, err));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New task" size="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <Group grow align="flex-start">
            <Select
              label="Assigned to"
              data={toOptions(people.data)}
              searchable
              clearable
              {...form.getInputProps('assignedTo')}
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
              label="Priority"
              data={[...TASK_PRIORITIES]}
              allowDeselect={false}
              {...form.getInputProps('priority')}
            />
            <Select label="Type" data={toOptions(types.data)} clearable {...form.getInputProps('typeId')} />
          </Group>
          <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create task
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
