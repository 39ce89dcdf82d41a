import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { SystemRole } from '@fieldline/contracts/ledger/ledger.constants';
import { GL_ACCOUNT_PAGE_SIZE, type GlAccount } from '@fieldline/contracts/ledger/ledger.contract';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';

export interface GlAccountSelectProps {
  /** The selected account id (null when none). */
  value: number | null;
  /** The id and the whole row (accountCode, displayCode, displayName ...) of the picked account. */
  onChange: (accountId: number | null, account: GlAccount | null) => void;
  /** Roles not offered, e.g. ['AR', 'AP'] for the Issue Customer Credit picker. */
  excludeRoles?: SystemRole[];
  /** true: only inventory accounts; false: only non-inventory accounts; undefined: both. */
  isInventory?: boolean;
  /** Only this account type (1 Asset ... 8 Other Expense). */
  chartOfAccountType?: number;
  /** Rows per request (spec 3 §9: 50). */
  pageSize?: number;
  /** Include inactive accounts (default: active only). */
  includeInactive?: boolean;
  label?: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  clearable?: boolean;
  'aria-label'?: string;
  /** Shown until the search answers, so a picked account keeps its label (e.g. when editing). */
  initialAccount?: Pick<GlAccount, 'id' | 'displayCode' | 'displayName' | 'code' | 'name'> | null;
}

const labelOf = (a: Pick<GlAccount, 'code' | 'name'>) => `${a.code} · ${a.name}`;

/**
 * Searchable GL account picker over GET /v1/chartofaccounts/search (code and name), one page of 50 by
 * default; the search text goes to the server after a 250 ms pause.
 */
export function GlAccountSelect({
  value,
  onChange,
  excludeRoles,
  isInventory,
  chartOfAccountType,
  pageSize = GL_ACCOUNT_PAGE_SIZE,
  includeInactive = false,
  label,
  placeholder = 'Search accounts by code or name',
  error,
  disabled,
  required,
  clearable = true,
  initialAccount,
  ...rest
}: GlAccountSelectProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<GlAccount | null>(null);
  const selected = picked?.id === value ? picked : initialAccount?.id === value ? initialAccount : null;
  // Once an account is picked the input shows its label: that is not a search.
  const typed = selected && search === labelOf(selected) ? '' : search.trim();
  const [query] = useDebouncedValue(typed, 250);
  const filters = {
    query: query || undefined,
    limit: pageSize,
    isActive: includeInactive ? undefined : 'true',
    isInventory: isInventory === undefined ? undefined : String(isInventory),
    excludeRoles,
    chartOfAccountType,
  };
  const results = useQuery({
    queryKey: ['chartofaccounts', 'picker', filters],
    queryFn: ({ signal }) =>
      api.get<SearchResult<GlAccount>>('/chartofaccounts/search', { query: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const rows = results.data?.data ?? [];
  const data = useMemo(() => {
    const opts = rows.map((a) => ({ value: String(a.id), label: labelOf(a) }));
    if (value != null && selected && !opts.some((o) => o.value === String(value)))
      opts.unshift({ value: String(value), label: labelOf(selected) });
    return opts;
  }, [rows, value, selected]);

  return (
    <Select
      {...rest}
      label={label}
      placeholder={placeholder}
      error={error}
      disabled={disabled}
      required={required}
      clearable={clearable}
      searchable
      data={data}
      value={value == null ? null : String(value)}
      // The server already filtered: show its rows as they are.
      filter={({ options }) => options}
      onSearchChange={setSearch}
      nothingFoundMessage={results.isFetching ? 'Searching…' : 'No accounts found'}
      rightSection={results.isFetching ? <Loader size={14} /> : undefined}
      onChange={(v) => {
        const account = v == null ? null : (rows.find((a) => String(a.id) === v) ?? null);
        if (account) setPicked(account);
        onChange(v == null ? null : Number(v), account);
      }}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight="40vh"
    />
  );
}
