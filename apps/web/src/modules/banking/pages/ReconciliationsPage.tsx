import { formatDate, formatIsoDate } from '@fieldline/contracts/common/dates';
import { formatMoney, moneyString } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DateInputField } from '../../../shared/dates';
import { EmptyRow, PageHeader } from '../../../shared/ui';
import { useReconciliations, useStartReconciliation } from '../banking.api';
import { BankAccountSelect, useBankAccountChoice } from '../components/BankAccountSelect';

/** A bank account's reconciliations, newest first, and Start reconciliation (issue 21 item 3). */
export function ReconciliationsPage() {
  const choice = useBankAccountChoice();
  const { accountId } = choice;
  const canStart = useAccess(Permission.Banking) >= 2;
  const [starting, setStarting] = useState(false);
  const list = useReconciliations(accountId);
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Bank reconciliations"
        description="Tick off the book entries the bank statement shows until the difference is zero."
        actions={
          canStart &&
          accountId !== null && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setStarting(true)}>
              Start reconciliation
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <BankAccountSelect choice={choice} mb="md" />
        <Table aria-label="Reconciliations" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Statement date</Table.Th>
              <Table.Th ta="right">Opening balance</Table.Th>
              <Table.Th ta="right">Ending balance</Table.Th>
              <Table.Th ta="right">Difference</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <EmptyRow
                colSpan={5}
                message={list.isLoading ? 'Loading…' : 'No reconciliations of this account yet.'}
              />
            )}
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Link to={`/accounting/reconciliations/${r.id}`}>{formatDate(r.statementDate)}</Link>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(r.openingBalance)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.endingBalance)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.difference)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={r.status === 'Finished' ? 'teal' : 'yellow'}>
                    {r.status === 'Finished' ? 'Finished' : 'In progress'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {starting && accountId !== null && (
        <StartModal bankAccountId={accountId} first={rows.length === 0} onClose={() => setStarting(false)} />
      )}
    </>
  );
}

function StartModal({
  bankAccountId,
  first,
  onClose,
}: {
  bankAccountId: number;
  first: boolean;
  onClose: () => void;
}) {
  const start = useStartReconciliation();
  const navigate = useNavigate();
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [ending, setEnding] = useState('');
  const [opening, setOpening] = useState('0.00');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const rec = await start.mutateAsync({
        bankAccountId,
        statementDate: date as string,
        endingBalance: moneyString(ending.replace(/,/g, '')),
        ...(first ? { openingBalance: moneyString(opening.replace(/,/g, '')) } : {}),
      });
      navigate(`/accounting/reconciliations/${rec.id}`);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const bad = (v: string) => v.trim() === '' || Number.isNaN(Number(v.replace(/,/g, '')));
  return (
    <Modal opened onClose={onClose} title="Start reconciliation" centered>
      <Stack>
        <DateInputField label="Statement date" value={date} onChange={setDate} required />
        <TextInput
          label="Statement ending balance"
          value={ending}
          onChange={(e) => setEnding(e.currentTarget.value)}
          inputMode="decimal"
          required
          error={ending !== '' && bad(ending) ? 'Enter the balance as a number, e.g. 1250.00' : undefined}
        />
        {first && (
          <TextInput
            label="Opening balance"
            description="The balance the bank showed before the first statement you reconcile."
            value={opening}
            onChange={(e) => setOpening(e.currentTarget.value)}
            inputMode="decimal"
            error={bad(opening) ? 'Enter the balance as a number, e.g. 0.00' : undefined}
          />
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
          <Button
            disabled={!date || bad(ending) || (first && bad(opening))}
            loading={start.isPending}
            onClick={() => void submit()}
          >
            Start
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
