import {
  type CustomFieldEntityKind,
  type CustomFieldGroup,
  createGroupBodySchema,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { Button, ColorInput, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSaveGroup } from '../../../shared/custom-fields';
import { FormError } from '../../../shared/forms';
import { SWATCHES } from './swatches';

export interface GroupModalProps {
  kind: CustomFieldEntityKind;
  /** null: a new group. */
  group: CustomFieldGroup | null;
  onClose: () => void;
}

export function GroupModal({ kind, group, onClose }: GroupModalProps) {
  const save = useSaveGroup(kind);
  const [name, setName] = useState(group?.name ?? '');
  const [color, setColor] = useState(group?.color ?? '');
  const [columns, setColumns] = useState<number | string>(group?.displayColumns ?? 2);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const body = { name: name.trim(), color: color.trim() || null, displayColumns: Number(columns) };
    const parsed = createGroupBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: group?.id, body: group ? { ...body, version: group.version } : body });
      notifications.show({ color: 'teal', message: group ? 'Group saved' : 'Group added' });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal opened onClose={onClose} title={group ? 'Edit group' : 'New group'} closeOnClickOutside={false}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <FormError message={error} />
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <ColorInput
            label="Colour"
            placeholder="#RRGGBB"
            swatches={SWATCHES}
            value={color}
            error={errors.color}
            onChange={setColor}
          />
          <NumberInput
            label="Display columns"
            description="How many columns the group's fields are laid out in"
            min={1}
            max={4}
            allowDecimal={false}
            value={columns}
            error={errors.displayColumns}
            onChange={setColumns}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {group ? 'Save group' : 'Add group'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
