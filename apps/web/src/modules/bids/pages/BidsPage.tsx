import { BID_STATUSES, type BidStatus } from '@fieldline/contracts/bids/bids.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { useBidSearch } from '../bids.api';
import { BID_STATUS_COLORS } from '../components/bid-format';
import { NewBidModal } from '../components/NewBidModal';

const PAGE_SIZE = 50;

/** The bid list: search over number, name, project and customer name; status filter; paging. */
export function BidsPage() {
  const canEdit = useAccess(Permission.Bids) >= 2;
  const [opened, modal] = useDisclosure(false);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<BidStatus | null>(null);
  const [page, setPage] = useState(1);
  const query = useBidSearch({
    query: debounced || undefined,
    status: status ?? undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Bids"
        description="Pending jobs: priced work offered to customers, converted into jobs when accepted."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
              New bid
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" gap="md">
          <TextInput
            aria-label="Search bids"
            placeholder="Number, name, project or customer"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={340}
          />
          <Select
            aria-label="Status"
            placeholder="Any status"
            clearable
            data={[...BID_STATUSES]}
            value={status}
            onChange={(v) => {
              setStatus(v as BidStatus | null);
              setPage(1);
            }}
            w={180}
          />
        </Group>
        <Table striped highlightOnHover aria-label="Bids">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Office</Table.Th>
              <Table.Th w={110}>Bid date</Table.Th>
              <Table.Th w={130}>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={7} message="No bids found." />}
            {rows.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={pageUrl(PageCode.PendingJob, b.id)}
                    fw={500}
                    fz="sm"
                    ff="monospace"
                  >
                    {b.bidNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {b.name}
                  {b.projectName && (
                    <Text c="dimmed" fz="xs">
                      {b.projectName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Customer, b.customer.id)} fz="sm">
                    {b.customer.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{b.customerLocation.name}</Table.Td>
                <Table.Td>{b.office.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(b.bidDate)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge variant="light" color={BID_STATUS_COLORS[b.status]}>
                    {b.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={query.data?.count_filtered ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      <NewBidModal
        opened={opened}
        onClose={modal.close}
        onCreated={(bid) => navigate(pageUrl(PageCode.PendingJob, bid.id))}
      />
    </>
  );
}
