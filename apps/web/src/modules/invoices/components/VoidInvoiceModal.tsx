import { formatDate, formatIsoDate } from '@fieldline/contracts/common/dates';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { FormError } from '../../../shared/forms';
import { usePostingNotice } from '../../../shared/ledger';
import { useVoidInvoice } from '../invoices.api';

/** Asks why before voiding: the reason is kept on the invoice and in the reversing journal entry's memo. */
export function VoidInvoiceModal({
  invoiceId,
  invoiceNumber,
  invoiceDate,
  onClose,
}: {
  invoiceId: number;
  invoiceNumber: string;
  invoiceDate: string;
  onClose: () => void;
}) {
  const voidInvoice = useVoidInvoice(invoiceId);
  // Today by default (the invoice date when that is later); a closed period moves the posting on.
  const today = formatIsoDate(new Date()) as string;
  const [date, setDate] = useState<string | null>(invoiceDate > today ? invoiceDate : today);
  const notice = usePostingNotice(date).data ?? null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    if (!reason.trim()) return setError('Give a reason for voiding the invoice.');
    if (!date) return setError('Give the void date.');
    try {
      await voidInvoice.mutateAsync({ reason: reason.trim(), date });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Void invoice ${invoiceNumber}`}>
      <Stack>
        <Text fz="sm">
          Voiding reverses the invoice's posting to the general ledger and sets its balance to zero. It cannot
          be undone.
        </Text>
        <FormError message={error} />
        <DateInputField
          label="Void date"
          description={`Not before the invoice date, ${formatDate(invoiceDate)}.`}
          required
          value={date}
          onChange={setDate}
        />
        {notice && (
          <Alert color="yellow" data-testid="void-posting-notice">
            {notice}
          </Alert>
        )}
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={voidInvoice.isPending} onClick={confirm}>
            Void Invoice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
