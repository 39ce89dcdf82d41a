import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { moneyString } from '@fieldline/contracts/common/money';
import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import {
  creditProblem,
  creditSystemAmount,
  formatDebitAccountAmount,
} from '@fieldline/contracts/payments/payments.contract';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { useDocumentLines } from '../../../shared/document-lines';
import { useCustomerDetails } from '../../customers/customers.api';
import { issueCustomerCredit } from '../payments.api';
import { blankLine, GlLines } from './GlLines';

/** Issue Customer Credit (spec 3 §2): an amount spread over GL accounts that must add up to the system amount. */
export function IssueCreditModal({
  customerId,
  opened,
  onClose,
}: {
  customerId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const customer = useCustomerDetails(customerId);
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [memo, setMemo] = useState('');
  const lines = useDocumentLines(blankLine);
  const [busy, setBusy] = useState(false);

  const currency = customer.data?.currency;
  const rate = currency?.isAltCurrency ? currency.rate : '1';
  const system = creditSystemAmount(amount, rate);
  const problem = creditProblem({ amount, date: date ?? '', rate, lines: lines.lines });

  const issue = async () => {
    setBusy(true);
    try {
      const answer = await issueCustomerCredit({
        customerId,
        creditAmount: moneyString(amount),
        creditDate: date as string,
        memo,
        strDebitAccountAmount: formatDebitAccountAmount(
          lines.lines.map((l) => ({ accountCode: l.accountCode, amount: moneyString(l.amount) })),
        ),
      });
      if (answer.creditId) {
        onClose();
        navigate(pageUrl(PageCode.CustomerCredit, answer.creditId));
        return;
      }
      showErrorNotification(answer.ClientMessage ?? 'The credit was not issued.');
    } catch (err) {
      showErrorNotification(errorMessage(err));
    } finally {
      setBusy(false);
    }
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Issue Customer Credit" size="xl" centered>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            label="Credit amount"
            description={currency?.isAltCurrency ? `In ${currency.abbreviation}` : undefined}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            inputMode="decimal"
            required
          />
          <DateInputField label="Date" value={date} onChange={setDate} required />
        </Group>
        <Textarea
          label="Memo"
          value={memo}
          onChange={(e) => setMemo(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <GlLines label="Credit lines" lines={lines} system={system} testId="credit" />
        {amount !== '' && problem && (
          <Text fz="sm" c="dimmed" role="status">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={problem !== null} loading={busy} onClick={() => void issue()}>
            Issue Credit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
