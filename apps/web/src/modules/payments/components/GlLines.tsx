import { ENTER_NUMBER_MESSAGE, formatMoney } from '@fieldline/contracts/common/money';
import { GL_PICKER_PAGE_SIZE } from '@fieldline/contracts/payments/payments.contract';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  DocumentLinesTable,
  isBadAmount,
  type LineColumn,
  sumLines,
  type useDocumentLines,
} from '../../../shared/document-lines';
import { glAccountColumn } from '../../../shared/ledger';

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

/**
 * GL account lines with Add line, their running total and the system amount they must make (the Issue
 * Customer Credit and Add Matching Transaction modals, spec 3 §2).
 */
export function GlLines({
  label,
  lines,
  system,
  testId,
}: {
  label: string;
  lines: ReturnType<typeof useDocumentLines<Line>>;
  system: string;
  /** Prefix of the totals' test ids: `${testId}-lines-total`, `${testId}-system-amount`. */
  testId: string;
}) {
  return (
    <>
      <DocumentLinesTable
        label={label}
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
          <Text fz="sm" data-testid={`${testId}-lines-total`}>
            Lines total <b>{formatMoney(sumLines(lines.lines, (l) => l.amount))}</b>
          </Text>
          <Text fz="sm" data-testid={`${testId}-system-amount`}>
            System amount <b>{formatMoney(system)}</b>
          </Text>
        </Group>
      </Group>
    </>
  );
}
