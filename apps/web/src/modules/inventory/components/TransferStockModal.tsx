import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { WarehouseBinPicker } from '../../../shared/warehouses/WarehouseBinPicker';
import { useTransferStock } from '../inventory.api';
import { ItemField, type ItemRef } from './ItemField';

export interface TransferStockModalProps {
  opened: boolean;
  onClose: () => void;
  item?: ItemRef | null;
  warehouseId?: number | null;
}

interface Values {
  itemId: number | null;
  fromWarehouseId: number | null;
  fromBinId: number | null;
  toWarehouseId: number | null;
  toBinId: number | null;
  quantity: string;
  reason: string;
}

/** Moves stock from one bin to another, possibly in another warehouse or a van, at the average cost. */
export function TransferStockModal({
  opened,
  onClose,
  item = null,
  warehouseId = null,
}: TransferStockModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Transfer stock" size="lg">
      {opened && <TransferForm onClose={onClose} item={item} warehouseId={warehouseId} />}
    </Modal>
  );
}

function TransferForm({
  onClose,
  item: initialItem,
  warehouseId,
}: {
  onClose: () => void;
  item: ItemRef | null;
  warehouseId: number | null;
}) {
  const transfer = useTransferStock();
  const [error, setError] = useState<string | null>(null);
  const [item, setItem] = useState<ItemRef | null>(initialItem);
  const form = useForm<Values>({
    initialValues: {
      itemId: initialItem?.id ?? null,
      fromWarehouseId: warehouseId,
      fromBinId: null,
      toWarehouseId: null,
      toBinId: null,
      quantity: '',
      reason: '',
    },
    validate: {
      itemId: (v) => (v ? null : 'Choose an item'),
      fromWarehouseId: (v) => (v ? null : 'Choose a warehouse'),
      toWarehouseId: (v) => (v ? null : 'Choose a warehouse'),
      quantity: (v) =>
        /^\d+(\.\d{1,4})?$/.test(v.trim()) && Number(v) > 0 ? null : 'Quantity must be greater than 0',
    },
  });
  const v = form.getValues();

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await transfer.mutateAsync({
        itemId: values.itemId!,
        fromWarehouseId: values.fromWarehouseId!,
        fromBinId: values.fromBinId,
        toWarehouseId: values.toWarehouseId!,
        toBinId: values.toBinId,
        quantity: values.quantity.trim(),
        reason: values.reason.trim() || null,
      });
      notifications.show({ color: 'green', message: 'Stock transferred.' });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  return (
    <form onSubmit={submit}>
      <Stack>
        <ItemField
          value={item}
          onChange={(next) => {
            setItem(next);
            form.setFieldValue('itemId', next?.id ?? null);
          }}
          error={form.errors.itemId as string | undefined}
        />
        <WarehouseBinPicker
          includeVans
          itemId={v.itemId}
          warehouseLabel="From warehouse"
          binLabel="From bin"
          value={{ warehouseId: v.fromWarehouseId, binId: v.fromBinId }}
          onChange={(next) => form.setValues({ fromWarehouseId: next.warehouseId, fromBinId: next.binId })}
          required
          error={{ warehouse: form.errors.fromWarehouseId as string, bin: form.errors.fromBinId as string }}
        />
        <WarehouseBinPicker
          includeVans
          itemId={v.itemId}
          warehouseLabel="To warehouse"
          binLabel="To bin"
          value={{ warehouseId: v.toWarehouseId, binId: v.toBinId }}
          onChange={(next) => form.setValues({ toWarehouseId: next.warehouseId, toBinId: next.binId })}
          required
          error={{ warehouse: form.errors.toWarehouseId as string, bin: form.errors.toBinId as string }}
        />
        <Group grow align="flex-start">
          <TextInput label="Quantity" required {...form.getInputProps('quantity')} />
          <TextInput label="Reason" maxLength={200} {...form.getInputProps('reason')} />
        </Group>
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={transfer.isPending}>
            Transfer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
