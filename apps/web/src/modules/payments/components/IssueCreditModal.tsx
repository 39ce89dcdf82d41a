import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { formatMoney, isDecimalLike, Money, roundMoney } from '@fieldline/contracts/common/money';
import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import {
  creditProblem,
  creditSystemAmount,
  formatDebitAccountAmount,
  GL_PICKER_PAGE_SIZE,
} from '@fieldline/contracts/payments/payments.contract';
import { ActionIcon, Button, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { GlAccountSelect } from '../../../shared/ledger';
import { useCustomerDetails } from '../../customers/customers.api';
import { issueCustomerCredit } from '../payments.api';

interface Line {
  key: number;
  accountId: number | null;
  accountCode: string;
  amount: string;
}
let nextKey = 1;
const newLine = (): Line => ({ key: nextKey++, accountId: null, accountCode: '', amount: '' });

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
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const [busy, setBusy] = useState(false);

  const currency = customer.data?.currency;
  const rate = currency?.isAltCurrency ? currency.rate : '1';
  const system = creditSystemAmount(amount, rate);
  const total = lines.reduce(
    (s, l) => (isDecimalLike(l.amount) ? s.plus(roundMoney(l.amount)) : s),
    new Money(0),
  );
  const problem = creditProblem({ amount, date: date ?? '', rate, lines });
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const issue = async () => {
    setBusy(true);
    try {
      const answer = await issueCustomerCredit({
        customerId,
        creditAmount: roundMoney(amount).toFixed(2),
        creditDate: date as string,
        memo,
        strDebitAccountAmount: formatDebitAccountAmount(
          lines.map((l) => ({ accountCode: l.accountCode, amount: roundMoney(l.amount).toFixed(2) })),
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
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>GL account</Table.Th>
              <Table.Th w={160}>Amount</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={l.key}>
                <Table.Td>
                  <GlAccountSelect
                    aria-label={`GL account ${i + 1}`}
                    value={l.accountId}
                    onChange={(id, account) =>
                      setLine(l.key, { accountId: id, accountCode: account?.accountCode ?? '' })
                    }
                    excludeRoles={['AR', 'AP']}
                    isInventory={false}
                    pageSize={GL_PICKER_PAGE_SIZE}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Amount ${i + 1}`}
                    value={l.amount}
                    onChange={(e) => setLine(l.key, { amount: e.currentTarget.value })}
                    inputMode="decimal"
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove line ${i + 1}`}
                    disabled={lines.length === 1}
                    onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((ls) => [...ls, newLine()])}
          >
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
