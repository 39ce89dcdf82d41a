import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { billStatusLabel } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { Anchor, Badge, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { useSupplierList } from '../../suppliers/suppliers.api';
import { day, money, STATUS_COLORS } from '../components/bill-format';
import { NewBillModal } from '../components/NewBillModal';
import { useBills } from '../vendor-bills.api';

const PAGE_SIZE = 50;
const STATUSES = ['Pending Approval', 'Approved', 'Paid in Full'];

/** Vendor bills, newest first, by supplier, status and bill-date range. */
export function VendorBillsPage() {
  const canEdit = useAccess(Permission.VendorBills) >= 2;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [f, setF] = useState<{
    supplierId?: string | null;
    status?: string | null;
    from?: string | null;
    to?: string | null;
  }>({});
  const [page, setPage] = useState(1);
  const suppliers = useSupplierList();
  const query = useBills({
    query: debounced || undefined,
    supplierId: f.supplierId ? Number(f.supplierId) : undefined,
    status: f.status ?? undefined,
    dateFrom: f.from ?? undefined,
    dateTo: f.to ?? undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];
  const filter = (key: keyof typeof f) => (v: string | null) => {
    setF((old) => ({ ...old, [key]: v }));
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Vendor bills"
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New Bill
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label="Search bills"
            placeholder="Number or reference"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={200}
          />
          <Select
            label="Supplier"
            clearable
            searchable
            data={(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={f.supplierId ?? null}
            onChange={filter('supplierId')}
            w={200}
          />
          <Select
            label="Status"
            clearable
            data={STATUSES}
            value={f.status ?? null}
            onChange={filter('status')}
            w={180}
          />
          <DateInputField label="Bill date from" value={f.from ?? null} onChange={filter('from')} w={140} />
          <DateInputField label="to" value={f.to ?? null} onChange={filter('to')} w={140} />
        </Group>
        <Table striped highlightOnHover aria-label="Vendor bills">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bill</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Supplier</Table.Th>
              <Table.Th w={180}>Status</Table.Th>
              <Table.Th>Bill date</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && (
              <EmptyRow colSpan={8} message="No vendor bills found." />
            )}
            {rows.map((r) => {
              const label = billStatusLabel(r.statusName);
              return (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor
                      component={Link}
                      to={pageUrl(PageCode.VendorBill, r.id)}
                      fw={500}
                      fz="sm"
                      ff="monospace"
                    >
                      {r.billNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.reference}</Table.Td>
                  <Table.Td>{r.supplierName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {label && (
                      <Badge variant="light" color={STATUS_COLORS[label] ?? 'gray'}>
                        {label}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{day(r.billDate)}</Table.Td>
                  <Table.Td>{day(r.dueDate)}</Table.Td>
                  <Table.Td ta="right">{money(r.amountDue)}</Table.Td>
                  <Table.Td ta="right">{money(r.balance)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Paging total={query.data?.count_filtered ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      {canEdit && creating && (
        <NewBillModal
          onClose={() => setCreating(false)}
          onCreated={(bill) => navigate(pageUrl(PageCode.VendorBill, bill.id))}
        />
      )}
    </>
  );
}
