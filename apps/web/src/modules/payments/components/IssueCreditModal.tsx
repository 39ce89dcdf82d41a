import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { ENTER_NUMBER_MESSAGE, formatMoney, moneyString } from '@fieldline/contracts/common/money';
import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import {
  creditProblem,
  creditSystemAmount,
  formatDebitAccountAmount,
  GL_PICKER_PAGE_SIZE,
} from '@fieldline/contracts/payments/payments.contract';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import {
  DocumentLinesTable,
  isBadAmount,
  type LineColumn,
  sumLines,
  useDocumentLines,
} from '../../../shared/document-lines';
import { glAccountColumn } from '../../../shared/ledger';
import { useCustomerDetails } from '../../customers/customers.api';
import { issueCustomerCredit } from '../payments.api';

/** A GL line of a credit or of a bank match (spec 3: account plus amount, totalling the system amount). */
export interface Line {
  accountId: number | null;
  accountCode: string;
  amount: string;
}
export const blankLine = (): Line => ({ accountId: null, accountCode: '', amount: '' });

export const glLineColumns: LineColumn<Line>[] = [
  glAccountColumn<Line>({
    name: (index) => `GL account ${index + 1}`,
    value: (line) => line.accountId,
    patch: (accountId, account) => ({ accountId, accountCode: account?.accountCode ?? '' }),
    picker: { excludeRoles: ['AR', 'AP'], isInventory: false, pageSize: GL_PICKER_PAGE_SIZE },
  }),
  {
    header: 'Amount',
    width: 160,
    cell: (line, { index, set }) => (
      <TextInput
        aria-label={`Amount ${index + 1}`}
        value={line.amount}
        onChange={(e) => set({ amount: e.currentTarget.value })}
        error={isBadAmount(line.amount) ? ENTER_NUMBER_MESSAGE : undefined}
        inputMode="decimal"
      />
    ),
  },
];

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
  const total = sumLines(lines.lines, (l) => l.amount);
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
        <DocumentLinesTable
          label="Credit lines"
          columns={glLineColumns}
          lines={lines.lines}
          onChange={lines.update}
          onRemove={lines.remove}
          canRemove={lines.lines.length > 1}
        />
        <Group justify="space-between">
          <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={lines.add}>
            Add line
          </Button>
          <Group gap="lg">
            <Text fz="sm" data-testid="credit-lines-total">
              Lines total <b>{formatMoney(total)}</b>
            </Text>
            <Text fz="sm" data-testid="credit-system-amount">
              System amount <b>{formatMoney(system)}</b>
            </Text>
          </Group>
        </Group>
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
