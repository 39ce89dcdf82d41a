import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { toDecimal } from '@fieldline/contracts/common/money';
import { isValidQuantity, quantityScaleOf } from '@fieldline/contracts/items/quantity-scale';
import type { PurchaseOrder } from '@fieldline/contracts/purchasing/purchasing.contract';
import { Button, Group, Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { FormError } from '../../../shared/forms';
import { WarehouseBinPicker, type WarehouseBinValue } from '../../../shared/warehouses/WarehouseBinPicker';
import { useWarehouses } from '../../../shared/warehouses/warehouses.api';
import { useReceive } from '../purchasing.api';
import { qty } from './po-format';

interface Props {
  po: PurchaseOrder;
  onClose: () => void;
}

/**
 * Receive what arrived: one warehouse (the order's by default) and a bin per line (the bin chosen at
 * the top unless changed), the quantity defaulting to what remains. One Idempotency-Key per dialog.
 */
export function ReceiveDialog({ po, onClose }: Props) {
  const open = po.items.filter((l) => toDecimal(l.quantityRemaining).gt(0));
  const [target, setTarget] = useState<WarehouseBinValue>({
    warehouseId: po.warehouse?.id ?? null,
    binId: null,
  });
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [quantities, setQuantities] = useState<Record<number, string | number>>(() =>
    Object.fromEntries(open.map((l) => [l.id, qty(l.quantityRemaining)])),
  );
  const [bins, setBins] = useState<Record<number, string | null>>({});
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const receive = useReceive(po.id);
  const warehouses = useWarehouses({ officeId: po.office.id, isVan: false, active: true });
  const singleBin = warehouses.data?.singleBin ?? false;
  const binOptions = useMemo(
    () =>
      (warehouses.data?.data.find((w) => w.id === target.warehouseId)?.bins ?? [])
        .filter((b) => b.isActive)
        .map((b) => ({ value: String(b.id), label: b.name })),
    [warehouses.data, target.warehouseId],
  );

  const lines = open
    .map((l) => ({
      line: l,
      quantity: String(quantities[l.id] ?? ''),
      bin: bins[l.id] ?? (target.binId ? String(target.binId) : null),
    }))
    .filter((x) => x.quantity !== '' && toDecimal(x.quantity).gt(0));
  const problems = open.flatMap((l) => {
    const q = String(quantities[l.id] ?? '');
    if (q === '' || toDecimal(q).isZero()) return [];
    if (toDecimal(q).gt(l.quantityRemaining)) return [`${l.item?.itemCode}: more than remains`];
    if (l.item && !isValidQuantity(q, quantityScaleOf(l.item)))
      return [`${l.item.itemCode}: use a multiple of ${l.item.quantityStep}`];
    return [];
  });

  async function submit() {
    setError(null);
    try {
      await receive.mutateAsync({
        key,
        body: {
          warehouseId: target.warehouseId as number,
          receivedDate: date ?? '',
          lines: lines.map((x) => ({
            purchaseOrderItemId: x.line.id,
            binId: Number(x.bin),
            quantity: x.quantity,
          })),
        },
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Receive ${po.poNumber}`} size="xl">
      <Stack>
        <FormError message={error ?? (problems.length ? problems.join('; ') : null)} />
        <Group grow align="flex-start">
          <WarehouseBinPicker
            officeId={po.office.id}
            value={target}
            onChange={(v) => {
              setTarget(v);
              if (v.warehouseId !== target.warehouseId) setBins({});
            }}
            required
          />
          <DateInputField label="Received date" required value={date} onChange={setDate} />
        </Group>
        <Table aria-label="Lines to receive">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Remaining</Table.Th>
              <Table.Th>Receive</Table.Th>
              {!singleBin && <Table.Th>Bin</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {open.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Text fz="sm" ff="monospace">
                    {l.item?.itemCode}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {l.description}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{qty(l.quantityRemaining)}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Receive quantity of ${l.item?.itemCode}`}
                    w={120}
                    min={0}
                    max={Number(l.quantityRemaining)}
                    step={l.item ? Number(l.item.quantityStep) : 1}
                    decimalScale={l.item?.quantityDecimals ?? 0}
                    value={quantities[l.id] ?? ''}
                    onChange={(v) => setQuantities((old) => ({ ...old, [l.id]: v }))}
                  />
                </Table.Td>
                {!singleBin && (
                  <Table.Td>
                    <Select
                      aria-label={`Bin for ${l.item?.itemCode}`}
                      w={180}
                      data={binOptions}
                      value={bins[l.id] ?? (target.binId ? String(target.binId) : null)}
                      onChange={(v) => setBins((old) => ({ ...old, [l.id]: v }))}
                      disabled={!target.warehouseId}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            loading={receive.isPending}
            disabled={
              !target.warehouseId ||
              !date ||
              lines.length === 0 ||
              problems.length > 0 ||
              lines.some((x) => !x.bin)
            }
          >
            Receive
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
