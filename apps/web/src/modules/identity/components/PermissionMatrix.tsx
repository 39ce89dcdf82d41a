import { ACCESS_LEVEL_NAMES, type AccessLevelValue } from '@fieldline/contracts/common/permissions';
import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { PermissionCategoryWithPermissions } from '../identity.api';

export type PermissionLevels = Record<number, AccessLevelValue>;

const LEVELS: AccessLevelValue[] = [0, 1, 2];
const levelOptions = LEVELS.map((l) => ({ value: String(l), label: ACCESS_LEVEL_NAMES[l] }));

export interface PermissionMatrixProps {
  categories: PermissionCategoryWithPermissions[];
  value: PermissionLevels;
  onChange: (next: PermissionLevels) => void;
  readOnly?: boolean;
}

/** One None/Read/Full control per permission, grouped by category, with a set-all per category. */
export function PermissionMatrix({ categories, value, onChange, readOnly = false }: PermissionMatrixProps) {
  const setLevel = (id: number, level: AccessLevelValue) => onChange({ ...value, [id]: level });
  const setAll = (ids: number[], level: AccessLevelValue) => {
    const next = { ...value };
    for (const id of ids) next[id] = level;
    onChange(next);
  };

  return (
    <Stack gap="md">
      {categories.map((category) => {
        const permissions = category.permissions ?? [];
        const ids = permissions.map((p) => p.id);
        return (
          <Paper key={category.id} radius="md" p={0} style={{ overflow: 'hidden' }}>
            <Group justify="space-between" px="md" py="sm" bg="gray.0" gap="sm">
              <Title order={3} fz="md">
                {category.name}
              </Title>
              {!readOnly && (
                <Group gap={6} role="group" aria-label={`Set all in ${category.name}`}>
                  <Text fz="xs" c="dimmed">
                    Set all:
                  </Text>
                  {LEVELS.map((level) => (
                    <Button
                      key={level}
                      size="compact-xs"
                      variant="default"
                      aria-label={`Set all in ${category.name} to ${ACCESS_LEVEL_NAMES[level]}`}
                      onClick={() => setAll(ids, level)}
                    >
                      {ACCESS_LEVEL_NAMES[level]}
                    </Button>
                  ))}
                </Group>
              )}
            </Group>
            <Table>
              <Table.Tbody>
                {permissions.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Text fz="sm" fw={500}>
                        {p.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {p.description}
                      </Text>
                    </Table.Td>
                    <Table.Td w={220} ta="right">
                      <SegmentedControl
                        size="xs"
                        aria-label={p.name}
                        data={levelOptions}
                        value={String(value[p.id] ?? 0)}
                        onChange={(v) => setLevel(p.id, Number(v) as AccessLevelValue)}
                        disabled={readOnly}
                        color={value[p.id] === 2 ? 'teal' : value[p.id] === 1 ? 'blue' : 'gray'}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        );
      })}
    </Stack>
  );
}
