import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { formatCount, formatMoney } from '@fieldline/contracts/common/money';
import type { PaymentUpload } from '@fieldline/contracts/payments/payment-uploads.contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { Fact } from '../../../shared/ui';
import { useDepositUpload } from '../payment-uploads.api';

/** Deposit the processed payments to the upload's bank account as one journal entry. */
export function DepositUploadModal({ upload, onClose }: { upload: PaymentUpload; onClose: () => void }) {
  const deposit = useDepositUpload();
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const done = await deposit.mutateAsync({ uploadId: upload.id, ...(date ? { depositDate: date } : {}) });
      notifications.show({
        color: 'teal',
        message: `Deposited ${formatMoney(done.processedTotal)} to ${done.bankAccount}${
          done.depositEntryId ? ` (entry #${done.depositEntryId})` : ''
        }.`,
      });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Deposit payments" centered>
      <Stack>
        <Text fz="sm">
          One deposit of the upload's {formatCount(upload.paymentCount)}{' '}
          {upload.paymentCount === 1 ? 'payment' : 'payments'}: the bank account against Undeposited Funds.
        </Text>
        <Group grow>
          <Fact label="Bank account">{upload.bankAccount}</Fact>
          <Fact label="Deposit total">
            <Text fw={700} fz="lg" data-testid="deposit-total">
              {formatMoney(upload.processedTotal)}
            </Text>
          </Fact>
        </Group>
        <DateInputField label="Deposit date" value={date} onChange={setDate} required />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={deposit.isPending} disabled={!date}>
            Deposit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
