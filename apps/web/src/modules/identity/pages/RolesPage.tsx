import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, PageHeader, QueryStatus } from '../../../shared/ui';
import { useRoles } from '../identity.api';

export function RolesPage() {
  const navigate = useNavigate();
  const canEdit = useAccess(Permission.Roles) >= 2;
  const query = useRoles();

  return (
    <>
      <PageHeader
        title="Roles"
        description="A role is a named set of permissions; users get the highest level any of their roles grants."
        actions={
          canEdit && (
            <Button component={Link} to="/admin/roles/new" leftSection={<IconPlus size={16} />}>
              New role
            </Button>
          )
        }
      />
      <Paper p="md" radius="md">
        <QueryStatus query={query}>
          {(roles) => (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Roles">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Users</Table.Th>
                    <Table.Th ta="right">Permissions granted</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roles.length === 0 && <EmptyRow colSpan={4} message="No roles yet." />}
                  {[...roles]
                    .sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }))
                    .map((role) => (
                      <Table.Tr
                        key={role.id}
                        onClick={() => navigate(`/admin/roles/${role.id}`)}
                        style={{ cursor: 'pointer' }}
                      >
                        <Table.Td>
                          <Anchor component={Link} to={`/admin/roles/${role.id}`} fw={500} fz="sm">
                            {role.name}
                          </Anchor>{' '}
                          {role.isSystem && (
                            <Badge size="xs" variant="light" color="gray">
                              System
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" c="dimmed" lineClamp={2}>
                            {role.description}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{role.userCount}</Table.Td>
                        <Table.Td ta="right">
                          {role.permissions.filter((p) => p.accessLevel > 0).length}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryStatus>
      </Paper>
    </>
  );
}
