import { Permission } from '@fieldline/contracts/common/permissions';
import { ACCOUNT_TYPES } from '@fieldline/contracts/ledger/ledger.constants';
import type { GlAccount } from '@fieldline/contracts/ledger/ledger.contract';
import { ActionIcon, Badge, Button, Group, Paper, Select, Table, Tabs, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, ListFilters, PageHeader, Paging, useListFilters } from '../../../shared/ui';
import { AccountFormModal } from '../components/AccountFormModal';
import { ModifierManager } from '../components/ModifierManager';
import { useAccountSearch } from '../ledger.api';

const PAGE_SIZE = 50;
const typeName = (id: number) => ACCOUNT_TYPES.find((t) => t.id === id)?.name ?? String(id);

/** Chart of accounts: the searchable account list, and the division and department managers. */
export function ChartOfAccountsPage() {
  const canEdit = useAccess(Permission.ChartOfAccounts) >= 2;
  return (
    <>
      <PageHeader title="Chart of Accounts" />
      <Paper p="lg" radius="md">
        <Tabs defaultValue="accounts" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="accounts">Accounts</Tabs.Tab>
            <Tabs.Tab value="divisions">Divisions</Tabs.Tab>
            <Tabs.Tab value="departments">Departments</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="accounts">
            <AccountsTab canEdit={canEdit} />
          </Tabs.Panel>
          <Tabs.Panel value="divisions">
            <ModifierManager kind="divisions" canEdit={canEdit} />
          </Tabs.Panel>
          <Tabs.Panel value="departments">
            <ModifierManager kind="departments" canEdit={canEdit} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}

function AccountsTab({ canEdit }: { canEdit: boolean }) {
  const filters = useListFilters();
  const [type, setType] = useState<string | null>(null);
  const [editing, setEditing] = useState<GlAccount | 'new' | null>(null);
  const query = useAccountSearch({
    query: filters.debounced || undefined,
    isActive: filters.isActive,
    chartOfAccountType: type ? Number(type) : undefined,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Group align="flex-start" gap="md">
          <ListFilters filters={filters} searchLabel="Search accounts" placeholder="Code or name" />
          <Select
            aria-label="Account type"
            placeholder="All types"
            clearable
            w={200}
            data={ACCOUNT_TYPES.map((t) => ({ value: String(t.id), label: t.name }))}
            value={type}
            onChange={(v) => {
              setType(v);
              filters.setPage(1);
            }}
          />
        </Group>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New account
          </Button>
        )}
      </Group>
      <Table striped highlightOnHover aria-label="Accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th w={170}>Role</Table.Th>
            <Table.Th w={190}>Flags</Table.Th>
            <Table.Th w={110}>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={8} message="No accounts found." />}
          {rows.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td ff="monospace">{a.code}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {a.name}
                </Text>
                {(a.offices.length > 0 || a.divisions.length > 0 || a.departments.length > 0) && (
                  <Text size="xs" c="dimmed">
                    Limited to {a.offices.length} office(s), {a.divisions.length} division(s),{' '}
                    {a.departments.length} department(s)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{a.groupName}</Table.Td>
              <Table.Td>{typeName(a.chartOfAccountType)}</Table.Td>
              <Table.Td>{a.systemRole && <Badge variant="outline">{a.systemRole}</Badge>}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {a.COGS && <Badge variant="light">COGS</Badge>}
                  {a.isInventory && (
                    <Badge variant="light" color="grape">
                      Inventory
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={a.isActive ? 'teal' : 'gray'}>
                  {a.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <Tooltip label="Edit">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${a.code} ${a.name}`}
                      onClick={() => setEditing(a)}
                    >
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
        total={query.data?.count_filtered ?? 0}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onChange={filters.setPage}
      />
      {canEdit && (
        <AccountFormModal
          opened={editing !== null}
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
