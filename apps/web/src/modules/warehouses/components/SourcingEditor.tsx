import { ActionIcon, Button, Checkbox, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useAddWarehouseOffice,
  useLookup,
  useRemoveWarehouseOffice,
  useUpdateWarehouseOffice,
  useWarehouseOffices,
} from '../warehouses.api';

/**
 * Which offices source from this warehouse (spec 2 §3 Office for sourcing): can source from, sources
 * automatically, and whether it is the office's default warehouse (one per office).
 */
export function SourcingEditor({ warehouseId, canEdit }: { warehouseId: number; canEdit: boolean }) {
  const links = useWarehouseOffices(warehouseId);
  const offices = useLookup('offices');
  const add = useAddWarehouseOffice();
  const update = useUpdateWarehouseOffice();
  const remove = useRemoveWarehouseOffice();
  const [officeId, setOfficeId] = useState<string | null>(null);
  const linked = new Set((links.data ?? []).map((l) => l.officeId));

  return (
    <Stack gap="xs">
      <Title order={5}>Office sourcing</Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Office</Table.Th>
            <Table.Th>Can source from</Table.Th>
            <Table.Th>Auto source</Table.Th>
            <Table.Th>Default warehouse</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(links.data ?? []).length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm">
                  Only its own office sources from this warehouse.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {(links.data ?? []).map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.officeName}</Table.Td>
              {(['canSourceFrom', 'autoSourceFrom', 'isDefault'] as const).map((flag) => (
                <Table.Td key={flag}>
                  <Checkbox
                    aria-label={`${l.officeName} ${flag}`}
                    checked={l[flag]}
                    disabled={!canEdit}
                    onChange={(e) => update.mutate({ id: l.id, [flag]: e.currentTarget.checked })}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${l.officeName}`}
                    onClick={() => remove.mutate(l.id)}
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
            placeholder="Add an office"
            aria-label="Office to add"
            data={(offices.data ?? [])
              .filter((o) => !linked.has(o.id))
              .map((o) => ({ value: String(o.id), label: o.name }))}
            value={officeId}
            onChange={setOfficeId}
          />
          <Button
            size="xs"
            disabled={!officeId}
            onClick={() =>
              add.mutate({ warehouseId, officeId: Number(officeId) }, { onSuccess: () => setOfficeId(null) })
            }
          >
            Add office
          </Button>
        </Group>
      )}
    </Stack>
  );
}
