import { ApiError } from '@fieldline/client';
import {
  type Contact,
  INVALID_INPUT,
  updateContactBodySchema,
} from '@fieldline/contracts/contacts/contacts.contract';
import { Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useSaveContact } from '../contacts.api';

const blank = (v: string) => (v.trim() === '' ? null : v.trim());

export function ContactForm({
  contact,
  readOnly,
  onReload,
}: {
  contact: Contact;
  readOnly: boolean;
  onReload: () => void;
}) {
  const save = useSaveContact(contact.id);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const form = useForm({
    initialValues: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      title: contact.title ?? '',
      email: contact.email ?? '',
      workPhone: contact.workPhone ?? '',
      cellPhone: contact.cellPhone ?? '',
      idNumber: contact.idNumber ?? '',
      notes: contact.notes ?? '',
      isActive: contact.isActive,
      isEmailValid: contact.isEmailValid,
      isPrimaryContact: contact.isPrimaryContact,
    },
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (v) => {
    const body = {
      ...v,
      title: blank(v.title),
      email: blank(v.email),
      workPhone: blank(v.workPhone),
      cellPhone: blank(v.cellPhone),
      idNumber: blank(v.idNumber),
      notes: blank(v.notes),
      version: contact.version,
    };
    const parsed = updateContactBodySchema.safeParse(body);
    if (!parsed.success) {
      form.setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      setError(INVALID_INPUT);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      notifications.show({ color: 'teal', message: 'Contact saved' });
    } catch (e) {
      setStale(e instanceof ApiError && e.status === 409);
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            withAsterisk
            readOnly={readOnly}
            {...form.getInputProps('firstName')}
          />
          <TextInput label="Last name" readOnly={readOnly} {...form.getInputProps('lastName')} />
          <TextInput label="Title" readOnly={readOnly} {...form.getInputProps('title')} />
          <TextInput label="ID number" readOnly={readOnly} {...form.getInputProps('idNumber')} />
          <TextInput
            label="E-mail"
            type="email"
            readOnly={readOnly}
            {...form.getInputProps('email')}
            onChange={(e) => {
              // A new address starts out valid; the server checks its domain when it is saved.
              form.setFieldValue('email', e.currentTarget.value);
              form.setFieldValue('isEmailValid', true);
            }}
          />
          <TextInput label="Work phone" readOnly={readOnly} {...form.getInputProps('workPhone')} />
          <TextInput label="Cell phone" readOnly={readOnly} {...form.getInputProps('cellPhone')} />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} readOnly={readOnly} {...form.getInputProps('notes')} />
        <Group gap="xl">
          <Switch
            label="Active"
            disabled={readOnly}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Switch
            label="Primary contact"
            disabled={readOnly}
            {...form.getInputProps('isPrimaryContact', { type: 'checkbox' })}
          />
          <Switch
            label="E-mail address is valid"
            disabled={readOnly}
            {...form.getInputProps('isEmailValid', { type: 'checkbox' })}
          />
        </Group>
        {!readOnly && (
          <Group justify="flex-end">
            {stale && (
              <Button variant="light" color="orange" mr="auto" onClick={onReload}>
                Reload the contact
              </Button>
            )}
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
