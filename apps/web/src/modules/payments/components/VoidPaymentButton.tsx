import { Button } from '@mantine/core';
import { postingNotice, withPostingNotice } from '../../../shared/ledger';
import { confirmModal } from '../../../shared/modals';
import { useVoidWholePayment } from '../payments.api';

/**
 * Voids the payment behind an overpayment credit. A payment on account is applied to no invoice, so this
 * (not the invoice page) is where it can be voided.
 */
export function VoidPaymentButton({ paymentId, paymentDate }: { paymentId: number; paymentDate: string }) {
  const voidPayment = useVoidWholePayment();
  const onClick = async () => {
    // The void posts on the payment's date, or after the closed periods that hold it.
    const notice = await postingNotice(paymentDate);
    const ok = await confirmModal(
      withPostingNotice(
        `Void payment ${paymentId}? Its journal entry is reversed, it is taken off every invoice it paid and this credit is voided.`,
        notice,
      ),
      { title: 'Void payment', confirmLabel: 'Void Payment', danger: true },
    );
    if (ok) voidPayment.mutate(paymentId);
  };
  return (
    <Button color="red" variant="light" loading={voidPayment.isPending} onClick={() => void onClick()}>
      Void payment {paymentId}
    </Button>
  );
}
