import type { JournalEntry } from '@fieldline/contracts/ledger/ledger.contract';
import { Alert, Button, Group, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { usePatchEntry } from '../ledger.api';
import { EntryAccount } from './EntryAccount';

const MAX = 500;
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * Edits the memos of a posted entry. Amounts, accounts and dates stay as posted (a correction is a
 * reversal or an adjustment); only changed memos are sent, with the entry's version so a stale edit is refused.
 */
export function EntryMemoForm({ entry, onDone }: { entry: JournalEntry; onDone: () => void }) {
  const patch = usePatchEntry(entry.id);
  const [memo, setMemo] = useState(entry.memo ?? '');
  const [lineMemos, setLineMemos] = useState(() => entry.lines.map((l) => l.memo ?? ''));

  const save = () => {
    const lines = entry.lines
      .map((l, i) => ({ id: l.id, memo: orNull(lineMemos[i]), was: l.memo ?? null }))
      .filter((l) => l.memo !== l.was)
      .map(({ id, memo: m }) => ({ id, memo: m }));
    const entryMemo = orNull(memo);
    patch.mutate(
      {
        version: entry.version,
        ...(entryMemo !== (entry.memo ?? null) ? { memo: entryMemo } : {}),
        ...(lines.length ? { lines } : {}),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <Stack gap="sm">
      <Textarea
        label="Entry memo"
        value={memo}
        maxLength={MAX}
        autosize
        minRows={1}
        onChange={(e) => setMemo(e.currentTarget.value)}
      />
      <Table aria-label="Line memos">
        <Table.Tbody>
          {entry.lines.map((l, i) => (
            <Table.Tr key={l.id}>
              <Table.Td w="35%">
                <EntryAccount line={l} />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Memo of line ${i + 1}`}
                  value={lineMemos[i]}
                  maxLength={MAX}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setLineMemos((all) => all.map((x, j) => (j === i ? v : x)));
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {patch.error && (
        <Alert color="red" title="The memos were not saved">
          {errorMessage(patch.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={patch.isPending}>
          Cancel
        </Button>
        <Button onClick={save} loading={patch.isPending}>
          Save memos
        </Button>
      </Group>
    </Stack>
  );
}
