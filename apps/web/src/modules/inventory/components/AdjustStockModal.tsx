import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { WarehouseBinPicker } from '../../../shared/warehouses/WarehouseBinPicker';
import { useAdjustStock } from '../inventory.api';
import { ItemField, type ItemRef } from './ItemField';

export interface AdjustStockModalProps {
  opened: boolean;
  onClose: () => void;
  /** Prefilled from a search row. */
  item?: ItemRef | null;
  warehouseId?: number | null;
}

interface Values {
  itemId: number | null;
  warehouseId: number | null;
  binId: number | null;
  quantity: string;
  unitCost: string;
  reason: string;
}

/** A counted correction into or out of one bin: positive adds stock, negative removes it. */
export function AdjustStockModal({
  opened,
  onClose,
  item = null,
  warehouseId = null,
}: AdjustStockModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Adjust stock" size="lg">
      {opened && <AdjustForm onClose={onClose} item={item} warehouseId={warehouseId} />}
    </Modal>
  );
}

function AdjustForm({
  onClose,
  item: initialItem,
  warehouseId,
}: {
  onClose: () => void;
  item: ItemRef | null;
  warehouseId: number | null;
}) {
  const adjust = useAdjustStock();
  const [error, setError] = useState<string | null>(null);
  const [item, setItem] = useState<ItemRef | null>(initialItem);
  const form = useForm<Values>({
    initialValues: {
      itemId: initialItem?.id ?? null,
      warehouseId,
      binId: null,
      quantity: '',
      unitCost: '',
      reason: '',
    },
    validate: {
      itemId: (v) => (v ? null : 'Choose an item'),
      warehouseId: (v) => (v ? null : 'Choose a warehouse'),
      quantity: (v) =>
        !/^[+-]?\d+(\.\d{1,4})?$/.test(v.trim())
          ? 'Enter a quantity'
          : Number(v) === 0
            ? 'Quantity must not be 0'
            : null,
      reason: (v) => (v.trim() ? null : 'Enter a reason'),
    },
  });
  const v = form.getValues();
  const positive = Number(v.quantity) > 0;

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await adjust.mutateAsync({
        itemId: values.itemId!,
        warehouseId: values.warehouseId!,
        binId: values.binId,
        quantity: values.quantity.trim(),
        unitCost: positive && values.unitCost.trim() ? values.unitCost.trim() : null,
        reason: values.reason.trim(),
      });
      notifications.show({ color: 'green', message: 'Stock adjusted.' });
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
          value={{ warehouseId: v.warehouseId, binId: v.binId }}
          onChange={(next) => form.setValues({ warehouseId: next.warehouseId, binId: next.binId })}
          required
          error={{ warehouse: form.errors.warehouseId as string, bin: form.errors.binId as string }}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Quantity"
            description="Negative removes stock"
            required
            {...form.getInputProps('quantity')}
          />
          <TextInput
            label="Unit cost"
            description="Stock added; the average cost when empty"
            disabled={!positive}
            {...form.getInputProps('unitCost')}
          />
        </Group>
        <TextInput label="Reason" required maxLength={200} {...form.getInputProps('reason')} />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
