import { formatUnitPrice } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { type AlternateItem, NO_ALTERNATES_FOUND } from '@fieldline/contracts/items/items.contract';
import { ActionIcon, Button, Group, Loader, Modal, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconReplace } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { silentApi } from '../../app/api';
import { useAccess } from '../../app/auth/AuthProvider';

export interface AlternateItemsDialogProps {
  itemId: number;
  opened: boolean;
  onClose: () => void;
  onAdd: (alternate: AlternateItem) => void;
  onReplace: (alternate: AlternateItem) => void;
}

/**
 * The Alternate Items dialog (spec 2 §2.12, §3; spec 3 §2): the item's alternates with an add and a
 * replace action each, a Close button only; the cost column only at level 2 of permission 181.
 * A failed fetch is only logged (spec 3 §8).
 */
export function AlternateItemsDialog({
  itemId,
  opened,
  onClose,
  onAdd,
  onReplace,
}: AlternateItemsDialogProps) {
  // Unit costs need the Costs permission as well (they are not in the answer without it).
  const costs = useAccess(Permission.Costs) >= 1;
  const showCost = useAccess(Permission.AlternateItemCost) === 2 && costs;
  const showMaterialCost = costs;
  const query = useQuery({
    queryKey: ['items', 'detail', itemId, 'alternates', 'dialog'],
    queryFn: async ({ signal }) => {
      try {
        return await silentApi.get<AlternateItem[]>(`/items/${itemId}/alternates`, { signal });
      } catch (e) {
        console.error('Alternate items could not be loaded', e);
        throw e;
      }
    },
    enabled: opened,
  });
  const rows = query.data ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title="Alternate Items" size="xl" withCloseButton={false}>
      {query.isLoading && <Loader size="sm" aria-label="Loading alternate items" />}
      {query.isSuccess && rows.length === 0 && <Text c="red">{NO_ALTERNATES_FOUND}</Text>}
      {rows.length > 0 && (
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Alternate items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Supplier</Table.Th>
              <Table.Th>Manufacturer</Table.Th>
              {showCost && <Table.Th ta="right">Cost</Table.Th>}
              {showMaterialCost && <Table.Th ta="right">Material cost</Table.Th>}
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const alt = row.alternateItem;
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>{alt.name}</Table.Td>
                  <Table.Td>{alt.description}</Table.Td>
                  <Table.Td>{alt.supplier?.name ?? ''}</Table.Td>
                  <Table.Td>{alt.manufacturer?.name ?? ''}</Table.Td>
                  {showCost && <Table.Td ta="right">{formatUnitPrice(alt.cost)}</Table.Td>}
                  {showMaterialCost && <Table.Td ta="right">{formatUnitPrice(alt.materialCost)}</Table.Td>}
                  <Table.Td ta="right">{formatUnitPrice(alt.price)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label="Add">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Add ${alt.name}`}
                          onClick={() => onAdd(row)}
                        >
                          <IconPlus size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Replace">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Replace with ${alt.name}`}
                          onClick={() => onReplace(row)}
                        >
                          <IconReplace size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
