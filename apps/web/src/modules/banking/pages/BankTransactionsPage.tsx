import { BANK_TRANSACTION_STATUSES } from '@fieldline/contracts/banking/banking.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Group, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { PAGE_SIZE, useBankTransactions } from '../banking.api';
import { BankAccountSelect, useBankAccountChoice } from '../components/BankAccountSelect';
import { ImportStatementModal } from '../components/ImportStatementModal';

const STATUS_COLORS = { Unmatched: 'yellow', Matched: 'teal', Excluded: 'gray' } as const;

/** A bank account's transactions as the bank reported them, with statement import (issue 21). */
export function BankTransactionsPage() {
  const choice = useBankAccountChoice();
  const { accountId } = choice;
  const canImport = useAccess(Permission.Banking) >= 2;
  const [status, setStatus] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const txns = useBankTransactions({ bankAccountId: accountId, status, query, page });
  const rows = txns.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Bank transactions"
        description="What the bank reports for each account, from imported statements."
        actions={
          canImport &&
          accountId !== null && (
            <Button leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)}>
              Import statement
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" align="flex-end">
          <BankAccountSelect
            choice={choice}
            onPicked={() => {
              setPage(1);
            }}
          />
          <Select
            label="Status"
            placeholder="Any"
            data={[...BANK_TRANSACTION_STATUSES]}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            clearable
            w={160}
          />
          <TextInput
            label="Search"
            placeholder="Payee, memo or reference"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
        </Group>
        <Table aria-label="Bank transactions" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Payee</Table.Th>
              <Table.Th>Memo</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <EmptyRow
                colSpan={6}
                message={txns.isLoading ? 'Loading…' : 'No transactions yet: import a statement file.'}
              />
            )}
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{formatDate(t.date)}</Table.Td>
                <Table.Td>{t.payee}</Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={1}>
                    {t.memo}
                  </Text>
                </Table.Td>
                <Table.Td>{t.reference}</Table.Td>
                <Table.Td ta="right" c={t.amount.startsWith('-') ? 'red' : undefined}>
                  {formatMoney(t.amount)}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[t.status]}>
                    {t.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={txns.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      {importing && accountId !== null && (
        <ImportStatementModal bankAccountId={accountId} onClose={() => setImporting(false)} />
      )}
    </>
  );
}
