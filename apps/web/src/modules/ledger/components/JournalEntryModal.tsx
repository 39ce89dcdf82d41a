import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import type { JournalEntry } from '@fieldline/contracts/ledger/ledger.contract';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import {
  DocumentLines,
  isBadAmount,
  type LineColumn,
  sumLines,
  textColumn,
  useDocumentLines,
} from '../../../shared/document-lines';
import { FormError } from '../../../shared/forms';
import { GlAccountSelect } from '../../../shared/ledger';
import { useAdjustEntry, usePostTransaction } from '../ledger.api';

interface Line {
  accountId: number | null;
  label?: { id: number; code: string; name: string; displayCode: string; displayName: string };
  debit: string;
  credit: string;
  memo: string;
  /** The server's refusal of this line's account (a control account, an unknown account). */
  accountError?: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Adjusting this entry: the lines start as the entry's and say what it should have been. */
  adjusting?: JournalEntry | null;
  onPosted?: (entry: JournalEntry) => void;
}

const blank = (): Line => ({ accountId: null, debit: '', credit: '', memo: '' });
const twoBlank = () => [blank(), blank()];

function fromEntry(e: JournalEntry): Line[] {
  return e.lines.map((l) => ({
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

// A line is a debit or a credit: typing one clears the other.
const columns: LineColumn<Line>[] = [
  {
    header: 'Account',
    width: '40%',
    cell: (l, { index, set }) => (
      <GlAccountSelect
        aria-label={`Line ${index + 1} account`}
        value={l.accountId}
        initialAccount={l.label}
        error={l.accountError}
        onChange={(id) => set({ accountId: id, accountError: undefined })}
      />
    ),
  },
  textColumn<Line>('Debit', 'debit', { inputMode: 'decimal', patch: (debit) => ({ debit, credit: '' }) }),
  textColumn<Line>('Credit', 'credit', { inputMode: 'decimal', patch: (credit) => ({ credit, debit: '' }) }),
  textColumn<Line>('Memo', 'memo'),
];

/** New Journal Entry (or Adjust entry): dated lines of account, debit, credit and memo, with the live balance. */
export function JournalEntryModal({ opened, onClose, adjusting, onPosted }: Props) {
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [memo, setMemo] = useState('');
  const [reference, setReference] = useState('');
  const state = useDocumentLines(blank, twoBlank);
  const { lines, reset, update } = state;
  const [error, setError] = useState<string | null>(null);
  const post = usePostTransaction();
  const adjust = useAdjustEntry();

  useEffect(() => {
    if (!opened) return;
    setError(null);
    setDate(formatIsoDate(new Date()));
    setMemo('');
    setReference('');
    reset(adjusting ? fromEntry(adjusting) : twoBlank());
  }, [opened, adjusting, reset]);

  const debits = sumLines(lines, (l) => l.debit);
  const credits = sumLines(lines, (l) => l.credit);
  const diff = debits.minus(credits).abs();
  const balanced = diff.isZero() && !debits.isZero();
  const complete = lines.every((l) => l.accountId != null || (l.debit === '' && l.credit === ''));
  const badAmount = lines.some((l) => isBadAmount(l.debit) || isBadAmount(l.credit));

  async function submit() {
    setError(null);
    const sent = lines.filter((l) => l.accountId != null);
    const body = sent.map((l) => ({
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
      // Each refusal naming a line's account (lines[i].accountId) shows under that line's account too.
      for (const fe of e instanceof ApiError ? (e.errors ?? []) : []) {
        const i = /^lines\[(\d+)\]\.accountId$/.exec(fe.field)?.[1];
        const line = i === undefined ? undefined : sent[Number(i)];
        if (line) update(line.key, { accountError: fe.message });
      }
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
        <DocumentLines
          label="Journal lines"
          withRowBorders={false}
          columns={columns}
          lines={state}
          onCancel={onClose}
          canRemove={lines.length > 2 || !!adjusting}
          footer={
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
                    Out of balance by {formatMoney(diff)}
                  </Text>
                )}
              </Table.Th>
            </Table.Tr>
          }
        >
          <Button
            onClick={submit}
            disabled={!balanced || !complete || badAmount || !date}
            loading={post.isPending || adjust.isPending}
          >
            {adjusting ? 'Post adjustment' : 'Post entry'}
          </Button>
        </DocumentLines>
      </Stack>
    </Modal>
  );
}
