import {
  type ExternalSubscriptions,
  externalEmailSchema,
} from '@fieldline/contracts/notifications/notifications.contract';
import { Alert, Anchor, Box, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconBellRinging } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../app/api';
import { Logo } from '../../../shared/ui/Logo';
import { PreferencesList } from '../components/PreferencesList';
import { fetchExternalSubscriptions } from '../notifications-external.api';

/**
 * The public page behind the link in a contact's messages (/notifications/{uid}): no sign-in;
 * the contact proves the link is theirs with their e-mail address, then sees only their own
 * subscriptions.
 */
export function NotificationPreferencesPage() {
  const { uid = '' } = useParams();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState<{ email: string; data: ExternalSubscriptions } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = externalEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.');
      return;
    }
    setFieldError(null);
    setLoading(true);
    try {
      const data = await fetchExternalSubscriptions(uid, parsed.data.email);
      setLoaded({ email: parsed.data.email, data });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box
      mih="100vh"
      style={{
        background:
          'radial-gradient(circle at 80% 0%, var(--mantine-color-teal-0), transparent 55%), var(--mantine-color-gray-0)',
      }}
    >
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={loaded ? 560 : 420} gap="lg">
          <Center>
            <Logo size={40} textSize="xl" />
          </Center>
          <Paper p="xl" radius="lg" shadow="sm">
            {loaded ? (
              <Stack gap="md">
                <div>
                  <Title order={1} fz="h3">
                    {loaded.data.firstName ? `Hi ${loaded.data.firstName},` : 'Your notifications'}
                  </Title>
                  <Text c="dimmed" fz="sm">
                    Choose which messages we send to {loaded.email}. Changes are saved at once.
                  </Text>
                </div>
                <PreferencesList uid={uid} email={loaded.email} subscriptions={loaded.data.subscriptions} />
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  c="dimmed"
                  onClick={() => {
                    setLoaded(null);
                    setEmail('');
                  }}
                >
                  Not you? Use another e-mail address
                </Anchor>
              </Stack>
            ) : (
              <form onSubmit={(e) => void submit(e)} noValidate>
                <Stack gap="md">
                  <Center>
                    <IconBellRinging size={36} color="var(--mantine-color-teal-6)" />
                  </Center>
                  <div>
                    <Title order={1} fz="h3" ta="center">
                      Notification preferences
                    </Title>
                    <Text c="dimmed" fz="sm" ta="center">
                      Enter the e-mail address our messages reach you at to see and change what you receive.
                    </Text>
                  </div>
                  {error && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                      {error}
                    </Alert>
                  )}
                  <TextInput
                    label="E-mail address"
                    type="email"
                    autoComplete="email"
                    autoFocus
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    error={fieldError}
                  />
                  <Button type="submit" fullWidth loading={loading}>
                    Show my preferences
                  </Button>
                </Stack>
              </form>
            )}
          </Paper>
          <Text c="dimmed" fz="xs" ta="center">
            You are receiving this because a business that uses Fieldline lists you as a contact.
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
