import {
  ITEM_TYPEAHEAD_DELAY_MS,
  ITEM_TYPEAHEAD_MIN_CHARS,
  type ItemSummary,
} from '@fieldline/contracts/items/items.contract';
import { Combobox, Group, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { searchItemSuggestions } from './items-search';

export interface ItemTypeaheadProps {
  value: ItemSummary | null;
  onChange: (item: ItemSummary | null) => void;
  categoryId?: number | null;
  manufacturerId?: number | null;
  label?: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  /** Ids not to offer (the item itself when picking its alternates or kit parts). */
  excludeIds?: number[];
}

/**
 * Item typeahead (spec 2 §5, §7, §9): searches active items from 2 characters after a 250 ms pause,
 * shows up to 20 suggestions in a menu at most 40vh tall, and hands back the item summary.
 */
export function ItemTypeahead({
  value,
  onChange,
  categoryId,
  manufacturerId,
  label = 'Item',
  placeholder = 'Search items by code, name or description',
  error,
  disabled,
  excludeIds = [],
}: ItemTypeaheadProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.name ?? '');
  // The text follows a value set from outside (a reset after adding); not the null this input sends
  // while the user types, which would wipe what they typed.
  const emitted = useRef<ItemSummary | null | undefined>(undefined);
  useEffect(() => {
    if (value !== emitted.current) setText(value?.name ?? '');
  }, [value]);
  const emit = (item: ItemSummary | null) => {
    emitted.current = item;
    onChange(item);
  };
  const [query] = useDebouncedValue(text.trim(), ITEM_TYPEAHEAD_DELAY_MS);
  const searching = query.length >= ITEM_TYPEAHEAD_MIN_CHARS && query !== value?.name;
  const results = useQuery({
    queryKey: ['items', 'typeahead', query, categoryId ?? null, manufacturerId ?? null],
    queryFn: ({ signal }) => searchItemSuggestions(query, { categoryId, manufacturerId }, signal),
    enabled: searching,
    staleTime: 30_000,
  });
  const options = (results.data?.data ?? []).filter((i) => !excludeIds.includes(i.id));

  const pick = (id: string) => {
    const item = options.find((o) => String(o.id) === id) ?? null;
    emit(item);
    setText(item?.name ?? '');
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          error={error}
          disabled={disabled}
          rightSection={results.isFetching ? <Loader size={14} /> : null}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (value && e.currentTarget.value !== value.name) emit(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options>
          <ScrollArea.Autosize mah="40vh" type="scroll">
            {options.map((item) => (
              <Combobox.Option value={String(item.id)} key={item.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div>
                    <Text size="sm">{item.name}</Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {item.description}
                    </Text>
                  </div>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.itemCode}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
            {results.isSuccess && options.length === 0 && <Combobox.Empty>No items found</Combobox.Empty>}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
