import type { ChecklistDefinition } from '@fieldline/contracts/checklists/checklists.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, PageHeader, QueryStatus, RowActions } from '../../../shared/ui';
import { useChecklistDefinitions } from '../../../shared/work';
import { useDeleteDefinition } from '../checklists.api';
import { DefinitionModal } from '../components/DefinitionModal';

/** Administration: the checklist forms bids and jobs fill in. */
export function ChecklistDefinitionsPage() {
  const canEdit = useAccess(Permission.Checklists) >= 2;
  const query = useChecklistDefinitions(false);
  const remove = useDeleteDefinition();
  const [editing, setEditing] = useState<ChecklistDefinition | 'new' | null>(null);

  async function del(d: ChecklistDefinition) {
    if (!(await confirmModal(`Delete the checklist "${d.name}"?`))) return;
    remove.mutate(d.id, { onError: (e) => showErrorNotification(errorMessage(e)) });
  }

  return (
    <>
      <PageHeader
        title="Checklists"
        description="Checklist definitions: the questions a technician or estimator answers on a bid or job."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              New checklist
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <QueryStatus query={query}>
          {(list) => (
            <Table striped highlightOnHover aria-label="Checklist definitions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Questions</Table.Th>
                  <Table.Th w={110}>Status</Table.Th>
                  {canEdit && <Table.Th w={90} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.length === 0 && <EmptyRow colSpan={5} message="No checklists defined yet." />}
                {list.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td fw={500}>{d.name}</Table.Td>
                    <Table.Td>{d.title}</Table.Td>
                    <Table.Td>
                      <Text fz="sm" lineClamp={1} title={d.questions.map((q) => q.text).join('\n')}>
                        {d.questions.length} · {d.questions.map((q) => q.text).join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={d.isActive ? 'teal' : 'gray'}>
                        {d.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <RowActions name={d.name} onEdit={() => setEditing(d)} onDelete={() => del(d)} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryStatus>
      </Paper>
      {editing && (
        <DefinitionModal
          key={editing === 'new' ? 'new' : editing.id}
          opened
          definition={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
