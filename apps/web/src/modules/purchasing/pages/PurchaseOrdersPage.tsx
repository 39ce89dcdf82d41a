import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { DocumentLink, DocumentList, FilterSelect, useDocumentList } from '../../../shared/ui';
import { useSupplierList } from '../../suppliers/suppliers.api';
import { CreatePoModal } from '../components/CreatePoModal';
import { day, money, STATUS_COLORS } from '../components/po-format';
import { useLookup, usePurchaseOrders } from '../purchasing.api';

const COLUMNS = [
  { label: 'PO number' },
  { label: 'Supplier' },
  { label: 'Status', miw: 170 },
  { label: 'Type' },
  { label: 'Office' },
  { label: 'Order date' },
  { label: 'Expected' },
  { label: 'Lines', right: true },
  { label: 'Total', right: true },
];

type Filters = { statusId: string; typeId: string; supplierId: string; officeId: string };
const n = (v?: string | null) => (v ? Number(v) : undefined);

/** The purchase-order list: search (PO number, supplier, reference) and filters, newest first. */
export function PurchaseOrdersPage() {
  const canEdit = useAccess(Permission.PurchaseOrders) >= 2;
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const list = useDocumentList<Filters>();
  const f = list.filters;
  const statuses = useLookup('postatuses');
  const types = useLookup('potypes');
  const offices = useLookup('offices');
  const suppliers = useSupplierList();
  const query = usePurchaseOrders({
    ...list.params,
    statusId: n(f.statusId),
    typeId: n(f.typeId),
    supplierId: n(f.supplierId),
    officeId: n(f.officeId),
  });
  const selects: Array<{
    key: keyof Filters;
    label: string;
    options?: { id: number; name: string }[];
    w: number;
  }> = [
    { key: 'statusId', label: 'Status', options: statuses.data, w: 180 },
    { key: 'typeId', label: 'Type', options: types.data, w: 160 },
    { key: 'supplierId', label: 'Supplier', options: suppliers.data, w: 240 },
    { key: 'officeId', label: 'Office', options: offices.data, w: 180 },
  ];

  return (
    <DocumentList
      title="Purchase orders"
      newLabel="New purchase order"
      onNew={canEdit ? modal.open : undefined}
      list={list}
      searchLabel="Search purchase orders"
      placeholder="PO number, supplier or reference"
      searchWidth={280}
      filters={selects.map((s) => (
        <FilterSelect
          key={s.key}
          label={s.label}
          searchable={s.key === 'supplierId'}
          options={s.options}
          value={f[s.key]}
          onChange={list.filter(s.key)}
          w={s.w}
        />
      ))}
      columns={COLUMNS}
      rows={query.data?.data ?? []}
      loading={query.isLoading}
      total={query.data?.count_filtered ?? 0}
      emptyMessage="No purchase orders found."
      renderRow={(r) => (
        <>
          <Table.Td>
            <DocumentLink to={pageUrl(PageCode.PurchaseOrder, r.id)}>{r.poNumber}</DocumentLink>
          </Table.Td>
          <Table.Td>{r.supplierName}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={STATUS_COLORS[r.status] ?? 'gray'}>
              {r.status}
            </Badge>
          </Table.Td>
          <Table.Td>{r.type}</Table.Td>
          <Table.Td>{r.officeName}</Table.Td>
          <Table.Td>{day(r.orderDate)}</Table.Td>
          <Table.Td>{day(r.expectedDate)}</Table.Td>
          <Table.Td ta="right">{r.lineCount}</Table.Td>
          <Table.Td ta="right">{money(r.total)}</Table.Td>
        </>
      )}
    >
      {canEdit && opened && (
        <CreatePoModal
          opened
          onClose={modal.close}
          onCreated={(po) => navigate(pageUrl(PageCode.PurchaseOrder, po.id))}
        />
      )}
    </DocumentList>
  );
}
