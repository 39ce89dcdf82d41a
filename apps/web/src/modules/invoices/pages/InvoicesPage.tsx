import { Permission } from '@fieldline/contracts/common/permissions';
import { INVOICE_STATUSES } from '@fieldline/contracts/invoices/invoices.contract';
import { Table } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { type CustomerOption, CustomerSelect } from '../../../shared/contacts-manager/CustomerSelect';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { DocumentLink, DocumentList, FilterSelect, useDocumentList } from '../../../shared/ui';
import { InvoiceStatusBadges } from '../components/InvoiceStatusBadges';
import { day, invoiceUrl, money } from '../components/invoice-format';
import { NewInvoiceModal } from '../components/NewInvoiceModal';
import { useInvoices } from '../invoices.api';

const COLUMNS = [
  { label: 'Invoice' },
  { label: 'Customer' },
  { label: 'Job' },
  { label: 'PO' },
  { label: 'Status', miw: 190 },
  { label: 'Date' },
  { label: 'Due' },
  { label: 'Total', right: true },
  { label: 'Balance', right: true },
];

/** Invoices, newest first: search by number, PO or customer; filter by status, customer and date range. */
export function InvoicesPage() {
  const canEdit = useAccess(Permission.Invoices) >= 2;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // The home page's "overdue invoices" opens ?status=Open&dueBefore=<today>.
  const [params] = useSearchParams();
  const list = useDocumentList<{
    status: string;
    customer: CustomerOption;
    from: string;
    to: string;
    dueBefore: string;
  }>({ status: params.get('status'), dueBefore: params.get('dueBefore') });
  const f = list.filters;
  const query = useInvoices({
    ...list.params,
    status: f.status ?? undefined,
    customerId: f.customer?.id,
    dateFrom: f.from ?? undefined,
    dateTo: f.to ?? undefined,
    dueBefore: f.dueBefore ?? undefined,
  });

  return (
    <DocumentList
      title="Invoices"
      newLabel="New Invoice"
      onNew={canEdit ? () => setCreating(true) : undefined}
      list={list}
      searchLabel="Search invoices"
      placeholder="Number, PO or customer"
      searchWidth={200}
      filters={
        <>
          <div style={{ width: 220 }}>
            <CustomerSelect value={f.customer ?? null} onChange={list.filter('customer')} />
          </div>
          <FilterSelect
            label="Status"
            options={INVOICE_STATUSES}
            value={f.status}
            onChange={list.filter('status')}
            w={120}
          />
          <DateInputField label="Date from" value={f.from ?? null} onChange={list.filter('from')} w={130} />
          <DateInputField label="Date to" value={f.to ?? null} onChange={list.filter('to')} w={130} />
          <DateInputField
            label="Due before"
            value={f.dueBefore ?? null}
            onChange={list.filter('dueBefore')}
            w={130}
          />
        </>
      }
      columns={COLUMNS}
      rows={query.data?.data ?? []}
      loading={query.isLoading}
      total={query.data?.count_filtered ?? 0}
      emptyMessage="No invoices found."
      renderRow={(r) => (
        <>
          <Table.Td>
            <DocumentLink to={invoiceUrl(r.id)}>{r.invoiceNumber}</DocumentLink>
          </Table.Td>
          <Table.Td>{r.customerName}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.jobNumber ?? ''}</Table.Td>
          <Table.Td>{r.poNumber}</Table.Td>
          <Table.Td>
            <InvoiceStatusBadges invoice={r} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(r.invoiceDate)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(r.dueDate)}</Table.Td>
          <Table.Td ta="right">{money(r.total)}</Table.Td>
          <Table.Td ta="right">{money(r.balance)}</Table.Td>
        </>
      )}
    >
      {canEdit && creating && (
        <NewInvoiceModal
          onClose={() => setCreating(false)}
          onCreated={(inv) => navigate(invoiceUrl(inv.id))}
        />
      )}
    </DocumentList>
  );
}
