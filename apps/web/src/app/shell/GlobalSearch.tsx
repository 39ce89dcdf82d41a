import { Combobox, Group, Kbd, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { accessLevelOf, useAuth } from '../auth/AuthProvider';
import { openPage, openPageHere } from '../page-codes';
import { searchNavigation } from './navigation-access';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, type SearchResult } from './search-registry';
import { useRecordSearch } from './useRecordSearch';

interface Option {
  key: string;
  label: string;
  description?: string;
  icon?: ReactNode;
  result: SearchResult;
}

interface OptionGroup {
  label: string;
  options: Option[];
}

export function GlobalSearch() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const records = useRecordSearch(debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  // Ctrl/Cmd held on Enter or on the click: the choice opens in a new tab instead of this one.
  const newTab = useRef(false);

  const focusSearch = () => {
    input.current?.focus();
    input.current?.select();
  };
  // "/" is typed text inside a field, so it only jumps here from outside inputs (Mantine's default);
  // Ctrl+K (Cmd+K on a Mac) works from anywhere, fields included.
  useHotkeys([['/', focusSearch]]);
  useHotkeys([['mod+K', focusSearch]], []);

  const groups = useMemo<OptionGroup[]>(() => {
    const pages = searchNavigation(query, (id) => accessLevelOf(user, id)).map(({ entry, group }) => ({
      key: `page:${entry.href}`,
      label: entry.label,
      description: group,
      icon: <entry.icon size={16} stroke={1.6} />,
      result: { id: entry.href, label: entry.label, href: entry.href },
    }));
    const showRecords = query.trim().length >= SEARCH_MIN_CHARS;
    const recordGroups = showRecords
      ? records.groups.map((g) => ({
          label: g.provider.label,
          options: g.results.map((r) => ({
            key: `${g.provider.id}:${r.id}`,
            label: r.label,
            description: r.description,
            result: r,
          })),
        }))
      : [];
    return [{ label: 'Pages', options: pages }, ...recordGroups].filter((g) => g.options.length > 0);
  }, [query, user, records.groups]);

  // Keeps Enter meaningful: the first match is highlighted whenever the list changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is a new object each render; only a new list matters.
  useEffect(() => {
    if (groups.length > 0) combobox.selectFirstOption();
  }, [groups]);

  const select = (key: string) => {
    const option = groups.flatMap((g) => g.options).find((o) => o.key === key);
    if (!option) return;
    setQuery('');
    combobox.closeDropdown();
    const inNewTab = newTab.current;
    newTab.current = false;
    const { result } = option;
    // Record links elsewhere open a new tab (spec 1 section 2); the palette opens its choice right here,
    // as a search box is expected to, unless Ctrl/Cmd is held.
    if (!inNewTab) input.current?.blur();
    if (result.pageCode !== undefined && result.recordId !== undefined) {
      if (inNewTab) void openPage(result.pageCode, result.recordId);
      else void openPageHere(navigate, result.pageCode, result.recordId);
    } else if (result.href) {
      if (inNewTab) window.open(result.href, '_blank', 'noopener');
      else navigate(result.href);
    }
  };

  const trimmed = query.trim();
  const searching = records.loading && trimmed.length >= SEARCH_MIN_CHARS;

  return (
    <Combobox store={combobox} onOptionSubmit={select} withinPortal position="bottom-start">
      <Combobox.Target>
        <TextInput
          ref={input}
          placeholder="Search Fieldline…"
          aria-label="Search Fieldline"
          aria-keyshortcuts="/ Control+K"
          data-testid="global-search"
          leftSection={<IconSearch size={16} />}
          rightSection={
            searching ? (
              <Loader size={14} />
            ) : !focused && query === '' ? (
              <Kbd size="xs" title="Press / or Ctrl+K to search">
                /
              </Kbd>
            ) : null
          }
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => {
            setFocused(true);
            if (trimmed !== '') combobox.openDropdown();
          }}
          onBlur={() => {
            setFocused(false);
            combobox.closeDropdown();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') newTab.current = event.ctrlKey || event.metaKey;
            if (event.key === 'Escape') {
              if (query === '') event.currentTarget.blur();
              setQuery('');
            }
          }}
          w="100%"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={trimmed === ''}>
        <Combobox.Options mah="60vh" style={{ overflowY: 'auto' }}>
          {groups.length === 0 && (
            <Combobox.Empty>{searching ? 'Searching…' : `No matches for “${trimmed}”`}</Combobox.Empty>
          )}
          {groups.map((group) => (
            <Combobox.Group key={group.label} label={group.label}>
              {group.options.map((o) => (
                <Combobox.Option
                  key={o.key}
                  value={o.key}
                  onMouseDown={(event) => {
                    newTab.current = event.ctrlKey || event.metaKey;
                  }}
                >
                  <Group gap="xs" wrap="nowrap">
                    {o.icon}
                    <Text fz="sm">{o.label}</Text>
                    {o.description && (
                      <Text fz="xs" c="dimmed" ml="auto">
                        {o.description}
                      </Text>
                    )}
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
