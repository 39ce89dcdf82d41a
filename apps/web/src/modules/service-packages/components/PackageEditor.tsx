import type { ServicePackage } from '@fieldline/contracts/service-packages/service-packages.contract';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { confirmModal } from '../../../shared/modals';
import {
  useAddOption,
  useDeletePackage,
  usePackage,
  usePackageTypes,
  useUpdatePackage,
} from '../service-packages.api';
import { AssociatedEquipment, AssociatedItems } from './AssociatedLinks';
import { OptionPanel } from './OptionPanel';
import { PackagePreview } from './PackagePreview';

export interface PackageEditorProps {
  packageId: number;
  canEdit: boolean;
  onDeleted: () => void;
}

/** The right two thirds: the package's fields, options with their items, and linked items and equipment. */
export function PackageEditor({ packageId, canEdit, onDeleted }: PackageEditorProps) {
  const query = usePackage(packageId);
  const pkg = query.data;
  if (!pkg) return query.isLoading ? <Loader /> : null;
  return (
    <Editor
      key={`${pkg.id}`}
      pkg={pkg}
      canEdit={canEdit}
      onDeleted={onDeleted}
      reload={() => query.refetch()}
    />
  );
}

function Editor({
  pkg,
  canEdit,
  onDeleted,
  reload,
}: {
  pkg: ServicePackage;
  canEdit: boolean;
  onDeleted: () => void;
  reload: () => void;
}) {
  const update = useUpdatePackage(pkg.id);
  const remove = useDeletePackage();
  const addOption = useAddOption(pkg.id);
  const types = usePackageTypes();
  const [name, setName] = useState(pkg.name);
  const [typeId, setTypeId] = useState<string | null>(pkg.typeId ? String(pkg.typeId) : null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [newOption, setNewOption] = useState('');
  const [optionError, setOptionError] = useState<string | undefined>();
  useEffect(() => {
    setName(pkg.name);
    setTypeId(pkg.typeId ? String(pkg.typeId) : null);
  }, [pkg.name, pkg.typeId]);
  // Spec 3 §4: an inactive package disables everything but the active selector.
  const locked = !canEdit || !pkg.isActive;

  const save = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate({ ...patch, version: pkg.version });
  const saveHeader = () => {
    if (!name.trim()) {
      setNameError('Required');
      return;
    }
    save({ name: name.trim(), typeID: typeId ? Number(typeId) : null });
  };
  const add = async () => {
    if (!newOption.trim()) {
      setOptionError('Required');
      return;
    }
    await addOption.mutateAsync(newOption.trim());
    setNewOption('');
  };
  const del = async () => {
    if (!(await confirmModal(`Delete the service package ${pkg.name}?`))) return;
    await remove.mutateAsync(pkg.id);
    onDeleted();
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{pkg.name}</Title>
          <Switch
            label="Active"
            checked={pkg.isActive}
            disabled={!canEdit}
            onChange={(e) => save({ isActive: e.currentTarget.checked })}
          />
        </Group>
        <Fieldset disabled={locked} variant="unstyled" aria-label="Package editor">
          <Stack>
            <Group align="flex-end" grow>
              <TextInput
                label="Name"
                required
                value={name}
                error={nameError}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  setNameError(undefined);
                }}
              />
              <Select
                label="Package type"
                clearable
                value={typeId}
                onChange={setTypeId}
                data={(types.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              />
            </Group>
            <Group>
              <Checkbox
                label="Create bid group"
                checked={pkg.createBidGroup}
                onChange={(e) => save({ createBidGroup: e.currentTarget.checked })}
              />
              <Checkbox
                label="Requires item or equipment"
                checked={pkg.requiresItemOrEquipment}
                onChange={(e) => save({ requiresItemOrEquipment: e.currentTarget.checked })}
              />
              <Button ml="auto" onClick={saveHeader} loading={update.isPending}>
                Save
              </Button>
              <Button color="red" variant="light" onClick={del}>
                Delete
              </Button>
            </Group>
            <Title order={4}>Options</Title>
            {pkg.options.map((o, i) => (
              <OptionPanel key={o.id} option={o} first={i === 0} locked={locked} onCancel={reload} />
            ))}
            <Group align="flex-start">
              <TextInput
                placeholder="New option name"
                aria-label="New option name"
                value={newOption}
                error={optionError}
                onChange={(e) => {
                  setNewOption(e.currentTarget.value);
                  setOptionError(undefined);
                }}
              />
              <Button variant="default" onClick={add} loading={addOption.isPending}>
                Add option
              </Button>
            </Group>
            <AssociatedItems pkg={pkg} />
            <AssociatedEquipment pkg={pkg} />
          </Stack>
        </Fieldset>
        <PackagePreview />
      </Stack>
    </Paper>
  );
}
