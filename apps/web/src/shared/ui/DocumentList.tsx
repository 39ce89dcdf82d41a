import { Anchor, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyRow } from './EmptyRow';
import { PageHeader } from './PageHeader';
import { Paging } from './Paging';

const PAGE_SIZE = 50;

/**
 * Search text, filters and page of a document list (invoices, bills, purchase orders); changing any of them
 * goes back to page 1. `params` are the search, offset and limit every document search call takes.
 */
export function useDocumentList<F extends object>(initial: { [K in keyof F]?: F[K] | null } = {}) {
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // `initial` (e.g. read from the URL a home-page link opened) applies on the first render only.
  const [filters, setFilters] = useState<{ [K in keyof F]?: F[K] | null }>(initial);
  const [page, setPage] = useState(1);
  return {
    search,
    filters,
    page,
    setPage,
    setSearch: (v: string) => {
      setSearchText(v);
      setPage(1);
    },
    /** The onChange of the filter `key`. */
    filter:
      <K extends keyof F>(key: K) =>
      (v: F[K] | null) => {
        setFilters((old) => ({ ...old, [key]: v }));
        setPage(1);
      },
    params: { query: debounced || undefined, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  };
}
export type DocumentListState = ReturnType<typeof useDocumentList>;

export interface DocumentColumn {
  label: string;
  right?: boolean;
  miw?: number;
  w?: number;
}

export interface DocumentListProps<R extends { id: number }> {
  /** The page title; also the table's accessible name. */
  title: string;
  /** The "New …" button, shown when `onNew` is given. */
  newLabel: string;
  onNew?: () => void;
  list: Pick<DocumentListState, 'search' | 'setSearch' | 'page' | 'setPage'>;
  searchLabel: string;
  placeholder: string;
  searchWidth: number;
  /** The filter inputs after the search box. */
  filters: ReactNode;
  columns: DocumentColumn[];
  rows: R[];
  loading: boolean;
  total: number;
  emptyMessage: string;
  /** The cells of one row. */
  renderRow: (row: R) => ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/** A searchable, filtered, paged list of documents, newest first. */
export function DocumentList<R extends { id: number }>(p: DocumentListProps<R>) {
  return (
    <>
      <PageHeader
        title={p.title}
        actions={
          p.onNew && (
            <Button leftSection={<IconPlus size={16} />} onClick={p.onNew}>
              {p.newLabel}
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label={p.searchLabel}
            placeholder={p.placeholder}
            leftSection={<IconSearch size={16} />}
            value={p.list.search}
            onChange={(e) => p.list.setSearch(e.currentTarget.value)}
            w={p.searchWidth}
          />
          {p.filters}
        </Group>
        <Table striped highlightOnHover aria-label={p.title}>
          <Table.Thead>
            <Table.Tr>
              {p.columns.map((c) => (
                <Table.Th key={c.label} ta={c.right ? 'right' : undefined} miw={c.miw} w={c.w}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.rows.length === 0 && !p.loading && (
              <EmptyRow colSpan={p.columns.length} message={p.emptyMessage} />
            )}
            {p.rows.map((r) => (
              <Table.Tr key={r.id}>{p.renderRow(r)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={p.total} page={p.list.page} pageSize={PAGE_SIZE} onChange={p.list.setPage} />
      </Paper>
      {p.children}
    </>
  );
}

/** The document number that opens the document. */
export function DocumentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={500} fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Anchor>
  );
}

type Options = ReadonlyArray<string | { id: number; name: string }> | undefined;

export interface FilterSelectProps {
  label: string;
  /** Plain values, or lookup rows whose id is the value. */
  options: Options;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  w: number;
  searchable?: boolean;
}

/** A clearable filter of a list. */
export function FilterSelect({ label, options, value, onChange, w, searchable }: FilterSelectProps) {
  const data = (options ?? []).map((o) =>
    typeof o === 'string' ? o : { value: String(o.id), label: o.name },
  );
  return (
    <Select
      label={label}
      clearable
      searchable={searchable}
      data={data}
      value={value ?? null}
      onChange={onChange}
      w={w}
    />
  );
}
