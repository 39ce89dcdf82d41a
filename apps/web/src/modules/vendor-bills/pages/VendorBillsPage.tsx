import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { billStatusLabel } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { Badge, Table } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { DocumentLink, DocumentList, FilterSelect, useDocumentList } from '../../../shared/ui';
import { useSupplierList } from '../../suppliers/suppliers.api';
import { day, money, STATUS_COLORS } from '../components/bill-format';
import { NewBillModal } from '../components/NewBillModal';
import { useBills } from '../vendor-bills.api';

const STATUSES = ['Pending Approval', 'Approved', 'Paid in Full'];
const COLUMNS = [
  { label: 'Bill' },
  { label: 'Reference' },
  { label: 'Supplier' },
  { label: 'Status', w: 180 },
  { label: 'Bill date' },
  { label: 'Due' },
  { label: 'Amount', right: true },
  { label: 'Balance', right: true },
];

/** Vendor bills, newest first, by supplier, status and bill-date range. */
export function VendorBillsPage() {
  const canEdit = useAccess(Permission.VendorBills) >= 2;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // The home page's "bills to approve" opens ?status=Pending Approval.
  const [params] = useSearchParams();
  const list = useDocumentList<{ supplierId: string; status: string; from: string; to: string }>({
    status: params.get('status'),
  });
  const f = list.filters;
  const suppliers = useSupplierList();
  const query = useBills({
    ...list.params,
    supplierId: f.supplierId ? Number(f.supplierId) : undefined,
    status: f.status ?? undefined,
    dateFrom: f.from ?? undefined,
    dateTo: f.to ?? undefined,
  });

  return (
    <DocumentList
      title="Vendor bills"
      newLabel="New Bill"
      onNew={canEdit ? () => setCreating(true) : undefined}
      list={list}
      searchLabel="Search bills"
      placeholder="Number or reference"
      searchWidth={200}
      filters={
        <>
          <FilterSelect
            label="Supplier"
            searchable
            options={suppliers.data}
            value={f.supplierId}
            onChange={list.filter('supplierId')}
            w={200}
          />
          <FilterSelect
            label="Status"
            options={STATUSES}
            value={f.status}
            onChange={list.filter('status')}
            w={180}
          />
          <DateInputField
            label="Bill date from"
            value={f.from ?? null}
            onChange={list.filter('from')}
            w={140}
          />
          <DateInputField label="to" value={f.to ?? null} onChange={list.filter('to')} w={140} />
        </>
      }
      columns={COLUMNS}
      rows={query.data?.data ?? []}
      loading={query.isLoading}
      total={query.data?.count_filtered ?? 0}
      emptyMessage="No vendor bills found."
      renderRow={(r) => {
        const label = billStatusLabel(r.statusName);
        return (
          <>
            <Table.Td>
              <DocumentLink to={pageUrl(PageCode.VendorBill, r.id)}>{r.billNumber}</DocumentLink>
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
          </>
        );
      }}
    >
      {canEdit && creating && (
        <NewBillModal
          onClose={() => setCreating(false)}
          onCreated={(bill) => navigate(pageUrl(PageCode.VendorBill, bill.id))}
        />
      )}
    </DocumentList>
  );
}
