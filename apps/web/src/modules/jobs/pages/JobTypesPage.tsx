import { Permission } from '@fieldline/contracts/common/permissions';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Table } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, PageHeader, QueryStatus } from '../../../shared/ui';
import { JobTypeEditor } from '../components/JobTypeEditor';
import { useDeleteJobType, useJobTypes } from '../job-types.api';

/** Administration of job types: code, name, workflow, offices, default item, tech statuses, fees, markups. */
export function JobTypesPage() {
  const query = useJobTypes();
  const canEdit = useAccess(Permission.Jobs) >= 2;
  const remove = useDeleteJobType();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Job types"
        crumbs={[{ label: 'Jobs', to: '/jobs' }]}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              New job type
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <QueryStatus query={query}>
          {(rows) => (
            <Table striped highlightOnHover aria-label="Job types">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Status</Table.Th>
                  {canEdit && <Table.Th w={50} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && <EmptyRow colSpan={5} message="No job types yet." />}
                {rows.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td ff="monospace">
                      <Anchor component="button" type="button" fz="sm" onClick={() => setEditing(t.id)}>
                        {t.type}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t.name}</Table.Td>
                    <Table.Td>{t.description}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={t.isActive ? 'teal' : 'gray'}>
                        {t.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap={4}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${t.type}`}
                            onClick={async () => {
                              if (await confirmModal(`Delete the job type ${t.type}?`, { danger: true }))
                                remove.mutate(t.id);
                            }}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryStatus>
      </Paper>
      {editing !== null && <JobTypeEditor id={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
