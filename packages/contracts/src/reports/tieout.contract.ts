import { z } from 'zod';
import { businessDate, formatDate } from '../common/dates';
import { CONTROL_KINDS } from '../ledger/ledger.constants';
import type { ReportTable, TableRow } from './financial.tables';

/**
 * Tie-out checks (GET /v1/reports/financial/tieout): each control account's ledger balance on a date against
 * the total of its subledger's documents on that date. Amounts are in the account's natural sign (receivables
 * and inventory as debit balances, payables and accrued payables as credit balances); a difference is the
 * ledger less the subledger.
 */
export const tieoutQuerySchema = z.object({
  /** The day to check, end of day; today when omitted. */
  date: businessDate.optional(),
  companyId: z.coerce.number().check(z.int32()).positive().optional(),
});
export type TieoutQuery = z.infer<typeof tieoutQuerySchema>;

/** One customer or supplier whose ledger lines and open documents disagree. */
export const tieoutPartySchema = z.object({
  kind: z.enum(['customer', 'supplier']),
  /** Null for ledger lines that name no customer or supplier. */
  id: z.int32().nullable(),
  name: z.string(),
  glBalance: z.string(),
  subledgerTotal: z.string(),
  difference: z.string(),
});
export type TieoutParty = z.infer<typeof tieoutPartySchema>;

export const tieoutCheckSchema = z.object({
  kind: z.enum(CONTROL_KINDS),
  /** "Receivables", "Payables", ... */
  title: z.string(),
  /** What the subledger total is made of, in words. */
  subledger: z.string(),
  account: z.object({ id: z.int32(), code: z.string(), name: z.string() }).nullable(),
  glBalance: z.string(),
  subledgerTotal: z.string(),
  difference: z.string(),
  agrees: z.boolean(),
  /** For receivables and payables: the parties that make the difference (empty when it agrees). */
  parties: z.array(tieoutPartySchema),
});
export type TieoutCheck = z.infer<typeof tieoutCheckSchema>;

export const tieoutSchema = z.object({
  date: z.string(),
  companyId: z.int32(),
  allAgree: z.boolean(),
  checks: z.array(tieoutCheckSchema),
});
export type Tieout = z.infer<typeof tieoutSchema>;

export const TIEOUT_ALL_AGREE = 'All control accounts agree with their subledgers.';

/** The tie-out as a report table (screen, xlsx and PDF): one row per check, then the parties that differ. */
export function tieoutTable(r: Tieout): ReportTable {
  const rows: TableRow[] = [];
  for (const c of r.checks) {
    rows.push({
      cells: [
        c.account ? `${c.account.code} ${c.account.name}` : `${c.title} (no account)`,
        c.subledger,
        c.glBalance,
        c.subledgerTotal,
        c.difference,
      ],
      style: c.agrees ? undefined : 'alert',
    });
    for (const p of c.parties)
      rows.push({
        cells: [
          p.name,
          p.kind === 'customer' ? 'Customer' : 'Supplier',
          p.glBalance,
          p.subledgerTotal,
          p.difference,
        ],
        indent: 1,
        style: 'alert',
      });
  }
  return {
    title: 'Tie-out',
    subtitle: `As of ${formatDate(r.date)}${r.allAgree ? ` - ${TIEOUT_ALL_AGREE}` : ''}`,
    columns: [
      { key: 'account', label: 'Control account', kind: 'text' },
      { key: 'subledger', label: 'Subledger', kind: 'text' },
      { key: 'gl', label: 'GL balance', kind: 'money' },
      { key: 'sub', label: 'Subledger total', kind: 'money' },
      { key: 'difference', label: 'Difference', kind: 'money' },
    ],
    rows,
  };
}
