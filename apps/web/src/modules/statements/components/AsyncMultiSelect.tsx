import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Choice } from '../statements.api';

interface Props {
  label: string;
  placeholder: string;
  description?: string;
  search: (query: string) => Promise<Choice[]>;
  value: string[];
  onChange: (value: string[]) => void;
}

/** A multi-select that asks the server as the user types (2 characters at least, 250 ms after typing). */
export function AsyncMultiSelect({ label, placeholder, description, search, value, onChange }: Props) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 250);
  // Chosen options keep their labels when the results change.
  const known = useRef(new Map<string, string>());
  const results = useQuery({
    queryKey: ['statements', 'pick', label, query],
    queryFn: () => search(query),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
  for (const c of results.data ?? []) known.current.set(c.value, c.label);
  const data = [
    ...value.map((v) => ({ value: v, label: known.current.get(v) ?? v })),
    ...(results.data ?? []).filter((c) => !value.includes(c.value)),
  ];
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length ? undefined : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={text}
      onSearchChange={setText}
      // Keeps the results open to pick several in a row.
      clearSearchOnChange={false}
      filter={({ options }) => options}
      nothingFoundMessage={
        query.length >= 2 ? (results.isFetching ? 'Searching…' : 'Nothing found') : 'Type 2 letters'
      }
      clearable
    />
  );
}
