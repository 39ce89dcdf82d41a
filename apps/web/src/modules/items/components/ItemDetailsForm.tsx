import { ApiError } from '@fieldline/client';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Item } from '@fieldline/contracts/items/items.contract';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useUpdateItem } from '../items.api';
import { ItemFields } from './ItemFields';
import { type ItemFormValues, itemBody, itemFormValues, validateItem } from './item-form';

/** The item's fields, saved with the version read (a stale save asks the user to reload). */
export function ItemDetailsForm({ item, canEdit }: { item: Item; canEdit: boolean }) {
  const update = useUpdateItem(item.id);
  const withCosts = useAccess(Permission.Costs) >= 1;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ItemFormValues>({ initialValues: itemFormValues(item), validate: validateItem });
  useUnsavedChanges(form.isDirty());
  // A saved item (new version) becomes the form's new starting point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when a new version arrives
  useEffect(() => {
    form.setInitialValues(itemFormValues(item));
    form.setValues(itemFormValues(item));
  }, [item.version]);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ ...itemBody(values, withCosts), version: item.version });
      notifications.show({ color: 'teal', title: 'Item saved', message: saved.name });
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 409 && !e.errors?.length
          ? `${e.message}`
          : applyServerErrors(form, e),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={error} />
        <ItemFields form={form} disabled={!canEdit} />
        {canEdit && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
              Discard changes
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save item
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
