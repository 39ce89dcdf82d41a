import type { Suggestion } from '@fieldline/contracts/banking/matching.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Group, Kbd, Paper, Stack, Table, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import {
  type InboxItem,
  PAGE_SIZE,
  useAutoMatch,
  useConfirmMatch,
  useExclude,
  useInbox,
} from '../banking.api';
import { AddMatchingTransactionModal } from '../components/AddMatchingTransactionModal';
import { BankAccountSelect, useBankAccountChoice } from '../components/BankAccountSelect';
import { BankRulesButton } from '../components/BankRulesButton';
import { sourceLabel } from '../source-label';

const scoreColor = (s: number) => (s >= 85 ? 'teal' : s >= 70 ? 'blue' : 'gray');

function SuggestionCell({ suggestion }: { suggestion: Suggestion | undefined }) {
  if (!suggestion)
    return (
      <Text fz="sm" c="dimmed">
        No suggestion: add a matching transaction.
      </Text>
    );
  if (suggestion.kind === 'Rule')
    return (
      <Group gap="xs">
        <Badge variant="light" color="grape">
          Rule
        </Badge>
        <Text fz="sm">New entry to {suggestion.account}</Text>
      </Group>
    );
  return (
    <Stack gap={2}>
      {suggestion.lines.map((l) => (
        <Group key={l.journalLineId} gap="xs" wrap="nowrap">
          <Text fz="sm">{formatDate(l.date)}</Text>
          <Text fz="sm" fw={500}>
            {sourceLabel(l.sourceType)}
          </Text>
          <Text fz="sm" lineClamp={1}>
            {[l.party, l.reference].filter(Boolean).join(' · ') || l.memo}
          </Text>
          <Text fz="sm" ml="auto">
            {formatMoney(l.amount)}
          </Text>
        </Group>
      ))}
      <Group gap="xs">
        <Badge variant="light" color={scoreColor(suggestion.score)}>
          {suggestion.score}% match
        </Badge>
        {suggestion.kind === 'Group' && (
          <Text fz="xs" c="dimmed">
            {suggestion.lines.length} payments deposited together
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The bank inbox (issue 21 item 5): unmatched bank lines beside their best suggested match. Keyboard: ↑/↓ or
 * j/k choose a line, Enter confirms its suggestion, A adds a matching transaction, X excludes it.
 */
export function BankMatchingPage() {
  const choice = useBankAccountChoice();
  const { accountId } = choice;
  const canMatch = useAccess(Permission.Banking) >= 2;
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(0);
  const [adding, setAdding] = useState<InboxItem | null>(null);
  const inbox = useInbox(accountId, page);
  const items = inbox.data?.data ?? [];
  const confirm = useConfirmMatch();
  const exclude = useExclude();
  const auto = useAutoMatch();
  const current = items[Math.min(selected, items.length - 1)];

  const run = (p: Promise<unknown>) => p.catch((err) => showErrorNotification(errorMessage(err)));
  const confirmItem = (item: InboxItem | undefined) => {
    if (item?.suggestions.length && canMatch) void run(confirm.mutateAsync(item.transaction.id));
  };
  // Not while a dialog is open, nor when Enter would also press the focused button.
  const key = (fn: () => void) => () => {
    if (adding === null && !(document.activeElement instanceof HTMLButtonElement)) fn();
  };
  const down = key(() => setSelected((s) => Math.min(s + 1, items.length - 1)));
  const up = key(() => setSelected((s) => Math.max(s - 1, 0)));
  useHotkeys([
    ['ArrowDown', down],
    ['j', down],
    ['ArrowUp', up],
    ['k', up],
    ['Enter', key(() => confirmItem(current))],
    ['a', key(() => current && canMatch && setAdding(current))],
    ['x', key(() => current && canMatch && void run(exclude.mutateAsync(current.transaction.id)))],
  ]);

  const autoMatch = async () => {
    if (accountId === null) return;
    try {
      const r = await auto.mutateAsync(accountId);
      notifications.show({
        color: 'teal',
        message:
          r.confirmed === 0
            ? 'Nothing was confirmed automatically (set a score in the rules, or no suggestion was sure enough).'
            : `${r.confirmed} of ${r.considered} transactions were confirmed automatically.`,
      });
    } catch (err) {
      showErrorNotification(errorMessage(err));
    }
  };

  return (
    <>
      <PageHeader
        title="Match bank transactions"
        description="Each unmatched bank line beside the book entry it most likely is."
        actions={
          canMatch &&
          accountId !== null && (
            <Group>
              <BankRulesButton bankAccountId={accountId} />
              <Button
                leftSection={<IconWand size={16} />}
                variant="light"
                loading={auto.isPending}
                onClick={() => void autoMatch()}
              >
                Auto-match
              </Button>
            </Group>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" align="flex-end" justify="space-between">
          <BankAccountSelect
            choice={choice}
            onPicked={() => {
              setPage(1);
              setSelected(0);
            }}
          />
          <Text fz="xs" c="dimmed">
            <Kbd>↑</Kbd> <Kbd>↓</Kbd> choose · <Kbd>Enter</Kbd> confirm · <Kbd>A</Kbd> add matching
            transaction · <Kbd>X</Kbd> exclude
          </Text>
        </Group>
        <Table aria-label="Unmatched bank transactions" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Date</Table.Th>
              <Table.Th>Bank says</Table.Th>
              <Table.Th ta="right" w={130}>
                Amount
              </Table.Th>
              <Table.Th w="42%">Suggested match</Table.Th>
              <Table.Th w={250} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 && (
              <EmptyRow
                colSpan={5}
                message={inbox.isLoading ? 'Loading…' : 'Every bank transaction is matched.'}
              />
            )}
            {items.map((item, i) => {
              const t = item.transaction;
              return (
                <Table.Tr
                  key={t.id}
                  data-txn={t.id}
                  aria-selected={item === current}
                  bg={item === current ? 'var(--mantine-color-blue-light)' : undefined}
                  onClick={() => setSelected(i)}
                >
                  <Table.Td>{formatDate(t.date)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={500}>
                      {t.payee || '—'}
                    </Text>
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {[t.memo, t.reference && `Ref ${t.reference}`].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" c={t.amount.startsWith('-') ? 'red.8' : undefined}>
                    {formatMoney(t.amount)}
                  </Table.Td>
                  <Table.Td>
                    <SuggestionCell suggestion={item.suggestions[0]} />
                  </Table.Td>
                  <Table.Td>
                    {canMatch && (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          disabled={item.suggestions.length === 0}
                          loading={confirm.isPending && confirm.variables === t.id}
                          onClick={() => confirmItem(item)}
                        >
                          Confirm
                        </Button>
                        <Button size="xs" variant="light" onClick={() => setAdding(item)}>
                          Add matching
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="gray"
                          onClick={() => void run(exclude.mutateAsync(t.id))}
                        >
                          Exclude
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Paging total={inbox.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      {adding && (
        <AddMatchingTransactionModal transaction={adding.transaction} onClose={() => setAdding(null)} />
      )}
    </>
  );
}
