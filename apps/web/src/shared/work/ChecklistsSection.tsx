import type { Checklist } from '@fieldline/contracts/checklists/checklists.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { Accordion, ActionIcon, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../app/api';
import { confirmModal } from '../modals';
import { QueryStatus } from '../ui';
import { ChecklistForm } from './ChecklistForm';
import {
  equipmentLabel,
  useChecklistMutations,
  useChecklists,
  useDefinitionOptions,
  useOwnerEquipment,
  type WorkOwnerProps,
} from './work.api';

const onError = (e: unknown) => showErrorNotification(errorMessage(e));

/** The checklists of a bid or job: add one from a definition (optionally for equipment), fill it in, delete it. */
export function ChecklistsSection({ ownerKind, ownerId, readOnly = false }: WorkOwnerProps) {
  const query = useChecklists(ownerKind, ownerId);
  const definitions = useDefinitionOptions();
  const equipment = useOwnerEquipment(ownerKind, ownerId);
  const m = useChecklistMutations(ownerKind, ownerId);
  const [definitionId, setDefinitionId] = useState<string | null>(null);
  const [equipmentId, setEquipmentId] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  function add() {
    if (!definitionId) return;
    m.add.mutate(
      { definitionId: Number(definitionId), equipmentId: equipmentId ? Number(equipmentId) : null },
      {
        onSuccess: (c) => {
          setDefinitionId(null);
          setEquipmentId(null);
          setOpen(String(c.id));
        },
        onError,
      },
    );
  }

  async function remove(c: Checklist) {
    if (await confirmModal(`Delete the checklist "${c.checklistDefinition.title}" and its answers?`))
      m.remove.mutate(c.id, { onError });
  }

  return (
    <>
      {!readOnly && (
        <Group mb="md" gap="sm" align="flex-end">
          <Select
            label="Checklist"
            placeholder={definitions.data?.length === 0 ? 'No checklists defined yet' : 'Choose a checklist'}
            data={(definitions.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={definitionId}
            onChange={setDefinitionId}
            w={280}
          />
          <Select
            label="For equipment"
            placeholder="None"
            clearable
            data={(equipment.data ?? []).map((e) => ({ value: String(e.id), label: equipmentLabel(e) }))}
            value={equipmentId}
            onChange={setEquipmentId}
            w={260}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={add}
            loading={m.add.isPending}
            disabled={!definitionId}
          >
            Add checklist
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No checklists yet.
            </Text>
          ) : (
            <Accordion variant="separated" value={open} onChange={setOpen}>
              {list.map((c) => (
                <Accordion.Item key={c.id} value={String(c.id)}>
                  <Accordion.Control aria-label={c.checklistDefinition.title}>
                    <Group justify="space-between" wrap="nowrap" pr="sm">
                      <div>
                        <Text fw={500} fz="sm">
                          {c.checklistDefinition.title}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {[
                            c.equipment ? equipmentLabel(c.equipment) : null,
                            c.createdByName,
                            formatDate(c.createdDate),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </div>
                      <Badge
                        variant="light"
                        color={c.answeredCount === c.questionCount ? 'teal' : 'gray'}
                        data-testid={`checklist-progress-${c.id}`}
                      >
                        {c.answeredCount} / {c.questionCount} answered
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <ChecklistForm
                      key={c.version}
                      checklist={c}
                      readOnly={readOnly}
                      saving={m.answer.isPending}
                      onSave={(answers) => m.answer.mutate({ checklistId: c.id, answers }, { onError })}
                    />
                    {!readOnly && (
                      <Group justify="flex-start" mt="sm">
                        <Tooltip label="Delete checklist">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label="Delete checklist"
                            onClick={() => remove(c)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )
        }
      </QueryStatus>
    </>
  );
}
