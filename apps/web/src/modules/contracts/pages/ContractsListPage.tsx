import { formatDate } from '@fieldline/contracts/common/dates';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { BILLING_SCHEDULE_LABELS } from '@fieldline/contracts/contracts/contracts.contract';
import { Anchor, Badge, Button, Paper, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { NewContractModal } from '../components/NewContractModal';
import { useContracts } from '../contracts.api';

const PAGE_SIZE = 50;
const STATUS_COLOR: Record<string, string> = { Active: 'teal', Draft: 'blue', Suspended: 'yellow' };

/** Service agreements and rental contracts: number, customer, term, billing, status. */
export function ContractsListPage() {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 250);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const canEdit = useAccess(Permission.Contracts) >= 2;
  const list = useContracts({ query: query || undefined, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Contracts"
        actions={
          canEdit ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              New contract
            </Button>
          ) : undefined
        }
      />
      <Paper p="lg" radius="md">
        <TextInput
          mb="md"
          maw={360}
          aria-label="Search contracts"
          placeholder="Number or name"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Table striped highlightOnHover aria-label="Contracts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Term</Table.Th>
              <Table.Th>Billing</Table.Th>
              <Table.Th w={120}>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !list.isLoading && <EmptyRow colSpan={7} message="No contracts found." />}
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component={Link} to={pageUrl(PageCode.Contract, c.id)} fw={500} fz="sm">
                    {c.contractNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Customer, c.customer.id)} fz="sm">
                    {c.customer.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.type.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(c.startDate)} – {formatDate(c.endDate)}
                </Table.Td>
                <Table.Td>{BILLING_SCHEDULE_LABELS[c.billingSchedule]}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[c.status.statusType] ?? 'gray'}>
                    {c.status.name}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={list.data?.count_filtered ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      <NewContractModal opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
