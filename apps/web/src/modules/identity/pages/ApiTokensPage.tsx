import { formatDate, formatDateTime, formatIsoDate } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { ApiToken } from '@fieldline/contracts/identity/identity.contract';
import { Badge, Button, Paper, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, PageHeader, QueryStatus } from '../../../shared/ui';
import { CreateTokenModal } from '../components/CreateTokenModal';
import { useApiTokens, useRevokeApiToken } from '../identity.api';

function isExpired(token: ApiToken, today: string): boolean {
  return token.expiresDate !== null && token.expiresDate.slice(0, 10) < today;
}

export function ApiTokensPage() {
  const canEdit = useAccess(Permission.Users) >= 2;
  const query = useApiTokens();
  const revoke = useRevokeApiToken();
  const [createOpened, create] = useDisclosure(false);
  const today = formatIsoDate(new Date());

  const onRevoke = async (token: ApiToken) => {
    const ok = await confirmModal(
      `Revoke the API token "${token.name}"? Programs using it will be refused from now on. This cannot be undone.`,
      { confirmLabel: 'OK', danger: true },
    );
    if (!ok) return;
    await revoke.mutateAsync(token.id).then(
      () => notifications.show({ color: 'teal', title: 'Token revoked', message: token.name }),
      () => {},
    );
  };

  return (
    <>
      <PageHeader
        title="API tokens"
        description="Tokens let other programs call the Fieldline API on behalf of a user."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={create.open}>
              New token
            </Button>
          )
        }
      />
      <Paper p="md" radius="md">
        <QueryStatus query={query}>
          {(tokens) => (
            <Table.ScrollContainer minWidth={760}>
              <Table aria-label="API tokens">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>User</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>Last used</Table.Th>
                    <Table.Th>Expires</Table.Th>
                    {canEdit && <Table.Th aria-label="Actions" />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tokens.length === 0 && <EmptyRow colSpan={canEdit ? 6 : 5} message="No API tokens." />}
                  {tokens.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td fw={500}>{t.name}</Table.Td>
                      <Table.Td>{t.userDisplayName}</Table.Td>
                      <Table.Td>{formatDateTime(t.createdDate)}</Table.Td>
                      <Table.Td>
                        {t.lastUsedDate ? (
                          formatDateTime(t.lastUsedDate)
                        ) : (
                          <Text c="dimmed" fz="sm">
                            Never
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {t.expiresDate ? (
                          formatDate(t.expiresDate.slice(0, 10))
                        ) : (
                          <Text c="dimmed" fz="sm">
                            Never
                          </Text>
                        )}{' '}
                        {isExpired(t, today) && (
                          <Badge color="red" variant="light" size="sm">
                            Expired
                          </Badge>
                        )}
                      </Table.Td>
                      {canEdit && (
                        <Table.Td ta="right">
                          <Button size="xs" variant="subtle" color="red" onClick={() => void onRevoke(t)}>
                            Revoke
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryStatus>
      </Paper>
      {canEdit && <CreateTokenModal opened={createOpened} onClose={create.close} />}
    </>
  );
}
