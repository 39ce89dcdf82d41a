import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { ItemTypeahead } from '../../../shared/items';
import { useCreatePostProcessingItems } from '../job-work.api';
import { useCache } from '../jobs.api';

/** Adds an item a technician used but that is not on the job as a new line (createPostProcessingJobItems). */
export function UsedItemsForm({ jobId }: { jobId: number }) {
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const warehouses = useCache('warehouses');
  const create = useCreatePostProcessingItems(jobId);

  async function submit() {
    if (!item) return setError('Choose the item that was used.');
    setError(null);
    try {
      const result = await create.mutateAsync({
        items: [
          {
            itemId: item.id,
            quantity: quantity.trim(),
            ...(warehouseId ? { warehouseId: Number(warehouseId) } : {}),
          },
        ],
      });
      notifications.show({
        color: result.added.length ? 'teal' : 'yellow',
        message: result.added.length ? `${item.itemCode} was added to the job.` : result.skipped[0]?.reason,
      });
      setItem(null);
      setQuantity('1');
    } catch (e) {
      setError(
        e instanceof ApiError && e.errors?.length
          ? e.errors.map((x) => x.message).join('\n')
          : (e as Error).message,
      );
    }
  }

  return (
    <Group align="flex-end" gap="xs">
      <div style={{ width: 320 }}>
        <ItemTypeahead label="Item used" value={item} onChange={setItem} />
      </div>
      <TextInput
        label="Quantity"
        w={100}
        value={quantity}
        onChange={(e) => setQuantity(e.currentTarget.value)}
      />
      <Select
        label="From warehouse"
        w={220}
        clearable
        data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
        value={warehouseId}
        onChange={setWarehouseId}
      />
      <Button variant="default" loading={create.isPending} onClick={submit}>
        Add used item
      </Button>
      <FormError message={error} />
    </Group>
  );
}
