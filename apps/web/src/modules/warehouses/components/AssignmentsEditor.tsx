import { ActionIcon, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddAssignment, useAssignments, useLookup, useRemoveAssignment } from '../warehouses.api';

/** Employees who work out of the warehouse; a van's assigned technicians see its stock as theirs. */
export function AssignmentsEditor({ warehouseId, canEdit }: { warehouseId: number; canEdit: boolean }) {
  const assignments = useAssignments(warehouseId);
  const employees = useLookup('employees');
  const add = useAddAssignment();
  const remove = useRemoveAssignment();
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const taken = new Set((assignments.data ?? []).map((a) => a.employeeId));

  return (
    <Stack gap="xs">
      <Title order={5}>Assigned employees</Title>
      <Table>
        <Table.Tbody>
          {(assignments.data ?? []).length === 0 && (
            <Table.Tr>
              <Table.Td>
                <Text c="dimmed" size="sm">
                  Nobody is assigned.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {(assignments.data ?? []).map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                {a.employeeName} {a.isPrimary && <Badge size="xs">Primary</Badge>}
              </Table.Td>
              <Table.Td w={50}>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Unassign ${a.employeeName}`}
                    onClick={() => remove.mutate(a.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <Group gap="xs">
          <Select
            size="xs"
            searchable
            placeholder="Add an employee"
            aria-label="Employee to assign"
            data={(employees.data ?? [])
              .filter((e) => !taken.has(e.id))
              .map((e) => ({ value: String(e.id), label: e.name }))}
            value={employeeId}
            onChange={setEmployeeId}
          />
          <Button
            size="xs"
            disabled={!employeeId}
            onClick={() =>
              add.mutate(
                { warehouseId, employeeId: Number(employeeId), isPrimary: taken.size === 0 },
                { onSuccess: () => setEmployeeId(null) },
              )
            }
          >
            Assign
          </Button>
        </Group>
      )}
    </Stack>
  );
}
