import type { TaskTemplate } from '@fieldline/contracts/tasks/tasks.contract';
import { ActionIcon, Button, Group, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useSaveTemplate } from '../tasks.api';

interface Values {
  name: string;
  description: string;
  isActive: boolean;
  items: { key: string; task: string }[];
}

let seq = 0;
const newRow = (task = '') => ({ key: `row-${++seq}`, task });

/** Create or edit a task template: name, description and its tasks in order. */
export function TemplateModal({
  template,
  opened,
  onClose,
}: {
  template: TaskTemplate | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveTemplate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: template
      ? {
          name: template.name,
          description: template.description,
          isActive: template.isActive,
          items: template.items.map((i) => newRow(i.task)),
        }
      : { name: '', description: '', isActive: true, items: [newRow()] },
    validate: {
      name: (v) => (v.trim() ? null : 'Required'),
      items: { task: (v) => (v.trim() ? null : 'Required') },
    },
  });
  const rows = form.values.items;

  async function submit(v: Values) {
    setError(null);
    if (v.items.length === 0) {
      setError('Add at least one task.');
      return;
    }
    try {
      await save.mutateAsync({
        id: template?.id,
        body: {
          name: v.name,
          description: v.description,
          isActive: v.isActive,
          items: v.items.map((i) => ({ task: i.task })),
          ...(template ? { version: template.version } : {}),
        },
      });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={template ? 'Edit task template' : 'New task template'}
      size="lg"
    >
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput label="Name" required placeholder="Spring tune-up" {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Switch
            label="Active (offered on bids and jobs)"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Text fw={600} fz="sm" mt="xs">
            Tasks
          </Text>
          {rows.map((row, i) => (
            <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
              <Text fz="sm" c="dimmed" w={24} pt={6}>
                {i + 1}.
              </Text>
              <TextInput
                aria-label={`Task ${i + 1}`}
                placeholder="Task"
                style={{ flex: 1 }}
                {...form.getInputProps(`items.${i}.task`)}
              />
              <ActionIcon
                variant="subtle"
                aria-label="Move up"
                disabled={i === 0}
                onClick={() => form.reorderListItem('items', { from: i, to: i - 1 })}
                mt={4}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label="Move down"
                disabled={i === rows.length - 1}
                onClick={() => form.reorderListItem('items', { from: i, to: i + 1 })}
                mt={4}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove task ${i + 1}`}
                onClick={() => form.removeListItem('items', i)}
                mt={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('items', newRow())}
            >
              Add task
            </Button>
          </Group>
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
