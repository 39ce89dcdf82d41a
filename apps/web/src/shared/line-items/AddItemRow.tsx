import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { isValidQuantity, quantityScaleOf } from '@fieldline/contracts/items/quantity-scale';
import type { AddLineItemBody, LineItemGroup } from '@fieldline/contracts/line-items/line-items.contract';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ItemTypeahead } from '../items';
import { addErrors } from './line-items.edit';

export interface AddItemRowProps {
  groups: LineItemGroup[];
  onAdd: (body: AddLineItemBody) => Promise<void>;
}

/**
 * The add-item row (spec 2 §5 "Adding a line item"): the item typeahead (2 characters, 20
 * suggestions), a quantity following the item's quantity scale and the group. An item id that is not
 * a non-zero number or a quantity below 0 marks the field has-error and nothing is sent.
 */
export function AddItemRow({ groups, onAdd }: AddItemRowProps) {
  const na = groups.find((g) => g.isNAGroup);
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [groupId, setGroupId] = useState<string | null>(na ? String(na.id) : null);
  const [errors, setErrors] = useState<{ item?: string; quantity?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const found = addErrors(item?.id, quantity);
    if (!found.quantity && item && !isValidQuantity(quantity.trim(), quantityScaleOf(item))) {
      found.quantity = `Use a multiple of ${item.quantityStep}`;
    }
    setErrors(found);
    if (found.item || found.quantity || !item) return;
    setBusy(true);
    const group = groups.find((g) => String(g.id) === groupId);
    await onAdd({ itemId: item.id, quantity: quantity.trim(), ...(group ? { groupId: group.id } : {}) });
    setBusy(false);
    setItem(null);
    setQuantity('1');
  }

  return (
    <Group align="flex-start" gap="sm" mt="sm" wrap="wrap" data-testid="add-item-row">
      <div
        style={{ flex: '1 1 320px' }}
        className={errors.item ? 'has-error' : undefined}
        data-has-error={errors.item ? true : undefined}
      >
        <ItemTypeahead
          label="Add item"
          value={item}
          error={errors.item}
          onChange={(i) => {
            setItem(i);
            if (i) setErrors((e) => ({ ...e, item: undefined }));
          }}
        />
      </div>
      <TextInput
        label="Quantity"
        w={110}
        value={quantity}
        error={errors.quantity}
        className={errors.quantity ? 'has-error' : undefined}
        data-has-error={errors.quantity ? true : undefined}
        onChange={(e) => {
          setQuantity(e.currentTarget.value);
          setErrors((x) => ({ ...x, quantity: undefined }));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void submit();
        }}
      />
      <Select
        label="Group"
        w={200}
        data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        value={groupId}
        onChange={setGroupId}
        allowDeselect={false}
      />
      <Button mt={25} leftSection={<IconPlus size={16} />} onClick={() => void submit()} loading={busy}>
        Add
      </Button>
    </Group>
  );
}
