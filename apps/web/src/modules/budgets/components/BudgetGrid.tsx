import {
  type Budget,
  type BudgetAccount,
  type BudgetEntry,
  budgetMonthLabels,
} from '@fieldline/contracts/budgets/budgets.contract';
import { formatMoney } from '@fieldline/contracts/common/money';
import { ScrollArea, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSaveEntry } from '../budgets.api';
import { AmountCell } from './AmountCell';
import { columnTotal, gridRows, monthsElapsed, rowTotal } from './budget-grid';

interface Props {
  budget: Budget;
  accounts: BudgetAccount[];
  entries: BudgetEntry[];
  officeId: number | 'all';
  /** Cells are inputs only with the page's edit flag on an unlocked budget, never on the All tab. */
  editable: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

/** One row per account: 12 months, then the year-to-date group (through this month, and the full year). */
export function BudgetGrid({ budget, accounts, entries, officeId, editable }: Props) {
  const months = budgetMonthLabels(budget.startDate);
  const rows = useMemo(() => gridRows(accounts, entries, officeId), [accounts, entries, officeId]);
  const elapsed = monthsElapsed(budget.startDate, today());
  const save = useSaveEntry(budget.id);
  const ytdLabel = elapsed === 0 ? 'YTD' : `YTD (thru ${months[elapsed - 1].slice(0, 3)})`;
  const num = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };
  // The account column stays in view while the months scroll sideways.
  const sticky = {
    style: {
      position: 'sticky' as const,
      left: 0,
      zIndex: 1,
      whiteSpace: 'nowrap' as const,
      background: 'var(--mantine-color-body)',
      boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
    },
  };

  return (
    <ScrollArea type="auto">
      <Table striped withColumnBorders horizontalSpacing="xs" aria-label="Budget amounts" fz="sm" miw={1400}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} miw={240} {...sticky}>
              Account
            </Table.Th>
            <Table.Th colSpan={12} ta="left">
              Monthly
            </Table.Th>
            <Table.Th colSpan={2} ta="center">
              Year to date
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {months.map((m) => (
              <Table.Th key={m} {...num}>
                {m}
              </Table.Th>
            ))}
            <Table.Th {...num}>{ytdLabel}</Table.Th>
            <Table.Th {...num}>Year total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={15}>
                <Text c="dimmed" fz="sm">
                  The chart of accounts has no income or expense accounts.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={r.account.id}>
              <Table.Td {...sticky}>{r.account.label}</Table.Td>
              {r.cells.map((c, i) => (
                <Table.Td key={months[i]} {...num} p={editable ? 4 : undefined}>
                  {editable && officeId !== 'all' ? (
                    <AmountCell
                      amount={c.amount}
                      label={`${r.account.label} ${months[i]}`}
                      onSave={(amount) =>
                        save.mutateAsync({
                          entryId: c.entry?.id,
                          create: {
                            accountID: r.account.id,
                            officeID: officeId,
                            periodNumber: i + 1,
                            amount,
                          },
                        })
                      }
                    />
                  ) : (
                    formatMoney(c.amount)
                  )}
                </Table.Td>
              ))}
              <Table.Td {...num} fw={500}>
                {formatMoney(rowTotal(r.cells, elapsed))}
              </Table.Td>
              <Table.Td {...num} fw={600}>
                {formatMoney(rowTotal(r.cells))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {rows.length > 0 && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td {...sticky}>Total</Table.Td>
              {months.map((m, i) => (
                <Table.Td key={m} {...num}>
                  {formatMoney(columnTotal(rows, i))}
                </Table.Td>
              ))}
              <Table.Td {...num}>
                {formatMoney(
                  rowTotal(
                    months.map((_, i) => ({ amount: columnTotal(rows, i) })),
                    elapsed,
                  ),
                )}
              </Table.Td>
              <Table.Td {...num}>
                {formatMoney(rowTotal(months.map((_, i) => ({ amount: columnTotal(rows, i) }))))}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
}
