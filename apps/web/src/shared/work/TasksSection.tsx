import { formatDate } from '@fieldline/contracts/common/dates';
import type { WorkTask } from '@fieldline/contracts/tasks/tasks.contract';
import { ActionIcon, Button, Checkbox, Group, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTemplate, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../app/api';
import { confirmModal } from '../modals';
import { EmptyRow, QueryStatus } from '../ui';
import {
  equipmentLabel,
  useOwnerEquipment,
  useTaskMutations,
  useTasks,
  useTemplateOptions,
  type WorkOwnerProps,
} from './work.api';

const onError = (e: unknown) => showErrorNotification(errorMessage(e));

/** A note edited in place: saved when the field loses focus with a changed value. */
function NoteCell({
  task,
  disabled,
  onSave,
}: {
  task: WorkTask;
  disabled: boolean;
  onSave: (v: string) => void;
}) {
  const [value, setValue] = useState(task.note);
  return (
    <TextInput
      size="xs"
      aria-label={`Note for ${task.task}`}
      placeholder="Add a note"
      value={value}
      disabled={disabled}
      maxLength={2000}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={() => value.trim() !== task.note && onSave(value.trim())}
    />
  );
}

/** The task list of a bid or job: tick, note, equipment; add one task or a template's tasks. */
export function TasksSection({ ownerKind, ownerId, readOnly = false }: WorkOwnerProps) {
  const query = useTasks(ownerKind, ownerId);
  const equipment = useOwnerEquipment(ownerKind, ownerId);
  const templates = useTemplateOptions();
  const m = useTaskMutations(ownerKind, ownerId);
  const [text, setText] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const equipmentOptions = (equipment.data ?? []).map((e) => ({
    value: String(e.id),
    label: equipmentLabel(e),
  }));

  function addTask() {
    if (!text.trim()) return;
    m.add.mutate({ task: text.trim() }, { onSuccess: () => setText(''), onError });
  }

  function addTemplate() {
    if (!templateId) return;
    m.fromTemplate.mutate(
      { templateId: Number(templateId) },
      { onSuccess: () => setTemplateId(null), onError },
    );
  }

  async function remove(task: WorkTask) {
    if (await confirmModal(`Delete the task "${task.task}"?`)) m.remove.mutate(task.id, { onError });
  }

  return (
    <>
      {!readOnly && (
        <Group mb="md" gap="sm" align="flex-end">
          <TextInput
            label="New task"
            placeholder="What needs doing?"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addTask();
              }
            }}
            maxLength={500}
            w={280}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={addTask}
            loading={m.add.isPending}
            disabled={!text.trim()}
          >
            Add task
          </Button>
          <Select
            label="Task template"
            placeholder={templates.data?.length === 0 ? 'No templates yet' : 'Choose a template'}
            data={(templates.data ?? []).map((t) => ({
              value: String(t.id),
              label: `${t.name} (${t.taskCount})`,
            }))}
            value={templateId}
            onChange={setTemplateId}
            w={240}
          />
          <Button
            variant="default"
            leftSection={<IconTemplate size={16} />}
            onClick={addTemplate}
            loading={m.fromTemplate.isPending}
            disabled={!templateId}
          >
            Add template tasks
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(tasks) => (
          <Table aria-label="Tasks" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>Done</Table.Th>
                <Table.Th>Task</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th w={240}>Equipment</Table.Th>
                <Table.Th w={160}>Added</Table.Th>
                {!readOnly && <Table.Th w={40} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.length === 0 && <EmptyRow colSpan={readOnly ? 5 : 6} message="No tasks yet." />}
              {tasks.map((task) => (
                <Table.Tr key={task.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Done: ${task.task}`}
                      checked={task.selected}
                      disabled={readOnly}
                      onChange={(e) =>
                        m.update.mutate({ taskId: task.id, selected: e.currentTarget.checked }, { onError })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" td={task.selected ? 'line-through' : undefined}>
                      {task.task}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <NoteCell
                      task={task}
                      disabled={readOnly}
                      onSave={(note) => m.update.mutate({ taskId: task.id, note }, { onError })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={`Equipment for ${task.task}`}
                      placeholder="None"
                      clearable
                      disabled={readOnly}
                      data={
                        task.equipment &&
                        !equipmentOptions.some((o) => o.value === String(task.equipment?.id))
                          ? [
                              ...equipmentOptions,
                              { value: String(task.equipment.id), label: equipmentLabel(task.equipment) },
                            ]
                          : equipmentOptions
                      }
                      value={task.equipment ? String(task.equipment.id) : null}
                      onChange={(v) =>
                        m.update.mutate({ taskId: task.id, equipmentId: v ? Number(v) : null }, { onError })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="xs" c="dimmed">
                      {task.createdByName ?? '—'}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formatDate(task.createdDate)}
                    </Text>
                  </Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Tooltip label="Delete task">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${task.task}`}
                          onClick={() => remove(task)}
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
