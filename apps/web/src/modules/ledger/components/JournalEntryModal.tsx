import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { formatMoney, isDecimalLike, roundMoney, sumMoney } from '@fieldline/contracts/common/money';
import type { JournalEntry } from '@fieldline/contracts/ledger/ledger.contract';
import { ActionIcon, Button, Group, Modal, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { GlAccountSelect } from '../../../shared/ledger';
import { useAdjustEntry, usePostTransaction } from '../ledger.api';

interface Line {
  key: number;
  accountId: number | null;
  label?: { id: number; code: string; name: string; displayCode: string; displayName: string };
  debit: string;
  credit: string;
  memo: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Adjusting this entry: the lines start as the entry's and say what it should have been. */
  adjusting?: JournalEntry | null;
  onPosted?: (entry: JournalEntry) => void;
}

let seq = 0;
const blank = (): Line => ({ key: ++seq, accountId: null, debit: '', credit: '', memo: '' });
const amount = (s: string) =>
  s.trim() !== '' && isDecimalLike(s.trim()) ? roundMoney(s.trim()) : roundMoney(0);

function fromEntry(e: JournalEntry): Line[] {
  return e.lines.map((l) => ({
    key: ++seq,
    accountId: l.accountId,
    label: {
      id: l.accountId,
      code: l.code,
      name: l.accountName,
      displayCode: l.displayCode,
      displayName: l.accountName,
    },
    debit: l.debit === '0.00' ? '' : l.debit,
    credit: l.credit === '0.00' ? '' : l.credit,
    memo: l.memo ?? '',
  }));
}

/** New Journal Entry (or Adjust entry): dated lines of account, debit, credit and memo, with the live balance. */
export function JournalEntryModal({ opened, onClose, adjusting, onPosted }: Props) {
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [memo, setMemo] = useState('');
  const [reference, setReference] = useState('');
  const [lines, setLines] = useState<Line[]>([blank(), blank()]);
  const [error, setError] = useState<string | null>(null);
  const post = usePostTransaction();
  const adjust = useAdjustEntry();

  useEffect(() => {
    if (!opened) return;
    setError(null);
    setDate(formatIsoDate(new Date()));
    setMemo('');
    setReference('');
    setLines(adjusting ? fromEntry(adjusting) : [blank(), blank()]);
  }, [opened, adjusting]);

  const debits = sumMoney(lines.map((l) => amount(l.debit)));
  const credits = sumMoney(lines.map((l) => amount(l.credit)));
  const diff = debits.minus(credits).abs();
  const balanced = diff.isZero() && !debits.isZero();
  const complete = lines.every((l) => l.accountId != null || (l.debit === '' && l.credit === ''));
  const badAmount = lines.some((l) =>
    [l.debit, l.credit].some((s) => s.trim() !== '' && !isDecimalLike(s.trim())),
  );
  const set = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  async function submit() {
    setError(null);
    const body = lines
      .filter((l) => l.accountId != null)
      .map((l) => ({
        accountId: l.accountId as number,
        ...(l.debit.trim() ? { debit: l.debit.trim() } : {}),
        ...(l.credit.trim() ? { credit: l.credit.trim() } : {}),
        memo: l.memo || null,
      }));
    try {
      const entry = adjusting
        ? await adjust.mutateAsync({
            entryId: adjusting.id,
            date: date ?? '',
            memo: memo || null,
            lines: body,
          })
        : await post.mutateAsync({
            entryDate: date ?? '',
            memo: memo || null,
            reference: reference || null,
            lines: body,
          });
      onPosted?.(entry);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={adjusting ? `Adjust journal entry ${adjusting.id}` : 'New Journal Entry'}
    >
      <Stack>
        <FormError message={error} />
        {adjusting && (
          <Text size="sm" c="dimmed">
            Enter the lines as the entry should have been; the difference is posted as an adjustment entry.
          </Text>
        )}
        <Group grow align="flex-start">
          <DateInputField label="Date" required value={date} onChange={setDate} />
          <TextInput label="Memo" value={memo} onChange={(e) => setMemo(e.currentTarget.value)} />
          {!adjusting && (
            <TextInput
              label="Reference"
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
          )}
        </Group>
        <Table aria-label="Journal lines" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="40%">Account</Table.Th>
              <Table.Th>Debit</Table.Th>
              <Table.Th>Credit</Table.Th>
              <Table.Th>Memo</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={l.key}>
                <Table.Td>
                  <GlAccountSelect
                    aria-label={`Line ${i + 1} account`}
                    value={l.accountId}
                    initialAccount={l.label}
                    onChange={(id) => set(l.key, { accountId: id })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Line ${i + 1} debit`}
                    inputMode="decimal"
                    value={l.debit}
                    onChange={(e) => set(l.key, { debit: e.currentTarget.value, credit: '' })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Line ${i + 1} credit`}
                    inputMode="decimal"
                    value={l.credit}
                    onChange={(e) => set(l.key, { credit: e.currentTarget.value, debit: '' })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Line ${i + 1} memo`}
                    value={l.memo}
                    onChange={(e) => set(l.key, { memo: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Tooltip label="Remove line">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove line ${i + 1}`}
                      disabled={lines.length <= 2 && !adjusting}
                      onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Totals</Table.Th>
              <Table.Th ff="monospace">{formatMoney(debits)}</Table.Th>
              <Table.Th ff="monospace">{formatMoney(credits)}</Table.Th>
              <Table.Th colSpan={2}>
                {balanced ? (
                  <Text c="teal" size="sm" fw={600}>
                    Balanced
                  </Text>
                ) : (
                  <Text c="red" size="sm" fw={600} data-testid="out-of-balance">
                    Out of balance by {formatMoney(diff, { currencySymbol: '$' })}
                  </Text>
                )}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((ls) => [...ls, blank()])}
          >
            Add line
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={submit}
              disabled={!balanced || !complete || badAmount || !date}
              loading={post.isPending || adjust.isPending}
            >
              {adjusting ? 'Post adjustment' : 'Post entry'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
