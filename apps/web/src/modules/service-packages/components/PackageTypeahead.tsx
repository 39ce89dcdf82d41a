import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  PACKAGE_DROPDOWN_DELAY_MS,
  PACKAGE_TYPEAHEAD_LIMIT,
  type ServicePackageRow,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api';
import { type PackageListFilters, packageSearchQuery } from '../service-packages.api';

/** The legacy API lives at the root, not under /v1. */
const legacyApi = api.withOptions({ baseUrl: '' });

export interface PackageTypeaheadProps {
  filters: PackageListFilters;
  onPick: (id: number) => void;
  label?: string;
}

/**
 * Finds a package by name: with an item context the legacy typeahead call (GET /FS_API/v1/servicepackage/search,
 * searchType 4, fields id,name), otherwise every package; at most 10 suggestions (spec 3 §7, §9).
 */
export function PackageTypeahead({ filters, onPick, label = 'Find package' }: PackageTypeaheadProps) {
  const [text, setText] = useState('');
  const [name] = useDebouncedValue(text.trim(), PACKAGE_DROPDOWN_DELAY_MS);
  const results = useQuery({
    queryKey: ['service-packages', 'typeahead', filters, name],
    queryFn: ({ signal }) =>
      legacyApi.get<SearchResult<Pick<ServicePackageRow, 'id' | 'name'>>>(
        '/FS_API/v1/servicepackage/search',
        {
          query: {
            ...packageSearchQuery(filters, name || undefined),
            fields: 'id,name',
            limit: PACKAGE_TYPEAHEAD_LIMIT,
          },
          signal,
        },
      ),
    enabled: name.length > 0,
  });
  const rows = results.data?.data ?? [];
  return (
    <Autocomplete
      label={label}
      placeholder="Type a package name"
      value={text}
      onChange={setText}
      limit={PACKAGE_TYPEAHEAD_LIMIT}
      data={rows.map((r) => ({ value: String(r.id), label: r.name }))}
      filter={({ options }) => options}
      onOptionSubmit={(value) => {
        onPick(Number(value));
        setText('');
      }}
    />
  );
}
