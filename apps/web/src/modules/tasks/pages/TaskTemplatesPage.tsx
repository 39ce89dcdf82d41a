import { Permission } from '@fieldline/contracts/common/permissions';
import type { TaskTemplate } from '@fieldline/contracts/tasks/tasks.contract';
import { Badge, Button, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, PageHeader, QueryStatus, RowActions } from '../../../shared/ui';
import { useTaskTemplates } from '../../../shared/work';
import { TemplateModal } from '../components/TemplateModal';
import { useDeleteTemplate } from '../tasks.api';

/** Administration: reusable task lists copied onto bids and jobs. */
export function TaskTemplatesPage() {
  const canEdit = useAccess(Permission.Tasks) >= 2;
  const query = useTaskTemplates(false);
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<TaskTemplate | 'new' | null>(null);

  async function del(t: TaskTemplate) {
    if (!(await confirmModal(`Delete the task template "${t.name}"? Tasks already copied from it stay.`)))
      return;
    remove.mutate(t.id, { onError: (e) => showErrorNotification(errorMessage(e)) });
  }

  return (
    <>
      <PageHeader
        title="Task templates"
        description="Reusable task lists (a tune-up, a start-up) added to bids and jobs in one step."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              New task template
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <QueryStatus query={query}>
          {(list) => (
            <Table striped highlightOnHover aria-label="Task templates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Tasks</Table.Th>
                  <Table.Th>Status</Table.Th>
                  {canEdit && <Table.Th w={90} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.length === 0 && <EmptyRow colSpan={4} message="No task templates yet." />}
                {list.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <Text fw={500} fz="sm">
                        {t.name}
                      </Text>
                      {t.description && (
                        <Text fz="xs" c="dimmed" lineClamp={1}>
                          {t.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" lineClamp={1}>
                        {t.items.length} · {t.items.map((i) => i.task).join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={t.isActive ? 'teal' : 'gray'}>
                        {t.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <RowActions name={t.name} onEdit={() => setEditing(t)} onDelete={() => del(t)} />
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
        <TemplateModal
          key={editing === 'new' ? 'new' : editing.id}
          opened
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
