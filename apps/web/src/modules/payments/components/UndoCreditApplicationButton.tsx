import { formatMoney } from '@fieldline/contracts/common/money';
import { Button } from '@mantine/core';
import { confirmModal } from '../../../shared/modals';
import { useUnapplyCredit } from '../payments.api';

/** Undo of one credit application, asked for first: the invoice owes the amount again. */
export function UndoCreditApplicationButton({
  creditId,
  applicationId,
  amount,
  invoiceNumber,
  'aria-label': ariaLabel,
}: {
  creditId: number;
  applicationId: number;
  amount: string;
  invoiceNumber: string;
  'aria-label': string;
}) {
  const unapply = useUnapplyCredit(creditId);

  const onUndo = async () => {
    const ok = await confirmModal(
      `Undo the ${formatMoney(amount)} applied to invoice ${invoiceNumber}? The invoice owes it again and the credit's balance grows by it.`,
      { title: 'Undo credit application', confirmLabel: 'Undo Application', danger: true },
    );
    if (ok) unapply.mutate(applicationId);
  };

  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      loading={unapply.isPending}
      onClick={() => void onUndo()}
      aria-label={ariaLabel}
    >
      Undo
    </Button>
  );
}
