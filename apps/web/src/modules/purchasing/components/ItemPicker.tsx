import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api';

const FIELDS =
  'id,itemCode,name,description,cost,materialCost,price,quantityStep,quantityDecimals,typeId,isStocked,isEquipment,isActive,categoryId,manufacturerId';

interface Props {
  value: ItemSummary | null;
  onChange: (item: ItemSummary | null) => void;
  label?: string;
}

/**
 * Item search for purchase-order lines, with the item typeahead's contract (spec 2 §7: query,
 * isActive=true, fields, 20 suggestions, 2 characters, 250 ms). Stands in until the shared
 * ItemTypeahead of the items module is available; the props are the same so it swaps in place.
 */
export function ItemPicker({ value, onChange, label = 'Item' }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const enabled = debounced.length >= 2 && debounced !== (value ? `${value.itemCode} — ${value.name}` : '');
  const results = useQuery({
    queryKey: ['items', 'typeahead', debounced],
    queryFn: ({ signal }) =>
      api.get<SearchResult<ItemSummary>>('/items/search', {
        query: { query: debounced, isActive: 'true', fields: FIELDS, limit: 20 },
        signal,
      }),
    enabled,
  });
  const found = results.data?.data ?? [];
  const options = [...(value && !found.some((i) => i.id === value.id) ? [value] : []), ...found];
  return (
    <Select
      label={label}
      placeholder="Type 2 or more characters"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      data={options.map((i) => ({ value: String(i.id), label: `${i.itemCode} — ${i.name}` }))}
      value={value ? String(value.id) : null}
      onChange={(v) => onChange(options.find((i) => String(i.id) === v) ?? null)}
      nothingFoundMessage={
        debounced.length < 2
          ? 'Type 2 or more characters'
          : results.isFetching
            ? 'Searching…'
            : 'No items found'
      }
      maxDropdownHeight="40vh"
    />
  );
}
