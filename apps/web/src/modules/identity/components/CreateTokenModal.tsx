import { createApiTokenBodySchema } from '@fieldline/contracts/identity/identity.contract';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { type CreatedApiToken, useCreateApiToken, useUsers } from '../identity.api';

interface TokenFormValues {
  name: string;
  userId: number | null;
  expiresDate: string | null;
}

const validateToken = schemaResolver(createApiTokenBodySchema, { sync: true });

export function CreateTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiToken();
  const users = useUsers({ isActive: 'true', offset: 0, limit: 1000 }, { enabled: opened });
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TokenFormValues>({
    initialValues: { name: '', userId: null, expiresDate: null },
    validate: (values) => ({
      ...validateToken(values),
      // The schema's own message for a missing number is too technical for this select.
      ...(values.userId === null ? { userId: 'Choose a user.' } : {}),
    }),
  });

  const close = () => {
    form.reset();
    setCreated(null);
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const token = await create.mutateAsync({
        name: values.name.trim(),
        userId: values.userId as number,
        expiresDate: values.expiresDate,
      });
      setCreated(token);
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  const userOptions = (users.data?.data ?? []).map((u) => ({
    value: u.id,
    label: `${u.displayName} (${u.email})`,
  }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'API token created' : 'New API token'}
      size="lg"
      // Losing the one-time token by a stray click would force creating another.
      closeOnClickOutside={!created}
    >
      {created ? (
        <Stack>
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Copy the token now"
          >
            This is the only time the token is shown. Store it somewhere safe; if it is lost, revoke it and
            create a new one.
          </Alert>
          <TextInput
            label={`Token for ${created.name}`}
            value={created.token}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            rightSection={
              <CopyButton value={created.token}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label="Copy token"
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError message={error} />
            <TextInput
              label="Name"
              description="What the token is for, e.g. the program that uses it."
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Select<number>
              label="User"
              description="The token acts with this user's permissions."
              placeholder="Choose a user"
              data={userOptions}
              searchable
              required
              nothingFoundMessage={users.isPending ? 'Loading…' : 'No users match'}
              {...form.getInputProps('userId')}
            />
            <DateInputField
              label="Expires"
              description="Leave empty for a token that does not expire."
              value={form.values.expiresDate}
              onChange={(v) => form.setFieldValue('expiresDate', v)}
              error={form.errors.expiresDate}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                Create token
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
