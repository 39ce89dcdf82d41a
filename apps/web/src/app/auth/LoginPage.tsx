import {
  Alert,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../shared/ui/Logo';
import { errorMessage } from '../api';
import { useAuth } from './AuthProvider';
import { safeReturnTo } from './return-to';

export function LoginPage() {
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (v.trim() === '' ? 'Enter your e-mail address.' : null),
      password: (v) => (v === '' ? 'Enter your password.' : null),
    },
  });

  if (user) return <Navigate to={returnTo} replace />;

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await signIn(values.email.trim(), values.password);
      navigate(returnTo, { replace: true });
    } catch (e) {
      // The server words both wrong credentials and rate limiting; show its message as is.
      setError(errorMessage(e));
      form.setFieldValue('password', '');
    }
  });

  return (
    <Box
      mih="100vh"
      style={{
        background:
          'radial-gradient(circle at 20% 0%, var(--mantine-color-teal-0), transparent 55%), var(--mantine-color-gray-0)',
      }}
    >
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={400} gap="lg">
          <Center>
            <Logo size={40} textSize="xl" />
          </Center>
          <Paper p="xl" radius="lg" shadow="sm">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <div>
                  <Title order={2} fz="h3">
                    Sign in
                  </Title>
                  <Text c="dimmed" fz="sm">
                    Use your Fieldline account to continue.
                  </Text>
                </div>
                {error && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                    {error}
                  </Alert>
                )}
                <TextInput
                  label="E-mail"
                  type="email"
                  autoComplete="username"
                  autoFocus
                  required
                  withAsterisk={false}
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  withAsterisk={false}
                  {...form.getInputProps('password')}
                />
                <Button type="submit" fullWidth loading={form.submitting} mt="xs">
                  Sign in
                </Button>
              </Stack>
            </form>
          </Paper>
          <Text c="dimmed" fz="xs" ta="center">
            Field-service management for office, sales, service and accounting teams.
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
