import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { useVoidInvoice } from '../invoices.api';

/** Asks why before voiding: the reason is kept on the invoice and in the reversing journal entry's memo. */
export function VoidInvoiceModal({
  invoiceId,
  invoiceNumber,
  onClose,
}: {
  invoiceId: number;
  invoiceNumber: string;
  onClose: () => void;
}) {
  const voidInvoice = useVoidInvoice(invoiceId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    if (!reason.trim()) return setError('Give a reason for voiding the invoice.');
    try {
      await voidInvoice.mutateAsync(reason.trim());
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
