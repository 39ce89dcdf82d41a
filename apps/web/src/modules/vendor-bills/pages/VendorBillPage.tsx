import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type Bill,
  BillStatus,
  billStatusLabel,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl, type RecordPageProps } from '../../../app/page-codes';
import { ItemsDocumentsTabs } from '../../../shared/documents';
import { postingNotice, withPostingNotice } from '../../../shared/ledger';
import { confirmModal } from '../../../shared/modals';
import { Fact, PageHeader, QueryStatus, RecordTitle } from '../../../shared/ui';
import { SupplierFact } from '../../suppliers/components/SupplierFact';
import { PaymentModal, SplitBillModal } from '../components/BillActionModals';
import { BillItemsTable } from '../components/BillItemsTable';
import { BillTaxPanel } from '../components/BillTaxPanel';
import { day, money, STATUS_COLORS } from '../components/bill-format';
import { useBill, useUnapproveBill, useUpdateBill } from '../vendor-bills.api';

function BillActions({ bill, onSplit, onPay }: { bill: Bill; onSplit: () => void; onPay: () => void }) {
  const approve = useUpdateBill(bill.id);
  const unapprove = useUnapproveBill(bill.id);
  const onError = (e: unknown) => showErrorNotification(errorMessage(e));
  const pending = bill.statusName === BillStatus.PendingApproval;
  const approved = bill.statusName === BillStatus.Approved;

  async function doUnapprove() {
    // The reversal is dated on the bill's date, or after the closed periods that hold it.
    const notice = await postingNotice(bill.billDate);
    const text = 'Unapprove this bill? Its posting to the general ledger is reversed.';
    if (await confirmModal(withPostingNotice(text, notice))) unapprove.mutate(undefined, { onError });
  }
  return (
    <Group gap="xs">
      {pending && (
        <Button
          loading={approve.isPending}
          onClick={() =>
            approve.mutate({ statusName: BillStatus.Approved, version: bill.version }, { onError })
          }
        >
          Approve
        </Button>
      )}
      {pending && (
        <Button variant="default" onClick={onSplit} disabled={bill.items.length === 0}>
          Split
        </Button>
      )}
      {approved && <Button onClick={onPay}>Record Payment</Button>}
      {approved && (
        <Button variant="default" loading={unapprove.isPending} onClick={doUnapprove}>
          Unapprove
        </Button>
      )}
    </Group>
  );
}

/** Page code 6336: a vendor bill with its lines, Bill tax panel and documents. */
export function VendorBillPage({ id }: RecordPageProps) {
  const query = useBill(id);
  const canEdit = useAccess(Permission.VendorBills) >= 2;
  const navigate = useNavigate();
  const [modal, setModal] = useState<'split' | 'pay' | null>(null);

  return (
    <QueryStatus query={query}>
      {(bill) => {
        const label = billStatusLabel(bill.statusName);
        const pending = bill.statusName === BillStatus.PendingApproval;
        return (
          <>
            <PageHeader
              crumbs={[{ label: 'Vendor bills', to: '/vendor-bills' }]}
              title={
                <RecordTitle name={bill.billNumber}>
                  {label && (
                    <Badge variant="light" color={STATUS_COLORS[label] ?? 'gray'}>
                      {label}
                    </Badge>
                  )}
                </RecordTitle>
              }
              description={`${bill.supplier.name} · ${money(bill.amountDue)}`}
              actions={
                canEdit && (
                  <BillActions bill={bill} onSplit={() => setModal('split')} onPay={() => setModal('pay')} />
                )
              }
            />
            <Paper p="lg" radius="md" mb="lg">
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                <SupplierFact supplier={bill.supplier} />
                <Fact label="Reference">{bill.reference}</Fact>
                <Fact label="Bill date">{day(bill.billDate)}</Fact>
                <Fact label="Due date">{day(bill.dueDate)}</Fact>
                <Fact label="Subtotal">{money(bill.subTotal)}</Fact>
                <Fact label="Tax">{money(bill.taxAmount)}</Fact>
                <Fact label="Amount due">
                  {money(bill.amountDue)}
                  {bill.isAltCurrency &&
                    ` (${money(bill.currencyTotal, { currencyCode: bill.currencyAbbr })})`}
                </Fact>
                <Fact label="Balance">
                  {money(bill.balance)} · paid {money(bill.amountPaid)}
                </Fact>
                {bill.purchaseOrderId && (
                  <Fact label="Purchase order">
                    <Anchor
                      component={Link}
                      to={pageUrl(PageCode.PurchaseOrder, bill.purchaseOrderId)}
                      fz="sm"
                    >
                      Purchase order {bill.purchaseOrderId}
                    </Anchor>
                  </Fact>
                )}
                {bill.splitFromBillId && (
                  <Fact label="Split from">
                    <Anchor component={Link} to={pageUrl(PageCode.VendorBill, bill.splitFromBillId)} fz="sm">
                      Bill {bill.splitFromBillId}
                    </Anchor>
                  </Fact>
                )}
              </SimpleGrid>
              {bill.memo && (
                <Text fz="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
                  {bill.memo}
                </Text>
              )}
            </Paper>
            <Paper p="lg" radius="md" mb="lg">
              <BillTaxPanel bill={bill} canEdit={canEdit} />
            </Paper>
            <ItemsDocumentsTabs kind="VendorBill" id={bill.id} itemCount={bill.items.length}>
              <BillItemsTable bill={bill} editable={canEdit && pending} />
            </ItemsDocumentsTabs>
            {modal === 'split' && (
              <SplitBillModal
                bill={bill}
                onClose={() => setModal(null)}
                onSplit={(created) => {
                  setModal(null);
                  navigate(pageUrl(PageCode.VendorBill, created.id));
                }}
              />
            )}
            {modal === 'pay' && <PaymentModal bill={bill} onClose={() => setModal(null)} />}
          </>
        );
      }}
    </QueryStatus>
  );
}
