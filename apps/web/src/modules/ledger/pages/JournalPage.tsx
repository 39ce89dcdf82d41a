import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { JournalEntry } from '@fieldline/contracts/ledger/ledger.contract';
import { Anchor, Badge, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DateRangePicker } from '../../../shared/dates';
import type { IsoRange } from '../../../shared/dates/DateRangePicker';
import { GlAccountSelect } from '../../../shared/ledger';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { EntryDrawer } from '../components/EntryDrawer';
import { JournalEntryModal } from '../components/JournalEntryModal';
import { useTransactions } from '../ledger.api';

const PAGE_SIZE = 50;
const BASE = '/accounting/journal';
const hrefOf = (id: number) => `${BASE}/${id}`;

/** Journal entries: the transaction search, New Journal Entry, and an entry drawer at /accounting/journal/:id. */
export function JournalPage() {
  const canEdit = useAccess(Permission.GeneralLedger) >= 2;
  const { id } = useParams();
  const entryId = id && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 250);
  const [range, setRange] = useState<IsoRange | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<{ adjusting: JournalEntry | null } | null>(null);
  const list = useTransactions({
    query: query || undefined,
    dateFrom: range?.[0],
    dateTo: range?.[1],
    accountId: accountId ?? undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Journal Entries"
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ adjusting: null })}>
              New Journal Entry
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" align="flex-end" wrap="wrap">
          <TextInput
            aria-label="Search transactions"
            placeholder="Memo, reference, account or entry number"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
            w={320}
          />
          <DateRangePicker
            value={range}
            onChange={(r) => {
              setRange(r);
              setPage(1);
            }}
            data-testid="journal-dates"
          />
          <div style={{ width: 300 }}>
            <GlAccountSelect
              aria-label="Filter by account"
              placeholder="Any account"
              includeInactive
              value={accountId}
              onChange={(v) => {
                setAccountId(v);
                setPage(1);
              }}
            />
          </div>
        </Group>
        <Table striped highlightOnHover aria-label="Transactions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Entry</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Memo</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th ta="right">Debit</Table.Th>
              <Table.Th ta="right">Credit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !list.isLoading && (
              <EmptyRow colSpan={7} message="No transactions found." />
            )}
            {rows.map((r) => (
              <Table.Tr key={r.lineId}>
                <Table.Td>{formatDate(r.entryDate)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={hrefOf(r.entryId)} fz="sm">
                    {r.entryId}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {r.code}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.accountName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.memo ?? r.entryMemo}</Text>
                  {r.reference && (
                    <Text size="xs" c="dimmed">
                      Ref {r.reference}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge variant="light">{r.sourceType}</Badge>
                    {r.reversedByEntryId && (
                      <Badge variant="light" color="red">
                        Reversed
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {r.debit === '0.00' ? '' : formatMoney(r.debit)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {r.credit === '0.00' ? '' : formatMoney(r.credit)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={list.data?.count_filtered ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      <EntryDrawer
        entryId={entryId}
        onClose={() => navigate(BASE)}
        canEdit={canEdit}
        hrefOf={hrefOf}
        onAdjust={(e) => setModal({ adjusting: e })}
      />
      {canEdit && (
        <JournalEntryModal
          opened={modal !== null}
          adjusting={modal?.adjusting}
          onClose={() => setModal(null)}
          onPosted={(e) => navigate(hrefOf(e.id))}
        />
      )}
    </>
  );
}
