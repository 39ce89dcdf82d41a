import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export type StatusFilter = 'active' | 'inactive' | 'all';

/** Search text, Active/Inactive/All and the page of a list screen; changing a filter goes back to page 1. */
export function useListFilters(delayMs = 250) {
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), delayMs);
  const [status, setStatusValue] = useState<StatusFilter>('active');
  const [page, setPage] = useState(1);
  return {
    search,
    debounced,
    status,
    page,
    setPage,
    /** The `isActive` query parameter the search calls take. */
    isActive: status === 'all' ? undefined : status === 'active' ? ('true' as const) : ('false' as const),
    setSearch: (v: string) => {
      setSearchText(v);
      setPage(1);
    },
    setStatus: (v: StatusFilter) => {
      setStatusValue(v);
      setPage(1);
    },
  };
}
export type ListFilterState = ReturnType<typeof useListFilters>;

export interface ListFiltersProps {
  filters: ListFilterState;
  searchLabel: string;
  placeholder: string;
  width?: number;
}

export function ListFilters({ filters, searchLabel, placeholder, width = 320 }: ListFiltersProps) {
  return (
    <Group mb="md" gap="md" wrap="wrap">
      <TextInput
        aria-label={searchLabel}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(e) => filters.setSearch(e.currentTarget.value)}
        w={width}
      />
      <SegmentedControl
        aria-label="Status"
        value={filters.status}
        onChange={(v) => filters.setStatus(v as StatusFilter)}
        data={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
          { value: 'all', label: 'All' },
        ]}
      />
    </Group>
  );
}
