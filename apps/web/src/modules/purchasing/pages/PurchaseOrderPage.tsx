import { Permission } from '@fieldline/contracts/common/permissions';
import {
  isEditableStatus,
  PO_TRANSITIONS,
  type PoStatusName,
} from '@fieldline/contracts/purchasing/purchasing.contract';
import { Badge, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconDownload, IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { DocumentActions, SentEmails } from '../../../shared/document-email';
import { ItemsDocumentsTabs } from '../../../shared/documents';
import { confirmModal } from '../../../shared/modals';
import { Fact, PageHeader, QueryStatus, RecordTitle } from '../../../shared/ui';
import { SupplierFact } from '../../suppliers/components/SupplierFact';
import { PoLinesTable } from '../components/PoLinesTable';
import { day, money, STATUS_COLORS } from '../components/po-format';
import { ReceiveDialog } from '../components/ReceiveDialog';
import { useLookup, usePurchaseOrder, useUpdatePurchaseOrder } from '../purchasing.api';

/** What the status buttons say for each move the rules allow. */
const ACTION_LABELS: Partial<Record<PoStatusName, string>> = {
  Ordered: 'Mark as ordered',
  Open: 'Reopen',
  Cancelled: 'Cancel order',
  Closed: 'Close order',
};

/** The receiving-sheet downloads: URL path and button label. */
const RECEIVING_SHEETS = [
  ['createirexcel', 'Receiving sheet'],
  ['createirexcelallcolumns', 'Receiving sheet (all columns)'],
] as const;

/** Page code 6083. */
export function PurchaseOrderPage({ id }: RecordPageProps) {
  const query = usePurchaseOrder(id);
  const canEdit = useAccess(Permission.PurchaseOrders) >= 2;
  // The PO's PDF is its costs: it needs the Costs permission as well (docs/documents.md).
  const canPrint = useAccess(Permission.Costs) >= 1;
  const statuses = useLookup<{ id: number; name: string; isReceivable: boolean }>('postatuses');
  const update = useUpdatePurchaseOrder(id);
  const [receiving, setReceiving] = useState(false);

  async function moveTo(name: PoStatusName, version: number) {
    const status = statuses.data?.find((s) => s.name === name);
    if (!status) return;
    if (name === 'Cancelled' && !(await confirmModal('Cancel this purchase order? It cannot be reopened.')))
      return;
    update.mutate(
      { statusId: status.id, version },
      { onError: (e) => showErrorNotification(errorMessage(e)) },
    );
  }

  return (
    <QueryStatus query={query}>
      {(po) => {
        const moves = PO_TRANSITIONS[po.status.name as PoStatusName] ?? [];
        return (
          <>
            <PageHeader
              crumbs={[{ label: 'Purchase orders', to: '/purchase-orders' }]}
              title={
                <RecordTitle name={po.poNumber}>
                  <Badge variant="light" color={STATUS_COLORS[po.status.name] ?? 'gray'}>
                    {po.status.name}
                  </Badge>
                  <Badge variant="outline" color="gray">
                    {po.type.name}
                  </Badge>
                </RecordTitle>
              }
              description={`${po.supplier.name} · ${money(po.total)}`}
              actions={
                <Group gap="xs">
                  {canPrint && (
                    <DocumentActions
                      label={`Purchase Order ${po.poNumber}`}
                      paths={{ base: `/purchaseorders/${po.id}` }}
                      canSend={canEdit}
                    />
                  )}
                  {canEdit && po.status.isReceivable && (
                    <Button leftSection={<IconPackageImport size={16} />} onClick={() => setReceiving(true)}>
                      Receive
                    </Button>
                  )}
                  {canEdit &&
                    moves.map((m) => (
                      <Button
                        key={m}
                        variant={m === 'Cancelled' ? 'subtle' : 'default'}
                        color={m === 'Cancelled' ? 'red' : undefined}
                        loading={update.isPending}
                        onClick={() => moveTo(m, po.version)}
                      >
                        {ACTION_LABELS[m] ?? m}
                      </Button>
                    ))}
                </Group>
              }
            />
            <Paper p="lg" radius="md" mb="lg">
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                <SupplierFact supplier={po.supplier} />
                <Fact label="Office">{po.office.name}</Fact>
                <Fact label="Warehouse">{po.warehouse?.name}</Fact>
                <Fact label="Department">{po.department?.name}</Fact>
                <Fact label="Order date">{day(po.orderDate)}</Fact>
                <Fact label="Expected date">{day(po.expectedDate)}</Fact>
                <Fact label="Supplier reference">{po.supplierReference}</Fact>
                <Fact label="Received">
                  {money(po.totalReceived)} of {money(po.total)}
                </Fact>
              </SimpleGrid>
              {po.notes && (
                <Text fz="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
                  {po.notes}
                </Text>
              )}
            </Paper>
            <ItemsDocumentsTabs kind="PurchaseOrder" id={po.id} itemCount={po.items.length}>
              <Group justify="flex-end" mb="sm" gap="xs">
                {RECEIVING_SHEETS.map(([path, label]) => (
                  <Button
                    key={path}
                    component="a"
                    href={`/purchaseorders/${po.id}/${path}`}
                    download
                    variant="default"
                    size="xs"
                    leftSection={<IconDownload size={14} />}
                  >
                    {label}
                  </Button>
                ))}
              </Group>
              <PoLinesTable po={po} editable={canEdit && isEditableStatus(po.status.name)} />
            </ItemsDocumentsTabs>
            {canPrint && (
              <Paper p="lg" radius="md" mt="lg">
                <SentEmails base={`/purchaseorders/${po.id}`} />
              </Paper>
            )}
            {receiving && <ReceiveDialog po={po} onClose={() => setReceiving(false)} />}
          </>
        );
      }}
    </QueryStatus>
  );
}
