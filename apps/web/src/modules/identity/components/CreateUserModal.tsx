import { createUserBodySchema } from '@fieldline/contracts/identity/identity.contract';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useCreateUser } from '../identity.api';
import { UserFields } from './UserFields';
import { blankToNull, EMPTY_USER_FORM, type UserFormValues } from './user-form';

export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<UserFormValues>({
    initialValues: EMPTY_USER_FORM,
    validate: schemaResolver(createUserBodySchema, { sync: true }),
  });
  useUnsavedChanges(opened && form.isDirty());

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const user = await createUser.mutateAsync({
        ...values,
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        title: blankToNull(values.title),
        phone: blankToNull(values.phone),
      });
      notifications.show({
        color: 'teal',
        title: 'User created',
        message: `${user.displayName} can now sign in.`,
      });
      close();
      navigate(`/admin/users/${user.id}`);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="New user" size="lg" closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <UserFields form={form} withPassword />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
