import type { Equipment } from '@fieldline/contracts/equipment/equipment.contract';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { Autocomplete, Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { ItemTypeahead } from '../../../shared/items';
import { useSetSystem, useSystems, useUpdateEquipment } from '../equipment.api';

const initial = (e: Equipment) => ({
  name: e.name,
  description: e.description,
  serialNumber: e.serialNumber ?? '',
  modelNumber: e.modelNumber ?? '',
  installDate: e.installDate,
  warrantyExpiration: e.warrantyExpiration,
  notes: e.notes,
  isActive: e.isActive,
  system: e.system?.name ?? '',
});

/** Only the item's id and name are known here; the typeahead needs no more to show it. */
const asSummary = (item: Equipment['item']) => (item ? ({ ...item } as unknown as ItemSummary) : null);

/** The editable details of a piece of equipment; the system is chosen or named (a new name creates it). */
export function EquipmentDetailsForm({
  equipment: e,
  readOnly,
}: {
  equipment: Equipment;
  readOnly: boolean;
}) {
  const form = useForm({ initialValues: initial(e) });
  const [item, setItem] = useState<ItemSummary | null>(asSummary(e.item));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateEquipment(e.id);
  const setSystem = useSetSystem(e.id);
  const systems = useSystems(e.location.id);

  async function save(v: ReturnType<typeof initial>) {
    setError(null);
    if (v.name.trim() === '') {
      form.setFieldError('name', 'Required');
      return;
    }
    try {
      await update.mutateAsync({
        name: v.name,
        description: v.description,
        serialNumber: v.serialNumber,
        modelNumber: v.modelNumber,
        installDate: v.installDate,
        warrantyExpiration: v.warrantyExpiration,
        notes: v.notes,
        isActive: v.isActive,
        itemId: item?.id ?? null,
        version: e.version,
      });
      // After the versioned update: moving between systems bumps the version too.
      const systemName = v.system.trim();
      if (systemName !== (e.system?.name ?? '')) {
        await setSystem.mutateAsync(systemName === '' ? null : { name: systemName });
      }
      notifications.show({ color: 'teal', message: 'Equipment saved.' });
    } catch (err) {
      setError(applyServerErrors(form, err));
    }
  }

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label="Name" withAsterisk readOnly={readOnly} {...form.getInputProps('name')} />
          <TextInput label="Serial number" readOnly={readOnly} {...form.getInputProps('serialNumber')} />
          <TextInput label="Model number" readOnly={readOnly} {...form.getInputProps('modelNumber')} />
          <Autocomplete
            label="System"
            placeholder="None — pick one or type a new name"
            readOnly={readOnly}
            data={(systems.data ?? []).map((s) => s.name)}
            {...form.getInputProps('system')}
          />
          <DateInputField
            label="Install date"
            readOnly={readOnly}
            value={form.values.installDate}
            onChange={(v) => form.setFieldValue('installDate', v)}
            error={form.errors.installDate}
          />
          <DateInputField
            label="Warranty expiration"
            readOnly={readOnly}
            value={form.values.warrantyExpiration}
            onChange={(v) => form.setFieldValue('warrantyExpiration', v)}
            error={form.errors.warrantyExpiration}
          />
        </SimpleGrid>
        <ItemTypeahead
          label="Item"
          value={item}
          onChange={setItem}
          disabled={readOnly}
          error={form.errors.itemId as string}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Textarea
            label="Description"
            autosize
            minRows={2}
            readOnly={readOnly}
            {...form.getInputProps('description')}
          />
          <Textarea label="Notes" autosize minRows={2} readOnly={readOnly} {...form.getInputProps('notes')} />
        </SimpleGrid>
        <Group justify="space-between">
          <Switch
            label="Active"
            disabled={readOnly}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          {!readOnly && (
            <Button type="submit" loading={update.isPending || setSystem.isPending}>
              Save details
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
