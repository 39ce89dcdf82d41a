import { z } from 'zod';
import { businessDate } from '../common/dates';
import { moneyInput } from '../common/money';
import { bookLineSchema } from './matching.contract';

/** Bank reconciliations (issue 21 item 3; spec 1 §7.4 reconciliations). docs/banking.md. */

const id = z.coerce.number().check(z.int32()).positive();

export const RECONCILIATION_STATUSES = ['InProgress', 'Finished'] as const;

export const reconciliationSchema = z.object({
  id: z.int32(),
  bankAccountId: z.int32(),
  bankAccount: z.string(),
  statementDate: z.string(),
  openingBalance: z.string(),
  endingBalance: z.string(),
  clearedDeposits: z.string(),
  clearedPayments: z.string(),
  clearedBalance: z.string(),
  /** Ending balance less the cleared balance: finishing needs 0.00. */
  difference: z.string(),
  clearedCount: z.int32(),
  status: z.enum(RECONCILIATION_STATUSES),
  finishedBy: z.string().nullable(),
  finishedDate: z.string().nullable(),
  createdDate: z.string(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconciliationItemSchema = bookLineSchema.extend({
  cleared: z.boolean(),
  /** Matched to a bank transaction (cleared when the reconciliation starts). */
  matched: z.boolean(),
});
export const reconciliationDetailSchema = reconciliationSchema.extend({
  items: z.array(reconciliationItemSchema),
});
export type ReconciliationDetail = z.infer<typeof reconciliationDetailSchema>;

export const reconciliationListQuery = z.strictObject({
  bankAccountId: id.optional(),
  status: z.enum(RECONCILIATION_STATUSES).optional(),
  limit: z.coerce.number().check(z.int32()).min(1).max(500).default(100),
  offset: z.coerce.number().check(z.int32()).min(0).max(1_000_000).default(0),
});

export const createReconciliationBodySchema = z.strictObject({
  bankAccountId: id,
  statementDate: businessDate,
  endingBalance: moneyInput,
  /** Only for an account's first reconciliation; later ones open at the last one's ending balance. */
  openingBalance: moneyInput.optional(),
});

export const patchReconciliationBodySchema = z.strictObject({
  statementDate: businessDate.optional(),
  endingBalance: moneyInput.optional(),
  clear: z.array(z.number().int().positive().max(9_000_000_000_000)).max(5000).optional(),
  unclear: z.array(z.number().int().positive().max(9_000_000_000_000)).max(5000).optional(),
  /** Finish: refused unless the difference is 0.00. */
  finish: z.literal(true).optional(),
});

export const unreconcileQuery = z.strictObject({
  /** Why a finished reconciliation is undone (kept in the audit trail); required for a finished one. */
  reason: z.string().trim().max(500).optional(),
});
