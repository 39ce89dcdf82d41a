import type { JournalEntry } from '@fieldline/contracts/ledger/ledger.contract';
import { Text } from '@mantine/core';

/** A journal line's account as the drawer shows it: display code over the account name. */
export function EntryAccount({ line }: { line: JournalEntry['lines'][number] }) {
  return (
    <>
      <Text size="sm" ff="monospace">
        {line.displayCode}
      </Text>
      <Text size="xs" c="dimmed">
        {line.accountName}
      </Text>
    </>
  );
}
