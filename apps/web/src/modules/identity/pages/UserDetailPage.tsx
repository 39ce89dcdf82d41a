import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { User } from '@fieldline/contracts/identity/identity.contract';
import { Badge, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { NotFoundPage } from '../../../app/pages/NotFoundPage';
import { confirmModal } from '../../../shared/modals';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { DerivedPermissionsTable } from '../components/DerivedPermissionsTable';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { UserProfileForm } from '../components/UserProfileForm';
import { useUpdateUser, useUser } from '../identity.api';

export function UserDetailPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  return <UserDetail id={Number(id)} />;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}

function UserDetail({ id }: { id: number }) {
  const query = useUser(id);
  const canEdit = useAccess(Permission.Users) >= 2;
  const setActive = useUpdateUser(id);
  const [resetOpened, reset] = useDisclosure(false);

  const toggleActive = async (user: User) => {
    const message = user.isActive
      ? `Deactivate ${user.displayName}? They will no longer be able to sign in, and their API tokens stop working.`
      : `Reactivate ${user.displayName}? They will be able to sign in again.`;
    if (!(await confirmModal(message, { confirmLabel: 'OK', danger: user.isActive }))) return;
    const saved = await setActive
      .mutateAsync({ isActive: !user.isActive, version: user.version })
      .catch(() => null);
    if (saved) {
      notifications.show({
        color: 'teal',
        title: saved.isActive ? 'User reactivated' : 'User deactivated',
        message: saved.displayName,
      });
    }
  };

  return (
    <QueryStatus query={query}>
      {(user) => (
        <>
          <PageHeader
            crumbs={[{ label: 'Users', to: '/admin/users' }]}
            title={
              <>
                {user.displayName}{' '}
                <Badge
                  color={user.isActive ? 'teal' : 'gray'}
                  variant="light"
                  style={{ verticalAlign: 'middle' }}
                >
                  {user.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </>
            }
            description={user.email}
            actions={
              canEdit && (
                <>
                  <Button variant="default" leftSection={<IconKey size={16} />} onClick={reset.open}>
                    Reset password
                  </Button>
                  <Button
                    variant="light"
                    color={user.isActive ? 'red' : 'teal'}
                    leftSection={user.isActive ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
                    loading={setActive.isPending}
                    onClick={() => void toggleActive(user)}
                  >
                    {user.isActive ? 'Deactivate' : 'Reactivate'}
                  </Button>
                </>
              )
            }
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper p="lg" radius="md">
                <Title order={2} fz="h4" mb="md">
                  Profile
                </Title>
                <UserProfileForm
                  key={user.version}
                  user={user}
                  readOnly={!canEdit}
                  onReload={() => void query.refetch()}
                />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Paper p="lg" radius="md">
                <Title order={2} fz="h4" mb="md">
                  Account
                </Title>
                <Stack gap="sm">
                  <Fact
                    label="Last sign-in"
                    value={user.lastSignInDate ? formatDateTime(user.lastSignInDate) : 'Never'}
                  />
                  <Fact label="Created" value={formatDateTime(user.createdDate)} />
                  <Fact label="Last changed" value={formatDateTime(user.modifiedDate)} />
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={12}>
              <Paper p="lg" radius="md">
                <Title order={2} fz="h4">
                  Effective permissions
                </Title>
                <Text fz="sm" c="dimmed" mb="md">
                  The highest level any of the user's roles grants, and the roles that grant it.
                </Text>
                <DerivedPermissionsTable userId={user.id} />
              </Paper>
            </Grid.Col>
          </Grid>
          {canEdit && (
            <ResetPasswordModal
              userId={user.id}
              displayName={user.displayName}
              opened={resetOpened}
              onClose={reset.close}
            />
          )}
        </>
      )}
    </QueryStatus>
  );
}
