import { formatUnitPrice } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { ActionIcon, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { AlternateItemsDialog, ItemLink, ItemTypeahead } from '../../../shared/items';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow } from '../../../shared/ui';
import { useAlternateEdits, useAlternates } from '../items.api';

/** Managing an item's alternates (stored both ways), and a preview of the dialog line-item tables show. */
export function AlternatesPanel({ itemId, canEdit }: { itemId: number; canEdit: boolean }) {
  const alternates = useAlternates(itemId);
  const edits = useAlternateEdits(itemId);
  // Unit costs need the Costs permission as well (they are not in the answer without it).
  const costs = useAccess(Permission.Costs) >= 1;
  const showCost = useAccess(Permission.AlternateItemCost) === 2 && costs;
  const [picked, setPicked] = useState<ItemSummary | null>(null);
  const [dialogOpened, dialog] = useDisclosure(false);
  const rows = alternates.data ?? [];

  const add = async () => {
    if (!picked) return;
    await edits.add.mutateAsync(picked.id);
    setPicked(null);
  };
  // On the item page there is no line to add to or replace; the dialog's actions just say what they would do.
  const preview = (verb: string) => (alt: { alternateItem: { name: string } }) =>
    notifications.show({ title: verb, message: `${verb} ${alt.alternateItem.name} on a line item.` });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Alternates</Title>
        <Button variant="light" onClick={dialog.open}>
          Open alternate items dialog
        </Button>
      </Group>
      <Table verticalSpacing="xs" aria-label="Alternates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Manufacturer</Table.Th>
            <Table.Th>Supplier</Table.Th>
            {showCost && <Table.Th ta="right">Cost</Table.Th>}
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <EmptyRow colSpan={showCost ? 7 : 6} message="This item has no alternates." />
          )}
          {rows.map(({ id, alternateItem: alt }) => (
            <Table.Tr key={id}>
              <Table.Td>
                <ItemLink itemId={alt.id} name={alt.name} />
              </Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {alt.itemCode}
              </Table.Td>
              <Table.Td>{alt.manufacturer?.name ?? ''}</Table.Td>
              <Table.Td>{alt.supplier?.name ?? ''}</Table.Td>
              {showCost && <Table.Td ta="right">{formatUnitPrice(alt.cost)}</Table.Td>}
              <Table.Td ta="right">{formatUnitPrice(alt.price)}</Table.Td>
              <Table.Td>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove alternate ${alt.name}`}
                    onClick={async () => {
                      if (await confirmModal(`Remove ${alt.name} as an alternate (both ways)?`)) {
                        edits.remove.mutate(alt.id);
                      }
                    }}
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
        <Group align="flex-end">
          <div style={{ flex: 1 }}>
            <ItemTypeahead label="Add alternate" value={picked} onChange={setPicked} excludeIds={[itemId]} />
          </div>
          <Button onClick={add} disabled={!picked} loading={edits.add.isPending}>
            Add alternate
          </Button>
        </Group>
      )}
      <AlternateItemsDialog
        itemId={itemId}
        opened={dialogOpened}
        onClose={dialog.close}
        onAdd={preview('Add')}
        onReplace={preview('Replace')}
      />
    </Stack>
  );
}
