import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  PACKAGE_DROPDOWN_DELAY_MS,
  PACKAGE_DROPDOWN_PAGE,
  SearchType,
  type ServicePackage,
  type ServicePackageRow,
  ServicePackageTexts,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { Combobox, InputBase, Loader, ScrollArea, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { PackageOptionsPrompt } from './PackageOptionsPrompt';

export interface ServicePackageDropdownProps {
  /** The package and the ids of the options chosen (the first option always among them). */
  onPick: (pkg: ServicePackage, optionIds: number[]) => void;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
}

const LOAD_MORE = '__more__';

/**
 * Service package dropdown (spec 3 §2, §9): a search box (250 ms, searchType 0) over active packages,
 * 20 a page (another page assumed when exactly 20 return), grouped into item/equipment packages and
 * generic ones; choosing one asks which options to take in the '{name} Options' prompt.
 */
export function ServicePackageDropdown({
  onPick,
  label = 'Service package',
  placeholder = 'Choose a service package',
  disabled,
}: ServicePackageDropdownProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), PACKAGE_DROPDOWN_DELAY_MS);
  const [chosen, setChosen] = useState<ServicePackageRow | null>(null);
  const pages = useInfiniteQuery({
    queryKey: ['service-packages', 'dropdown', name],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<SearchResult<ServicePackageRow>>('/servicepackage/search', {
        query: {
          searchType: SearchType.All,
          name: name || undefined,
          isActive: 'true',
          offset: pageParam,
          limit: PACKAGE_DROPDOWN_PAGE,
        },
        signal,
      }),
    getNextPageParam: (last, all) =>
      last.data.length === PACKAGE_DROPDOWN_PAGE ? all.length * PACKAGE_DROPDOWN_PAGE : undefined,
    enabled: combobox.dropdownOpened,
  });
  const rows = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const groups = [
    { label: ServicePackageTexts.itemGroup, rows: rows.filter((r) => !r.isGeneric) },
    { label: ServicePackageTexts.genericGroup, rows: rows.filter((r) => r.isGeneric) },
  ].filter((g) => g.rows.length > 0);

  const submit = (value: string) => {
    if (value === LOAD_MORE) {
      void pages.fetchNextPage();
      return;
    }
    setChosen(rows.find((r) => String(r.id) === value) ?? null);
    combobox.closeDropdown();
  };

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={submit} withinPortal>
        <Combobox.Target>
          <InputBase
            component="button"
            type="button"
            pointer
            label={label}
            disabled={disabled}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
            onClick={() => combobox.toggleDropdown()}
          >
            <Text size="sm" c="dimmed">
              {placeholder}
            </Text>
          </InputBase>
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Search
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder="Search service packages"
            aria-label="Search service packages"
          />
          <Combobox.Options>
            <ScrollArea.Autosize mah="40vh" type="scroll">
              {pages.isFetching && rows.length === 0 ? (
                <Combobox.Empty>
                  <Loader size="xs" />
                </Combobox.Empty>
              ) : null}
              {!pages.isFetching && rows.length === 0 ? (
                <Combobox.Empty>No service packages</Combobox.Empty>
              ) : null}
              {groups.map((g) => (
                <Combobox.Group key={g.label} label={g.label}>
                  {g.rows.map((r) => (
                    <Combobox.Option key={r.id} value={String(r.id)}>
                      {r.name}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ))}
              {pages.hasNextPage ? (
                <Combobox.Option value={LOAD_MORE}>
                  <Text size="sm" c="blue">
                    {pages.isFetchingNextPage ? 'Loading…' : 'More packages…'}
                  </Text>
                </Combobox.Option>
              ) : null}
            </ScrollArea.Autosize>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <PackageOptionsPrompt
        packageId={chosen?.id ?? null}
        packageName={chosen?.name ?? ''}
        onCancel={() => setChosen(null)}
        onOk={(pkg, optionIds) => {
          setChosen(null);
          onPick(pkg, optionIds);
        }}
      />
    </>
  );
}
