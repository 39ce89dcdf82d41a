import { toDecimal } from '@fieldline/contracts/common/money';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { type LineColumn, textColumn } from '../../../shared/document-lines';
import { ItemPicker } from './ItemPicker';

export interface ItemLine {
  item: ItemSummary | null;
  description: string;
  quantity: string;
}

type PriceField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * Item, description, quantity and the unit price or cost of an item line; picking an item fills a blank
 * description and price from it.
 */
export function itemLineColumns<T extends ItemLine>(price: {
  header: string;
  field: PriceField<T>;
  fromItem: (item: ItemSummary) => string;
  itemWidth: number;
}): LineColumn<T>[] {
  return [
    {
      header: 'Item',
      width: price.itemWidth,
      cell: (line, { set }) => (
        <ItemPicker
          label=""
          value={line.item}
          onChange={(item) =>
            set({
              item,
              description: line.description || item?.name || '',
              [price.field]:
                (line[price.field] as string) || (item ? toDecimal(price.fromItem(item)).toFixed() : ''),
            } as Partial<T>)
          }
        />
      ),
    },
    textColumn<T>('Description', 'description' as PriceField<T>),
    textColumn<T>('Quantity', 'quantity' as PriceField<T>, { width: 90, inputMode: 'decimal' }),
    textColumn<T>(price.header, price.field, { width: 110, inputMode: 'decimal' }),
  ];
}

/** The lines worth sending: those with an item, a description or a price; blank rows are left out. */
export const filledItemLines = <T extends ItemLine>(lines: T[], priceField: PriceField<T>) =>
  lines.filter((l) => l.item || l.description.trim() || (l[priceField] as string).trim());
