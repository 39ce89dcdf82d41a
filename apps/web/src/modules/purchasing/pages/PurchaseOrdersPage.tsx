import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { useSupplierList } from '../../suppliers/suppliers.api';
import { CreatePoModal } from '../components/CreatePoModal';
import { day, money, STATUS_COLORS } from '../components/po-format';
import { useLookup, usePurchaseOrders } from '../purchasing.api';

const PAGE_SIZE = 50;
const opt = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/** The purchase-order list: search (PO number, supplier, reference) and filters, newest first. */
export function PurchaseOrdersPage() {
  const canEdit = useAccess(Permission.PurchaseOrders) >= 2;
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [f, setF] = useState<{
    statusId?: string | null;
    typeId?: string | null;
    supplierId?: string | null;
    officeId?: string | null;
  }>({});
  const [page, setPage] = useState(1);
  const statuses = useLookup('postatuses');
  const types = useLookup('potypes');
  const offices = useLookup('offices');
  const suppliers = useSupplierList();
  const n = (v?: string | null) => (v ? Number(v) : undefined);
  const query = usePurchaseOrders({
    query: debounced || undefined,
    statusId: n(f.statusId),
    typeId: n(f.typeId),
    supplierId: n(f.supplierId),
    officeId: n(f.officeId),
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
        title="Purchase orders"
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
              New purchase order
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label="Search purchase orders"
            placeholder="PO number, supplier or reference"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            label="Status"
            clearable
            data={opt(statuses.data)}
            value={f.statusId ?? null}
            onChange={filter('statusId')}
            w={180}
          />
          <Select
            label="Type"
            clearable
            data={opt(types.data)}
            value={f.typeId ?? null}
            onChange={filter('typeId')}
            w={160}
          />
          <Select
            label="Supplier"
            clearable
            searchable
            data={opt(suppliers.data)}
            value={f.supplierId ?? null}
            onChange={filter('supplierId')}
            w={240}
          />
          <Select
            label="Office"
            clearable
            data={opt(offices.data)}
            value={f.officeId ?? null}
            onChange={filter('officeId')}
            w={180}
          />
        </Group>
        <Table striped highlightOnHover aria-label="Purchase orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>PO number</Table.Th>
              <Table.Th>Supplier</Table.Th>
              <Table.Th miw={170}>Status</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Office</Table.Th>
              <Table.Th>Order date</Table.Th>
              <Table.Th>Expected</Table.Th>
              <Table.Th ta="right">Lines</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && (
              <EmptyRow colSpan={9} message="No purchase orders found." />
            )}
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={pageUrl(PageCode.PurchaseOrder, r.id)}
                    fw={500}
                    fz="sm"
                    ff="monospace"
                  >
                    {r.poNumber}
                  </Anchor>
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
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={query.data?.count_filtered ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      {canEdit && opened && (
        <CreatePoModal
          opened
          onClose={modal.close}
          onCreated={(po) => navigate(pageUrl(PageCode.PurchaseOrder, po.id))}
        />
      )}
    </>
  );
}
