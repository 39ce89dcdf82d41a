import { formatDate } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { CustomerAlert } from '@fieldline/contracts/customers/customers.contract';
import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useAlerts, useDeleteAlert } from '../customers.api';
import { AlertModal } from './AlertModal';
import { SEVERITY } from './CustomerAlerts';

export function AlertsTab({ customerId }: { customerId: number }) {
  const query = useAlerts(customerId);
  const canEdit = useAccess(Permission.Customers) >= 2;
  const remove = useDeleteAlert(customerId);
  // undefined: closed; null: a new alert.
  const [editing, setEditing] = useState<CustomerAlert | null | undefined>(undefined);

  const del = async (a: CustomerAlert) => {
    if (!(await confirmModal(`Delete the alert "${a.message}"?`, { danger: true }))) return;
    await remove.mutateAsync(a.id).catch(() => null);
  };

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(null)}>
            New alert
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table aria-label="Alerts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Message</Table.Th>
                <Table.Th>Severity</Table.Th>
                <Table.Th>Starts</Table.Th>
                <Table.Th>Ends</Table.Th>
                <Table.Th>Status</Table.Th>
                {canEdit && <Table.Th w={80} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <EmptyRow colSpan={canEdit ? 6 : 5} message="No alerts for this customer." />
              )}
              {rows.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td maw={420}>
                    <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                      {a.message}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={SEVERITY[a.severity].color} variant="light">
                      {SEVERITY[a.severity].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{a.startDate ? formatDate(a.startDate) : '—'}</Table.Td>
                  <Table.Td>{a.endDate ? formatDate(a.endDate) : '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={a.isActive ? 'teal' : 'gray'} variant="dot">
                      {a.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label="Edit alert" onClick={() => setEditing(a)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label="Delete alert"
                          onClick={() => void del(a)}
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
      {editing !== undefined && (
        <AlertModal customerId={customerId} alert={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
