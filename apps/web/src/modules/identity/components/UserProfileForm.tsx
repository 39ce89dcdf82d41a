import { type User, updateUserBodySchema } from '@fieldline/contracts/identity/identity.contract';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useUpdateUser } from '../identity.api';
import { UserFields } from './UserFields';
import { changedUserFields, type UserFormValues, userToFormValues } from './user-form';

export interface UserProfileFormProps {
  user: User;
  readOnly: boolean;
  onReload: () => void;
}

/** Mounted with key={user.version} by its page, so a saved or reloaded record starts a clean form. */
export function UserProfileForm({ user, readOnly, onReload }: UserProfileFormProps) {
  const update = useUpdateUser(user.id, { quiet: true });
  const [initial] = useState(() => userToFormValues(user));
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const form = useForm<UserFormValues>({
    initialValues: initial,
    validate: schemaResolver(updateUserBodySchema, { sync: true }),
  });
  const changes = changedUserFields(initial, form.values);
  const dirty = Object.keys(changes).length > 0;
  useUnsavedChanges(!readOnly && dirty);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await update.mutateAsync({ ...changedUserFields(initial, values), version: user.version });
      notifications.show({ color: 'teal', title: 'User saved', message: `${user.displayName} was updated.` });
    } catch (e) {
      setError({ message: applyServerErrors(form, e), stale: e instanceof ApiError && e.status === 409 });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={error?.message} />
        <UserFields form={form} readOnly={readOnly} />
        {!readOnly && (
          <Group justify="flex-end">
            {error?.stale && (
              <Button variant="light" color="red" onClick={onReload}>
                Reload
              </Button>
            )}
            <Button variant="default" disabled={!dirty} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" loading={form.submitting} disabled={!dirty}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
