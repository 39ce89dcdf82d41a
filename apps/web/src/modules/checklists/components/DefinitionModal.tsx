import {
  type ChecklistDefinition,
  QUESTION_KINDS,
  type QuestionKind,
} from '@fieldline/contracts/checklists/checklists.contract';
import { ActionIcon, Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useSaveDefinition } from '../checklists.api';

interface QuestionRow {
  id?: string;
  key: string;
  text: string;
  kind: QuestionKind;
}
interface Values {
  name: string;
  title: string;
  isActive: boolean;
  questions: QuestionRow[];
}

const KIND_LABELS: Record<QuestionKind, string> = { check: 'Tick box', text: 'Text', number: 'Number' };
let seq = 0;
const newRow = (): QuestionRow => ({ key: `new-${++seq}`, text: '', kind: 'check' });

/** Create or edit a checklist definition: name, title and its questions in order. */
export function DefinitionModal({
  definition,
  opened,
  onClose,
}: {
  definition: ChecklistDefinition | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveDefinition();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: definition
      ? {
          name: definition.name,
          title: definition.title,
          isActive: definition.isActive,
          questions: definition.questions.map((q) => ({ ...q, key: q.id })),
        }
      : { name: '', title: '', isActive: true, questions: [newRow()] },
    validate: {
      name: (v) => (v.trim() ? null : 'Required'),
      title: (v) => (v.trim() ? null : 'Required'),
      questions: {
        text: (v) => (v.trim() ? null : 'Required'),
      },
    },
  });
  const rows = form.values.questions;

  function move(i: number, by: -1 | 1) {
    form.reorderListItem('questions', { from: i, to: i + by });
  }

  async function submit(v: Values) {
    setError(null);
    if (v.questions.length === 0) {
      setError('Add at least one question.');
      return;
    }
    try {
      await save.mutateAsync({
        id: definition?.id,
        body: {
          name: v.name,
          title: v.title,
          isActive: v.isActive,
          questions: v.questions.map((q) => ({ id: q.id, text: q.text, kind: q.kind })),
          ...(definition ? { version: definition.version } : {}),
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
      title={definition ? 'Edit checklist' : 'New checklist'}
      size="xl"
    >
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput label="Name" required placeholder="RTU inspection" {...form.getInputProps('name')} />
            <TextInput
              label="Title"
              required
              placeholder="Rooftop unit inspection"
              {...form.getInputProps('title')}
            />
          </Group>
          <Switch
            label="Active (offered on bids and jobs)"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Text fw={600} fz="sm" mt="xs">
            Questions
          </Text>
          {rows.map((q, i) => (
            <Group key={q.key} gap="xs" align="flex-start" wrap="nowrap">
              <Text fz="sm" c="dimmed" w={24} pt={6}>
                {i + 1}.
              </Text>
              <TextInput
                aria-label={`Question ${i + 1}`}
                placeholder="Question text"
                style={{ flex: 1 }}
                {...form.getInputProps(`questions.${i}.text`)}
              />
              <Select
                aria-label={`Answer kind ${i + 1}`}
                data={QUESTION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
                allowDeselect={false}
                w={130}
                {...form.getInputProps(`questions.${i}.kind`)}
              />
              <ActionIcon
                variant="subtle"
                aria-label="Move up"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                mt={4}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label="Move down"
                disabled={i === rows.length - 1}
                onClick={() => move(i, 1)}
                mt={4}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove question ${i + 1}`}
                onClick={() => form.removeListItem('questions', i)}
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
              onClick={() => form.insertListItem('questions', newRow())}
            >
              Add question
            </Button>
          </Group>
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save checklist
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
