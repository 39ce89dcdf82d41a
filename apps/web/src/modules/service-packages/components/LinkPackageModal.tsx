import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import {
  PACKAGE_DROPDOWN_DELAY_MS,
  type ServicePackageRow,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api';
import { useLink } from '../service-packages.api';

export interface LinkPackageModalProps {
  opened: boolean;
  onClose: () => void;
  item: ItemSummary;
  onLinked: (id: number) => void;
}

/** Link an existing package to the item in context (linking needs a selection other than 0). */
export function LinkPackageModal({ opened, onClose, item, onLinked }: LinkPackageModalProps) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), PACKAGE_DROPDOWN_DELAY_MS);
  const [chosen, setChosen] = useState<string | null>(null);
  const link = useLink();
  useEffect(() => {
    if (opened) {
      setChosen(null);
      setSearch('');
    }
  }, [opened]);
  const results = useQuery({
    queryKey: ['service-packages', 'link-search', name],
    queryFn: ({ signal }) =>
      api.get<SearchResult<ServicePackageRow>>('/servicepackage/search', {
        query: { searchType: 0, name: name || undefined, isActive: 'true', limit: 50 },
        signal,
      }),
    enabled: opened,
  });

  const save = async () => {
    const id = Number(chosen);
    if (!id) return;
    await link.mutateAsync({ id, action: 'linkitem', linkedId: item.id });
    onLinked(id);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Link a service package to ${item.name}`}>
      <Stack>
        <Select
          label="Service package"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          value={chosen}
          onChange={setChosen}
          data={(results.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          nothingFoundMessage="No service packages"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!chosen} loading={link.isPending}>
            Link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
