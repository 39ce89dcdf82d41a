import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS } from '@fieldline/contracts/contacts/contacts.contract';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { silentApi } from '../../app/api';

export interface CustomerOption {
  id: number;
  name: string;
  accountNumber: string;
}

export interface CustomerSelectProps {
  label?: string;
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  description?: string;
}

const label = (c: CustomerOption) => `${c.name} (${c.accountNumber})`;

/** A customer typeahead over customers/search: 2 characters, 250 ms, 100 rows (spec 1 section 9). */
export function CustomerSelect({
  label: fieldLabel = 'Customer',
  value,
  onChange,
  ...rest
}: CustomerSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const enabled = debounced.length >= SEARCH_MIN_CHARS && (!value || debounced !== label(value));
  const query = useQuery({
    queryKey: ['customers', 'select', debounced],
    queryFn: ({ signal }) =>
      silentApi.get<SearchResult<CustomerOption>>('/customers/search', {
        query: { query: debounced, fields: 'id,name,accountNumber', isActive: 'true', limit: 100 },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const rows = enabled ? (query.data?.data ?? []) : [];
  const options = value && !rows.some((r) => r.id === value.id) ? [value, ...rows] : rows;
  return (
    <Select
      label={fieldLabel}
      placeholder="Type 2 or more characters"
      searchable
      clearable
      data={options.map((c) => ({ value: String(c.id), label: label(c) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(options.find((c) => String(c.id) === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      nothingFoundMessage={
        debounced.length < SEARCH_MIN_CHARS ? 'Type 2 or more characters' : 'No customers found'
      }
      rightSection={query.isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
