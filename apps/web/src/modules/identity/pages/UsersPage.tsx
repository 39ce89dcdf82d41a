import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, ListFilters, PageHeader, Paging, QueryStatus, useListFilters } from '../../../shared/ui';
import { CreateUserModal } from '../components/CreateUserModal';
import { useUsers } from '../identity.api';

const PAGE_SIZE = 25;

export function UsersPage() {
  const navigate = useNavigate();
  const canEdit = useAccess(Permission.Users) >= 2;
  const [createOpened, create] = useDisclosure(false);
  const filters = useListFilters();

  const query = useUsers({
    query: filters.debounced || undefined,
    isActive: filters.isActive,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader
        title="Users"
        description="People who can sign in to Fieldline, their roles and offices."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={create.open}>
              New user
            </Button>
          )
        }
      />
      <Paper p="md" radius="md">
        <ListFilters
          filters={filters}
          searchLabel="Search users"
          placeholder="Search by name or e-mail"
          width={320}
        />
        <QueryStatus query={query}>
          {(result) => (
            <>
              <Table.ScrollContainer minWidth={860}>
                <Table aria-label="Users" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>E-mail</Table.Th>
                      <Table.Th>Roles</Table.Th>
                      <Table.Th>Offices</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Last sign-in</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.data.length === 0 && (
                      <EmptyRow colSpan={6} message="No users match these filters." />
                    )}
                    {result.data.map((u) => (
                      <Table.Tr
                        key={u.id}
                        onClick={() => navigate(`/admin/users/${u.id}`)}
                        style={{ cursor: 'pointer' }}
                      >
                        <Table.Td>
                          <Anchor component={Link} to={`/admin/users/${u.id}`} fw={500} fz="sm">
                            {u.displayName}
                          </Anchor>
                          {u.title && (
                            <Text fz="xs" c="dimmed">
                              {u.title}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{u.email}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {u.roles.map((r) => (
                              <Badge key={r.id} variant="light" size="sm">
                                {r.name}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>{u.offices.map((o) => o.name).join(', ')}</Table.Td>
                        <Table.Td>
                          <Badge color={u.isActive ? 'teal' : 'gray'} variant="dot">
                            {u.isActive ? 'Active' : 'Inactive'}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {u.lastSignInDate ? (
                            formatDateTime(u.lastSignInDate)
                          ) : (
                            <Text fz="sm" c="dimmed">
                              Never
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Paging
                total={result.count_filtered}
                page={filters.page}
                pageSize={PAGE_SIZE}
                onChange={filters.setPage}
              />
            </>
          )}
        </QueryStatus>
      </Paper>
      {canEdit && <CreateUserModal opened={createOpened} onClose={create.close} />}
    </>
  );
}
