import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { ItemTypeahead } from '../../../shared/items';

/** What a stock change needs of its item; a search row fills it in without a full summary. */
export interface ItemRef {
  id: number;
  itemCode: string;
  name: string;
}

export interface ItemFieldProps {
  value: ItemRef | null;
  onChange: (item: ItemRef | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The item of a stock change: the items area's typeahead (active items, 2 characters, 250 ms). */
export function ItemField({ value, onChange, error, disabled }: ItemFieldProps) {
  return (
    <ItemTypeahead
      value={value as ItemSummary | null}
      onChange={(item) => onChange(item ? { id: item.id, itemCode: item.itemCode, name: item.name } : null)}
      error={error}
      disabled={disabled}
    />
  );
}
