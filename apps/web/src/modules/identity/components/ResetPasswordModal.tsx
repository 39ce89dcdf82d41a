import {
  MIN_PASSWORD_LENGTH,
  resetPasswordBodySchema,
} from '@fieldline/contracts/identity/identity.contract';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useResetPassword } from '../identity.api';

export interface ResetPasswordModalProps {
  userId: number;
  displayName: string;
  opened: boolean;
  onClose: () => void;
}

export function ResetPasswordModal({ userId, displayName, opened, onClose }: ResetPasswordModalProps) {
  const reset = useResetPassword(userId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: schemaResolver(resetPasswordBodySchema, { sync: true }),
  });

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    try {
      await reset.mutateAsync(password);
      notifications.show({
        color: 'teal',
        title: 'Password reset',
        message: `Give ${displayName} the new password through a safe channel.`,
      });
      close();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Reset password" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm">
            Set a new password for {displayName}. Their current password stops working at once.
          </Text>
          <FormError message={error} />
          <PasswordInput
            label="New password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            autoComplete="new-password"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Reset password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
