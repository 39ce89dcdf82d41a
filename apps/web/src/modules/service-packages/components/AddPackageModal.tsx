import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCreatePackage, usePackageTypes } from '../service-packages.api';

export interface AddPackageModalProps {
  opened: boolean;
  onClose: () => void;
  /** When set, the new package is linked to this item. */
  context: ItemSummary | null;
  onCreated: (id: number) => void;
}

/** Add package: name (required) and type; the server gives it its 'Base' option. */
export function AddPackageModal({ opened, onClose, context, onCreated }: AddPackageModalProps) {
  const [name, setName] = useState('');
  const [typeId, setTypeId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const types = usePackageTypes();
  const create = useCreatePackage();
  useEffect(() => {
    if (opened) {
      setName('');
      setTypeId(null);
      setError(undefined);
    }
  }, [opened]);

  const save = async () => {
    if (!name.trim()) {
      setError('Required');
      return;
    }
    const pkg = await create.mutateAsync({
      name: name.trim(),
      typeID: typeId ? Number(typeId) : null,
      associatedItems: context ? [context.id] : undefined,
    });
    if (pkg) onCreated(pkg.id);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add service package">
      <Stack>
        <TextInput
          label="Name"
          required
          value={name}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(undefined);
          }}
          data-autofocus
        />
        <Select
          label="Package type"
          clearable
          value={typeId}
          onChange={setTypeId}
          data={(types.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        />
        {context ? <Text size="sm">The package will be linked to item {context.name}.</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={create.isPending}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
