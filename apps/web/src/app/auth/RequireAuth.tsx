import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './AuthProvider';
import { loginUrl } from './return-to';

export function RequireAuth() {
  const { user, status, error, retry } = useAuth();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (status === 'error') {
    return (
      <Center h="100vh" p="md">
        <Stack maw={420}>
          <Alert color="red" title="Fieldline could not start">
            {error?.message ?? 'The server did not answer.'}
          </Alert>
          <Button onClick={retry}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  if (!user) {
    return <Navigate to={loginUrl(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
