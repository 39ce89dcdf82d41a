import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Table,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { EmptyRow, ListFilters, Paging, useListFilters } from '../../../shared/ui';
import { type ModifierKind, type ModifierRow, useModifierSearch, useSaveModifier } from '../ledger.api';

const PAGE_SIZE = 50;

/** Division or department manager: rows ordered by sort, accounting code, name (spec 2 §2.4). */
export function ModifierManager({ kind, canEdit }: { kind: ModifierKind; canEdit: boolean }) {
  const noun = kind === 'divisions' ? 'division' : 'department';
  const filters = useListFilters();
  const list = useModifierSearch(kind, {
    query: filters.debounced || undefined,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    ...(filters.isActive ? { isActive: filters.isActive } : {}),
  });
  const [editing, setEditing] = useState<ModifierRow | 'new' | null>(null);
  const rows = list.data?.data ?? [];
  const cols = kind === 'departments' ? 6 : 5;
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <ListFilters filters={filters} searchLabel={`Search ${kind}`} placeholder="Name or accounting code" />
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New {noun}
          </Button>
        )}
      </Group>
      <Table striped highlightOnHover aria-label={kind === 'divisions' ? 'Divisions' : 'Departments'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sort</Table.Th>
            <Table.Th>Accounting code</Table.Th>
            <Table.Th>Name</Table.Th>
            {kind === 'departments' && <Table.Th>Naming code</Table.Th>}
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !list.isLoading && <EmptyRow colSpan={cols} message={`No ${kind} found.`} />}
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.sort}</Table.Td>
              <Table.Td ff="monospace">{r.accountingCode}</Table.Td>
              <Table.Td>{r.name}</Table.Td>
              {kind === 'departments' && <Table.Td ff="monospace">{r.entityNamingCode}</Table.Td>}
              <Table.Td>
                <Badge variant="light" color={r.isActive ? 'teal' : 'gray'}>
                  {r.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <Tooltip label="Edit">
                    <ActionIcon variant="subtle" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Paging
        total={list.data?.count_filtered ?? 0}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onChange={filters.setPage}
      />
      <ModifierModal kind={kind} row={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function ModifierModal({
  kind,
  row,
  onClose,
}: {
  kind: ModifierKind;
  row: ModifierRow | 'new' | null;
  onClose: () => void;
}) {
  const existing = row && row !== 'new' ? row : undefined;
  const noun = kind === 'divisions' ? 'division' : 'department';
  const form = useForm({
    initialValues: {
      name: '',
      accountingCode: '',
      entityNamingCode: '',
      sort: 0 as number | string,
      isActive: true,
    },
  });
  const save = useSaveModifier(kind, existing?.id);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another row opens
  useEffect(() => {
    if (!row) return;
    setError(null);
    form.clearErrors();
    form.setValues({
      name: existing?.name ?? '',
      accountingCode: existing?.accountingCode ?? '',
      entityNamingCode: existing?.entityNamingCode ?? '',
      sort: existing?.sort ?? 0,
      isActive: existing?.isActive ?? true,
    });
  }, [row]);
  async function submit(v: typeof form.values) {
    setError(null);
    try {
      await save.mutateAsync({
        name: v.name,
        accountingCode: v.accountingCode,
        sort: Number(v.sort) || 0,
        isActive: v.isActive,
        ...(kind === 'departments' ? { entityNamingCode: v.entityNamingCode } : {}),
      });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  return (
    <Modal opened={row !== null} onClose={onClose} title={existing ? `Edit ${noun}` : `New ${noun}`}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack>
          <FormError message={error} />
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Accounting code" {...form.getInputProps('accountingCode')} />
          {kind === 'departments' && (
            <TextInput label="Naming code" {...form.getInputProps('entityNamingCode')} />
          )}
          <NumberInput label="Sort" min={0} max={9999} {...form.getInputProps('sort')} />
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
