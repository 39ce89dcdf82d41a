import { ACCESS_LEVEL_NAMES, PERMISSION_CATEGORIES } from '@fieldline/contracts/common/permissions';
import { Badge, Table, Text } from '@mantine/core';
import { QueryStatus } from '../../../shared/ui';
import { EmptyRow } from '../../../shared/ui/EmptyRow';
import { useDerivedPermissions } from '../identity.api';

const categoryName = new Map(PERMISSION_CATEGORIES.map((c) => [c.id, c.name]));
const levelColor = { 0: 'gray', 1: 'blue', 2: 'teal' } as const;

/** What the user can actually do, and which of their roles grants it. */
export function DerivedPermissionsTable({ userId }: { userId: number }) {
  const query = useDerivedPermissions(userId);
  return (
    <QueryStatus query={query}>
      {(rows) => {
        const granted = rows
          .filter((r) => r.accessLevel > 0)
          .sort(
            (a, b) =>
              a.categoryId - b.categoryId || a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }),
          );
        return (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Effective permissions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Permission</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Level</Table.Th>
                  <Table.Th>Granted by</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {granted.length === 0 && (
                  <EmptyRow colSpan={4} message="This user's roles grant no permissions." />
                )}
                {granted.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td>
                      <Text fz="sm" c="dimmed">
                        {categoryName.get(p.categoryId) ?? p.categoryId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={levelColor[p.accessLevel]}>
                        {ACCESS_LEVEL_NAMES[p.accessLevel]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{p.grantedBy.map((r) => r.name).join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        );
      }}
    </QueryStatus>
  );
}
