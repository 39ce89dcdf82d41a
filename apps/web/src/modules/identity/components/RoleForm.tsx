import type { AccessLevelValue } from '@fieldline/contracts/common/permissions';
import { createRoleBodySchema, type Role } from '@fieldline/contracts/identity/identity.contract';
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { type PermissionCategoryWithPermissions, useSaveRole } from '../identity.api';
import { type PermissionLevels, PermissionMatrix } from './PermissionMatrix';
import { blankToNull } from './user-form';

function levelsOf(role: Role | null): PermissionLevels {
  const levels: PermissionLevels = {};
  for (const p of role?.permissions ?? []) levels[p.id] = p.accessLevel;
  return levels;
}

function grants(levels: PermissionLevels) {
  return Object.entries(levels)
    .filter(([, level]) => level > 0)
    .map(([id, level]) => ({ id: Number(id), accessLevel: level as AccessLevelValue }))
    .sort((a, b) => a.id - b.id);
}

export interface RoleFormProps {
  /** null while creating a new role. */
  existing: Role | null;
  categories: PermissionCategoryWithPermissions[];
  readOnly: boolean;
  onReload: () => void;
}

/** Mounted with key={role.version}, so a saved or reloaded role starts a clean form. */
export function RoleForm({ existing: role, categories, readOnly, onReload }: RoleFormProps) {
  const navigate = useNavigate();
  const save = useSaveRole(role?.id ?? null);
  const [initialLevels] = useState(() => levelsOf(role));
  const [levels, setLevels] = useState(initialLevels);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const form = useForm({
    initialValues: { name: role?.name ?? '', description: role?.description ?? '' },
    validate: schemaResolver(createRoleBodySchema, { sync: true }),
  });
  const permissionsChanged = JSON.stringify(grants(levels)) !== JSON.stringify(grants(initialLevels));
  const dirty = form.isDirty() || permissionsChanged;
  useUnsavedChanges(!readOnly && dirty);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    const name = values.name.trim();
    const description = blankToNull(values.description);
    const body =
      role === null
        ? { name, description, permissions: grants(levels) }
        : {
            ...(name !== role.name ? { name } : {}),
            ...(description !== role.description ? { description } : {}),
            ...(permissionsChanged ? { permissions: grants(levels) } : {}),
            version: role.version,
          };
    try {
      const saved = await save.mutateAsync(body);
      notifications.show({ color: 'teal', title: 'Role saved', message: saved.name });
      if (role === null) navigate(`/admin/roles/${saved.id}`, { replace: true });
    } catch (e) {
      setError({ message: applyServerErrors(form, e), stale: e instanceof ApiError && e.status === 409 });
    }
  });

  const buttons = !readOnly && (
    <Group justify="flex-end">
      {error?.stale && (
        <Button variant="light" color="red" onClick={onReload}>
          Reload
        </Button>
      )}
      {role !== null && (
        <Button
          variant="default"
          disabled={!dirty}
          onClick={() => {
            form.reset();
            setLevels(initialLevels);
          }}
        >
          Discard changes
        </Button>
      )}
      <Button type="submit" loading={form.submitting} disabled={role !== null && !dirty}>
        {role === null ? 'Create role' : 'Save'}
      </Button>
    </Group>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper p="lg" radius="md">
          <Stack>
            <FormError message={error?.message} />
            <TextInput label="Name" required readOnly={readOnly} {...form.getInputProps('name')} />
            <Textarea
              label="Description"
              autosize
              minRows={2}
              readOnly={readOnly}
              {...form.getInputProps('description')}
            />
            {buttons}
          </Stack>
        </Paper>
        <div>
          <Title order={2} fz="h4" mb="sm">
            Permissions
          </Title>
          <PermissionMatrix categories={categories} value={levels} onChange={setLevels} readOnly={readOnly} />
        </div>
        {buttons}
      </Stack>
    </form>
  );
}
