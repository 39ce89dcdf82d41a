import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, NumberInput, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconLock, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { formatDateRange } from '../../../shared/format';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { useBudgets } from '../budgets.api';
import { NewBudgetModal } from '../components/NewBudgetModal';

const PAGE_SIZE = 50;

/** Budgets, newest year first: search by year and description; New Budget opens the create modal. */
export function BudgetsPage() {
  const canEdit = useAccess(Permission.Budgets) >= 2;
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [year, setYear] = useState<number | string>('');
  const [page, setPage] = useState(1);
  const validYear = typeof year === 'number' && year >= 1900 && year <= 2079 ? year : undefined;
  const query = useBudgets({
    query: debounced || undefined,
    financialYear: validYear,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Budgets"
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
              New Budget
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" gap="md" align="flex-end">
          <NumberInput
            label="Financial year"
            placeholder="Any year"
            min={1900}
            max={2079}
            value={year}
            onChange={(v) => {
              setYear(v);
              setPage(1);
            }}
            w={160}
          />
          <TextInput
            label="Search budgets"
            placeholder="Description"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
        </Group>
        <Table striped highlightOnHover aria-label="Budgets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Year</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Offices</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th miw={120}>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={6} message="No budgets found." />}
            {rows.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/budgets/${b.id}`} fw={500} fz="sm">
                    {b.financialYear}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/budgets/${b.id}`} fz="sm">
                    {b.description || 'Budget'}
                  </Anchor>
                </Table.Td>
                <Table.Td>{b.companyName}</Table.Td>
                <Table.Td>
                  <Text fz="sm">{b.officeName ?? (b.offices.map((o) => o.name).join(', ') || '—')}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateRange(b.startDate, b.endDate)}
                </Table.Td>
                <Table.Td>
                  {b.locked ? (
                    <Badge color="gray" leftSection={<IconLock size={12} />}>
                      Locked
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      Open
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging page={page} total={query.data?.count_filtered ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      <NewBudgetModal opened={opened} onClose={modal.close} onCreated={(b) => navigate(`/budgets/${b.id}`)} />
    </>
  );
}
