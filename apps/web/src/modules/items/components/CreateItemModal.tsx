import { Permission } from '@fieldline/contracts/common/permissions';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { openPage, PageCode } from '../../../app/page-codes';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateItem } from '../items.api';
import { ItemFields } from './ItemFields';
import { EMPTY_ITEM, type ItemFormValues, itemBody, validateItem } from './item-form';

export function CreateItemModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateItem();
  const withCosts = useAccess(Permission.Costs) >= 1;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ItemFormValues>({ initialValues: EMPTY_ITEM, validate: validateItem });
  useUnsavedChanges(opened && form.isDirty());

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const item = await create.mutateAsync(itemBody(values, withCosts));
      notifications.show({ color: 'teal', title: 'Item created', message: item.name });
      form.reset();
      onClose();
      void openPage(PageCode.Item, item.id);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New item" size="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <ItemFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create item
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
