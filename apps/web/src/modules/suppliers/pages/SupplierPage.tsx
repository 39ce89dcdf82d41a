import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Table, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl, type RecordPageProps } from '../../../app/page-codes';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { EmptyRow, PageHeader, QueryStatus } from '../../../shared/ui';
import { day, money } from '../../purchasing/components/po-format';
import { usePurchaseOrders } from '../../purchasing/purchasing.api';
import { SupplierFormModal } from '../components/SupplierFormModal';
import { useSupplier } from '../suppliers.api';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{children || '—'}</Text>
    </div>
  );
}

function SupplierOrders({ supplierId }: { supplierId: number }) {
  const canSee = useAccess(Permission.PurchaseOrders) >= 1;
  const orders = usePurchaseOrders({ supplierId, offset: 0, limit: 50 });
  if (!canSee) return null;
  const rows = orders.data?.data ?? [];
  return (
    <Table aria-label="Purchase orders of the supplier">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>PO number</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Order date</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && !orders.isLoading && <EmptyRow colSpan={4} message="No purchase orders yet." />}
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Anchor component={Link} to={pageUrl(PageCode.PurchaseOrder, r.id)} fz="sm">
                {r.poNumber}
              </Anchor>
            </Table.Td>
            <Table.Td>{r.status}</Table.Td>
            <Table.Td>{day(r.orderDate)}</Table.Td>
            <Table.Td ta="right">{money(r.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Page code 6084. */
export function SupplierPage({ id }: RecordPageProps) {
  const query = useSupplier(id);
  const canEdit = useAccess(Permission.Suppliers) >= 2;
  const [opened, modal] = useDisclosure(false);
  return (
    <QueryStatus query={query}>
      {(s) => (
        <>
          <PageHeader
            crumbs={[{ label: 'Suppliers', to: '/suppliers' }]}
            title={
              <Group gap="sm" component="span">
                <span>{s.name}</span>
                {!s.isActive && <Badge color="gray">Inactive</Badge>}
              </Group>
            }
            description={s.accountNumber ? `Account ${s.accountNumber}` : undefined}
            actions={
              canEdit && (
                <Button variant="default" leftSection={<IconPencil size={16} />} onClick={modal.open}>
                  Edit
                </Button>
              )
            }
          />
          <Paper p="lg" radius="md" mb="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Fact label="Contact">{s.contactName}</Fact>
              <Fact label="Phone">{s.phone}</Fact>
              <Fact label="E-mail">{s.email}</Fact>
              <Fact label="Website">{s.website}</Fact>
              <Fact label="Payment terms">Net {s.paymentTermsDays}</Fact>
              <Fact label="Address">
                {s.address?.formattedAddress ??
                  [s.address?.street, s.address?.city, s.address?.state, s.address?.postalCode]
                    .filter(Boolean)
                    .join(', ')}
              </Fact>
            </SimpleGrid>
            {s.notes && (
              <Text fz="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
                {s.notes}
              </Text>
            )}
          </Paper>
          <Paper p="lg" radius="md">
            <Tabs defaultValue="orders" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="orders">Purchase orders</Tabs.Tab>
                <Tabs.Tab value="documents">
                  <DocumentsTabLabel kind="Supplier" id={s.id} />
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="orders">
                <SupplierOrders supplierId={s.id} />
              </Tabs.Panel>
              <Tabs.Panel value="documents">
                <DocumentsTab kind="Supplier" id={s.id} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
          {canEdit && (
            <SupplierFormModal key={s.version} opened={opened} onClose={modal.close} supplier={s} />
          )}
        </>
      )}
    </QueryStatus>
  );
}
