import type { Warehouse } from '@fieldline/contracts/warehouses/warehouses.contract';
import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateWarehouse, useLookup, useUpdateWarehouse, type WarehouseInput } from '../warehouses.api';

interface Values {
  name: string;
  officeId: string | null;
  isVan: boolean;
  employeeId: string | null;
  isActive: boolean;
  bins: string;
}

/** Creates a warehouse (with its first bins) or edits one's name, office, van driver and active flag. */
export function WarehouseForm({
  warehouse,
  onSaved,
  onCancel,
  canEdit,
}: {
  warehouse?: Warehouse;
  onSaved?: (w: Warehouse) => void;
  onCancel?: () => void;
  canEdit: boolean;
}) {
  const offices = useLookup('offices');
  const employees = useLookup('employees');
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: warehouse?.name ?? '',
      officeId: warehouse ? String(warehouse.officeId) : null,
      isVan: warehouse?.isVan ?? false,
      employeeId: warehouse?.employeeId ? String(warehouse.employeeId) : null,
      isActive: warehouse?.isActive ?? true,
      bins: '',
    },
    validate: {
      name: (v) => (v.trim() ? null : 'Enter a name'),
      officeId: (v) => (v ? null : 'Choose an office'),
    },
  });

  const submit = form.onSubmit(async (v) => {
    setError(null);
    const body: WarehouseInput = {
      name: v.name.trim(),
      officeId: Number(v.officeId),
      isVan: v.isVan,
      employeeId: v.isVan && v.employeeId ? Number(v.employeeId) : null,
      isActive: v.isActive,
    };
    try {
      const saved = warehouse
        ? await update.mutateAsync({ id: warehouse.id, version: warehouse.version, ...body })
        : await create.mutateAsync({
            ...body,
            bins: v.bins
              .split(',')
              .map((b) => b.trim())
              .filter(Boolean)
              .map((name) => ({ name })),
          });
      notifications.show({ color: 'green', message: 'Warehouse saved.' });
      onSaved?.(saved);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="Name" required disabled={!canEdit} {...form.getInputProps('name')} />
          <Select
            label="Office"
            required
            disabled={!canEdit}
            data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            {...form.getInputProps('officeId')}
          />
        </Group>
        <Group grow align="flex-end">
          <Switch label="Van" disabled={!canEdit} {...form.getInputProps('isVan', { type: 'checkbox' })} />
          <Switch
            label="Active"
            disabled={!canEdit}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </Group>
        {form.getValues().isVan && (
          <Select
            label="Driver"
            clearable
            searchable
            disabled={!canEdit}
            data={(employees.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            {...form.getInputProps('employeeId')}
          />
        )}
        {!warehouse && (
          <TextInput
            label="Bins"
            description="Comma-separated; one bin named Main when empty"
            {...form.getInputProps('bins')}
          />
        )}
        <FormError message={error} />
        {canEdit && (
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
