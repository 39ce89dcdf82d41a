import type { BankTransaction } from '@fieldline/contracts/banking/banking.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, moneyString } from '@fieldline/contracts/common/money';
import {
  creditProblem,
  creditSystemAmount,
  formatDebitAccountAmount,
} from '@fieldline/contracts/payments/payments.contract';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { useDocumentLines } from '../../../shared/document-lines';
import { blankGlLine, GlLines } from '../../payments';
import { useCreateWithGl } from '../banking.api';

/**
 * Add Matching Transaction (spec 3 §2, bank match payload): the bank line booked over GL accounts whose
 * amounts add up to the system amount (the amount at the transaction rate), then matched to it.
 */
export function AddMatchingTransactionModal({
  transaction,
  rate = '1',
  onClose,
}: {
  transaction: BankTransaction;
  rate?: string;
  onClose: () => void;
}) {
  const amount = moneyString(transaction.amount.replace('-', ''));
  const [date, setDate] = useState<string | null>(transaction.date);
  const [memo, setMemo] = useState(transaction.payee);
  const lines = useDocumentLines(blankGlLine);
  const create = useCreateWithGl();
  const [error, setError] = useState<string | null>(null);
  const system = creditSystemAmount(amount, rate);
  const problem = creditProblem({ amount, date: date ?? '', rate, lines: lines.lines });
  const moneyIn = !transaction.amount.startsWith('-');

  const save = async () => {
    setError(null);
    try {
      await create.mutateAsync({
        creditAmount: amount,
        creditDate: date as string,
        memo,
        strDebitAccountAmount: formatDebitAccountAmount(
          lines.lines.map((l) => ({ accountCode: l.accountCode, amount: moneyString(l.amount) })),
        ),
        bankAccountId: transaction.bankAccountId,
        transactionRate: rate,
        systemAmount: system,
        bankTransactionId: transaction.id,
      });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Add Matching Transaction" size="xl" centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {formatDate(transaction.date)} · {transaction.payee || 'No payee'} ·{' '}
          {formatMoney(transaction.amount)}{' '}
          {moneyIn ? '(money in: the lines are credited)' : '(money out: the lines are debited)'}
        </Text>
        <Group grow align="flex-start">
          <TextInput label="Amount" value={amount} readOnly />
          <DateInputField label="Date" value={date} onChange={setDate} required />
        </Group>
        <Textarea
          label="Memo"
          value={memo}
          onChange={(e) => setMemo(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <GlLines label="GL lines" lines={lines} system={system} testId="match" />
        {problem && (
          <Text fz="sm" c="dimmed" role="status">
            {problem}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={problem !== null} loading={create.isPending} onClick={() => void save()}>
            Add and match
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
