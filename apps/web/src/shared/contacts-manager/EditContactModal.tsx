import {
  type ContactRow,
  INVALID_INPUT,
  updateContactBodySchema,
} from '@fieldline/contracts/contacts/contacts.contract';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { showErrorNotification } from '../../app/api';
import { useUpdateContact } from './contacts-manager.api';

const blank = (v: string) => (v.trim() === '' ? null : v.trim());

/** Edits a listed contact; invalid input is refused before anything is sent (spec 3 section 5). */
export function EditContactModal({ contact, onClose }: { contact: ContactRow | null; onClose: () => void }) {
  const update = useUpdateContact();
  const form = useForm({
    initialValues: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      title: contact?.title ?? '',
      email: contact?.email ?? '',
      workPhone: contact?.workPhone ?? '',
      cellPhone: contact?.cellPhone ?? '',
    },
  });

  const save = async () => {
    if (!contact) return;
    const v = form.getValues();
    const body = {
      firstName: v.firstName,
      lastName: v.lastName,
      title: blank(v.title),
      email: blank(v.email),
      workPhone: blank(v.workPhone),
      cellPhone: blank(v.cellPhone),
    };
    const parsed = updateContactBodySchema.safeParse(body);
    if (!parsed.success) {
      form.setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      showErrorNotification(INVALID_INPUT);
      return;
    }
    const saved = await update.mutateAsync({ id: contact.id, body: parsed.data }).catch(() => null);
    if (saved) {
      notifications.show({ color: 'teal', message: 'Contact saved' });
      onClose();
    }
  };

  return (
    <Modal
      opened={contact !== null}
      onClose={onClose}
      title="Edit contact"
      size="lg"
      closeOnClickOutside={false}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" withAsterisk {...form.getInputProps('firstName')} />
            <TextInput label="Last name" {...form.getInputProps('lastName')} />
            <TextInput label="Title" {...form.getInputProps('title')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
            <TextInput label="Work phone" {...form.getInputProps('workPhone')} />
            <TextInput label="Cell phone" {...form.getInputProps('cellPhone')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
