import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { openPage, PageCode } from '../../../app/page-codes';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateEquipment } from '../equipment.api';

const initial = () => ({
  name: '',
  serialNumber: '',
  modelNumber: '',
  installDate: null as string | null,
  description: '',
});

/** Creates a piece of equipment at a customer location. */
export function NewEquipmentModal({
  customerId,
  locationId,
  opened,
  onClose,
}: {
  customerId: number;
  locationId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({ initialValues: initial() });
  const create = useCreateEquipment();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    form.setValues(initial());
    form.clearErrors();
    setError(null);
    onClose();
  };

  async function save(v: ReturnType<typeof initial>) {
    if (v.name.trim() === '') {
      form.setFieldError('name', 'Required');
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync({ customerId, locationId, ...v });
      notifications.show({
        color: 'teal',
        title: 'Equipment created',
        message: (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => void openPage(PageCode.Equipment, created.id)}
          >
            Open {created.name}
          </Button>
        ),
      });
      close();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="New equipment" size="lg" closeOnClickOutside={false}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <FormError message={error} />
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <TextInput label="Serial number" {...form.getInputProps('serialNumber')} />
            <TextInput label="Model number" {...form.getInputProps('modelNumber')} />
          </SimpleGrid>
          <DateInputField
            label="Install date"
            value={form.values.installDate}
            onChange={(d) => form.setFieldValue('installDate', d)}
            error={form.errors.installDate}
          />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create equipment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
