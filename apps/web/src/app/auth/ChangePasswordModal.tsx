import {
  changePasswordBodySchema,
  MIN_PASSWORD_LENGTH,
} from '@fieldline/contracts/identity/identity.contract';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { z } from 'zod';
import { applyServerErrors, FormError } from '../../shared/forms';
import { silentApi } from '../api';

const formSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The new passwords do not match.',
  });

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    try {
      await silentApi.post('/users/current/password', { currentPassword, newPassword });
      notifications.show({
        color: 'teal',
        title: 'Password changed',
        message: 'Use the new password next time.',
      });
      close();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={error} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
