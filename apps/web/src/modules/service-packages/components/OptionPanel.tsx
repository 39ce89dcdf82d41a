import {
  type PackageOption,
  ServicePackageTexts,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { Badge, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { alertModal, confirmModal } from '../../../shared/modals';
import { useRemoveOption, useUpdateOption } from '../service-packages.api';
import { OptionItemsTable } from './OptionItemsTable';

export interface OptionPanelProps {
  option: PackageOption;
  /** The first option is always included when the package is picked. */
  first: boolean;
  locked: boolean;
  /** Cancel reloads the package (spec 3 §4). */
  onCancel: () => void;
}

/** One option: its fields (Edit toggles an editing state; Cancel reloads), its items, and Remove. */
export function OptionPanel({ option, first, locked, onCancel }: OptionPanelProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(option);
  const [nameError, setNameError] = useState<string | undefined>();
  const update = useUpdateOption();
  const remove = useRemoveOption();

  const startEdit = () => {
    setDraft(option);
    setNameError(undefined);
    setEditing(true);
  };
  const save = async () => {
    if (!draft.name.trim()) {
      setNameError('Required');
      return;
    }
    await update.mutateAsync({
      optionId: option.id,
      body: {
        name: draft.name.trim(),
        sort: draft.sort,
        directions: draft.directions.trim(),
        additionalSpecs: draft.additionalSpecs.trim(),
        version: option.version,
      },
    });
    setEditing(false);
  };
  const cancel = () => {
    setEditing(false);
    onCancel();
  };
  const removeOption = async () => {
    if (!(await confirmModal(ServicePackageTexts.removeOption))) return;
    await remove.mutateAsync(option.id);
    await alertModal(ServicePackageTexts.optionRemoved);
  };

  return (
    <Paper withBorder p="sm" aria-label={`Option ${option.name}`} role="region">
      <Stack gap="xs">
        {editing ? (
          <Stack gap="xs">
            <Group grow align="flex-start">
              <TextInput
                label="Option name"
                required
                value={draft.name}
                error={nameError}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setDraft((d) => ({ ...d, name }));
                  setNameError(undefined);
                }}
              />
              <NumberInput
                label="Sort"
                min={0}
                allowDecimal={false}
                value={draft.sort}
                onChange={(v) => setDraft((d) => ({ ...d, sort: Number(v) || 0 }))}
              />
            </Group>
            <Textarea
              label="Directions"
              autosize
              value={draft.directions}
              onChange={(e) => {
                const directions = e.currentTarget.value;
                setDraft((d) => ({ ...d, directions }));
              }}
            />
            <Textarea
              label="Additional specs"
              autosize
              value={draft.additionalSpecs}
              onChange={(e) => {
                const additionalSpecs = e.currentTarget.value;
                setDraft((d) => ({ ...d, additionalSpecs }));
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" size="xs" onClick={cancel}>
                Cancel
              </Button>
              <Button size="xs" onClick={save} loading={update.isPending}>
                Save option
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{option.name}</Text>
                {option.isBase ? <Badge size="xs">Base</Badge> : null}
                {first ? (
                  <Badge size="xs" variant="light" color="gray">
                    Always included
                  </Badge>
                ) : null}
              </Group>
              {option.directions ? <Text size="sm">{option.directions}</Text> : null}
              {option.additionalSpecs ? (
                <Text size="sm" c="dimmed">
                  {option.additionalSpecs}
                </Text>
              ) : null}
            </Stack>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={startEdit} disabled={locked}>
                Edit
              </Button>
              <Button size="xs" variant="light" color="red" onClick={removeOption} disabled={locked}>
                Remove option
              </Button>
            </Group>
          </Group>
        )}
        <OptionItemsTable option={option} locked={locked || editing} />
      </Stack>
    </Paper>
  );
}
