import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Table, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { postingNotice, withPostingNotice } from '../../../shared/ledger';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow } from '../../../shared/ui';
import { useInvoicePayments, useRefundPayment, useVoidPayment } from '../payments.api';
import { ReceivePaymentModal } from './ReceivePaymentModal';
import { UndoCreditApplicationButton } from './UndoCreditApplicationButton';

/** Payments and credits applied to an invoice, with Void for payments, Undo for credits and Receive Payment. */
export function InvoicePayments({
  invoiceId,
  invoiceNumber,
  customerId,
}: {
  invoiceId: number;
  invoiceNumber: string;
  customerId: number;
}) {
  const rows = useInvoicePayments(invoiceId);
  const voidPayment = useVoidPayment(invoiceId);
  const refund = useRefundPayment();
  const canPay = useAccess(Permission.Payments) >= 2;
  const [receiveOpened, receive] = useDisclosure(false);

  const onVoid = async (paymentId: number, paymentDate: string) => {
    const notice = await postingNotice(paymentDate);
    const ok = await confirmModal(
      withPostingNotice(
        'Void this payment? Its journal entry is reversed and it is taken off every invoice it was applied to.',
        notice,
      ),
      { title: 'Void payment', confirmLabel: 'Void Payment', danger: true },
    );
    if (ok) voidPayment.mutate(paymentId);
  };
  const onRefund = async (paymentId: number, method: string, amount: string) => {
    const ok = await confirmModal(
      `Refund payment ${paymentId} to ${method}? The whole payment (${formatMoney(amount)} here) and any surcharge go back to the card, it is taken off every invoice it paid, and the gateway keeps its fee.`,
      { title: 'Refund to card', confirmLabel: 'Refund', danger: true },
    );
    if (ok) refund.mutate(paymentId);
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={4}>Payments</Title>
        {canPay && (
          <Button size="xs" onClick={receive.open}>
            Receive Payment
          </Button>
        )}
      </Group>
      <Table data-testid="invoice-payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows.data ?? []).length === 0 && (
            <EmptyRow colSpan={7} message={rows.isLoading ? 'Loading…' : 'No payments yet'} />
          )}
          {(rows.data ?? []).map((r) => (
            <Table.Tr key={r.applicationId} c={r.isVoid ? 'dimmed' : undefined}>
              <Table.Td>{formatDate(r.date)}</Table.Td>
              <Table.Td>
                {r.creditId && r.kind === 'Credit' ? (
                  <Anchor component={Link} to={pageUrl(PageCode.CustomerCredit, r.creditId)} fz="sm">
                    Credit {r.creditId}
                  </Anchor>
                ) : (
                  `Payment ${r.paymentId}`
                )}
              </Table.Td>
              <Table.Td>{r.method}</Table.Td>
              <Table.Td>{r.reference}</Table.Td>
              <Table.Td ta="right">{formatMoney(r.amount)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={r.status === 'Refunded' ? 'orange' : r.isVoid ? 'gray' : 'teal'}
                >
                  {r.status}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                {canPay && r.kind === 'Payment' && !r.isVoid && r.paymentId && r.isCard && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={refund.isPending}
                    onClick={() => void onRefund(r.paymentId as number, r.method, r.amount)}
                    aria-label={`Refund payment ${r.paymentId}`}
                  >
                    Refund
                  </Button>
                )}
                {canPay && r.kind === 'Payment' && !r.isVoid && r.paymentId && !r.isCard && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void onVoid(r.paymentId as number, r.date)}
                    aria-label={`Void payment ${r.paymentId}`}
                  >
                    Void
                  </Button>
                )}
                {canPay && r.kind === 'Credit' && !r.isVoid && r.creditId && (
                  <UndoCreditApplicationButton
                    creditId={r.creditId}
                    applicationId={r.applicationId}
                    amount={r.amount}
                    invoiceNumber={invoiceNumber}
                    aria-label={`Undo application of credit ${r.creditId}`}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {receiveOpened && (
        <ReceivePaymentModal customerId={customerId} invoiceId={invoiceId} onClose={receive.close} />
      )}
    </>
  );
}
