import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { isValidQuantity, quantityScaleOf } from '@fieldline/contracts/items/quantity-scale';
import type { PurchaseOrder } from '@fieldline/contracts/purchasing/purchasing.contract';
import { ActionIcon, Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { EmptyRow } from '../../../shared/ui';
import { useAddLine, useDeleteLine } from '../purchasing.api';
import { ItemPicker } from './ItemPicker';
import { money, qty, unitPrice } from './po-format';

interface Props {
  po: PurchaseOrder;
  /** Lines can be added and removed (the order is Open and the user has full access). */
  editable: boolean;
}

function AddLine({ poId }: { poId: number }) {
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [quantity, setQuantity] = useState<string | number>('');
  const [unitCost, setUnitCost] = useState('');
  const add = useAddLine(poId);
  const scale = item ? quantityScaleOf(item) : null;
  const quantityError =
    item && quantity !== '' && !isValidQuantity(String(quantity), scale!)
      ? `Use a multiple of ${item.quantityStep}`
      : undefined;

  async function submit() {
    if (!item) return;
    try {
      await add.mutateAsync({ itemId: item.id, quantity: String(quantity), unitCost: unitCost || undefined });
      setItem(null);
      setQuantity('');
      setUnitCost('');
    } catch (e) {
      showErrorNotification(errorMessage(e));
    }
  }

  return (
    <Group align="flex-end" mt="md" wrap="wrap">
      <div style={{ flex: '1 1 320px' }}>
        <ItemPicker
          label="Add item"
          value={item}
          onChange={(i) => {
            setItem(i);
            setUnitCost(i ? i.cost : '');
          }}
        />
      </div>
      <NumberInput
        label="Quantity"
        w={130}
        min={0}
        step={scale ? Number(scale.step) : 1}
        decimalScale={scale?.decimals ?? 0}
        value={quantity}
        onChange={setQuantity}
        error={quantityError}
        disabled={!item}
      />
      <TextInput
        label="Unit cost"
        w={130}
        value={unitCost}
        onChange={(e) => setUnitCost(e.currentTarget.value)}
        disabled={!item}
      />
      <Button
        onClick={submit}
        loading={add.isPending}
        disabled={!item || quantity === '' || Boolean(quantityError)}
      >
        Add line
      </Button>
    </Group>
  );
}

/** The order's lines: ordered, received and remaining quantities, cost and line total. */
export function PoLinesTable({ po, editable }: Props) {
  const remove = useDeleteLine(po.id);
  return (
    <>
      <Table striped aria-label="Purchase order lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Ordered</Table.Th>
            <Table.Th ta="right">Received</Table.Th>
            <Table.Th ta="right">Remaining</Table.Th>
            <Table.Th ta="right">Unit cost</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            {editable && <Table.Th w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {po.items.length === 0 && <EmptyRow colSpan={editable ? 8 : 7} message="No lines yet." />}
          {po.items.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td ff="monospace" fz="sm">
                {l.item?.itemCode}
              </Table.Td>
              <Table.Td>{l.description}</Table.Td>
              <Table.Td ta="right">{qty(l.quantity)}</Table.Td>
              <Table.Td ta="right">{qty(l.quantityReceived)}</Table.Td>
              <Table.Td ta="right">{qty(l.quantityRemaining)}</Table.Td>
              <Table.Td ta="right">{unitPrice(l.unitCost)}</Table.Td>
              <Table.Td ta="right">{money(l.lineTotal)}</Table.Td>
              {editable && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${l.item?.itemCode ?? 'line'}`}
                    onClick={() =>
                      remove.mutate(l.id, { onError: (e) => showErrorNotification(errorMessage(e)) })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td colSpan={6} ta="right">
              <Text fw={600}>Total</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text fw={600}>{money(po.total)}</Text>
            </Table.Td>
            {editable && <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {editable && <AddLine poId={po.id} />}
    </>
  );
}
