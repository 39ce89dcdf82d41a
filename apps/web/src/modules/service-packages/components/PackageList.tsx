import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { ServicePackageTexts } from '@fieldline/contracts/service-packages/service-packages.contract';
import { ActionIcon, Badge, Button, Group, NavLink, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLink, IconPlus, IconUnlink } from '@tabler/icons-react';
import { ItemTypeahead } from '../../../shared/items';
import { confirmModal } from '../../../shared/modals';
import { useLink, usePackageList } from '../service-packages.api';
import { AddPackageModal } from './AddPackageModal';
import { LinkPackageModal } from './LinkPackageModal';
import { PackageTypeahead } from './PackageTypeahead';

export interface PackageListProps {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** The item the list is about: its packages only, and new or linked packages go to it. */
  context: ItemSummary | null;
  onContextChange: (item: ItemSummary | null) => void;
  canEdit: boolean;
}

/** The left third: an item context, the package typeahead, add and link actions, and the sorted list. */
export function PackageList({ selectedId, onSelect, context, onContextChange, canEdit }: PackageListProps) {
  const filters = context ? { itemId: context.id } : {};
  const list = usePackageList(filters);
  const link = useLink();
  const [adding, addModal] = useDisclosure(false);
  const [linking, linkModal] = useDisclosure(false);
  const rows = list.data?.data ?? [];

  const unlink = async (id: number) => {
    if (!context) return;
    if (!(await confirmModal(ServicePackageTexts.unlinkPackage))) return;
    await link.mutateAsync({ id, action: 'unlinkitem', linkedId: context.id });
    if (selectedId === id) onSelect(null);
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <ItemTypeahead
          label="For item"
          placeholder="All packages"
          value={context}
          onChange={onContextChange}
        />
        <PackageTypeahead filters={filters} onPick={onSelect} />
        {canEdit ? (
          <Group gap="xs">
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={addModal.open}>
              Add package
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLink size={14} />}
              disabled={!context}
              onClick={linkModal.open}
            >
              Link existing package
            </Button>
          </Group>
        ) : null}
        <Stack gap={0} aria-label="Service package list" role="list">
          {rows.length === 0 && !list.isFetching ? (
            <Text size="sm" c="dimmed">
              No service packages
            </Text>
          ) : null}
          {rows.map((r) => (
            <Group key={r.id} gap={4} wrap="nowrap" role="listitem">
              <NavLink
                active={r.id === selectedId}
                label={r.name}
                description={r.typeName ?? undefined}
                c={r.isActive ? undefined : 'dimmed'}
                rightSection={
                  r.isActive ? null : (
                    <Badge size="xs" color="gray">
                      Inactive
                    </Badge>
                  )
                }
                onClick={() => onSelect(r.id)}
              />
              {context && canEdit ? (
                <Tooltip label="Unlink">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Unlink ${r.name}`}
                    onClick={() => unlink(r.id)}
                  >
                    <IconUnlink size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ))}
        </Stack>
      </Stack>
      <AddPackageModal opened={adding} onClose={addModal.close} context={context} onCreated={onSelect} />
      {context ? (
        <LinkPackageModal opened={linking} onClose={linkModal.close} item={context} onLinked={onSelect} />
      ) : null}
    </Paper>
  );
}
