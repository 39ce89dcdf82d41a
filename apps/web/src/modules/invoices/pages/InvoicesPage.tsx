import { Permission } from '@fieldline/contracts/common/permissions';
import { INVOICE_STATUSES } from '@fieldline/contracts/invoices/invoices.contract';
import { Anchor, Badge, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { type CustomerOption, CustomerSelect } from '../../../shared/contacts-manager/CustomerSelect';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { day, INVOICE_STATUS_COLORS, invoiceUrl, isPastDue, money } from '../components/invoice-format';
import { NewInvoiceModal } from '../components/NewInvoiceModal';
import { useInvoices } from '../invoices.api';

const PAGE_SIZE = 50;

/** Invoices, newest first: search by number, PO or customer; filter by status, customer and date range. */
export function InvoicesPage() {
  const canEdit = useAccess(Permission.Invoices) >= 2;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [f, setF] = useState<{ status?: string | null; from?: string | null; to?: string | null }>({});
  const [page, setPage] = useState(1);
  const query = useInvoices({
    query: debounced || undefined,
    status: f.status ?? undefined,
    customerId: customer?.id,
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
        title="Invoices"
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New Invoice
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label="Search invoices"
            placeholder="Number, PO or customer"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={200}
          />
          <div style={{ width: 220 }}>
            <CustomerSelect
              value={customer}
              onChange={(c) => {
                setCustomer(c);
                setPage(1);
              }}
            />
          </div>
          <Select
            label="Status"
            clearable
            data={[...INVOICE_STATUSES]}
            value={f.status ?? null}
            onChange={filter('status')}
            w={120}
          />
          <DateInputField label="Date from" value={f.from ?? null} onChange={filter('from')} w={130} />
          <DateInputField label="Date to" value={f.to ?? null} onChange={filter('to')} w={130} />
        </Group>
        <Table striped highlightOnHover aria-label="Invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Job</Table.Th>
              <Table.Th>PO</Table.Th>
              <Table.Th miw={190}>Status</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={9} message="No invoices found." />}
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={invoiceUrl(r.id)}
                    fw={500}
                    fz="sm"
                    ff="monospace"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {r.invoiceNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.customerName}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.jobNumber ?? ''}</Table.Td>
                <Table.Td>{r.poNumber}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Badge
                      variant="light"
                      color={INVOICE_STATUS_COLORS[r.status] ?? 'gray'}
                      style={{ flexShrink: 0 }}
                    >
                      {r.invoiceType === 'Deposit' ? `Deposit · ${r.status}` : r.status}
                    </Badge>
                    {isPastDue(r.status, r.dueDate) && (
                      <Badge variant="outline" color="red" style={{ flexShrink: 0 }}>
                        Past due
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(r.invoiceDate)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(r.dueDate)}</Table.Td>
                <Table.Td ta="right">{money(r.total)}</Table.Td>
                <Table.Td ta="right">{money(r.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={query.data?.count_filtered ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      {canEdit && creating && (
        <NewInvoiceModal
          onClose={() => setCreating(false)}
          onCreated={(inv) => navigate(invoiceUrl(inv.id))}
        />
      )}
    </>
  );
}
