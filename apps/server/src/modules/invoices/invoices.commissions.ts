import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { invoiceEmployees } from './invoices.table';

/**
 * An invoice's commissions follow its rules, payments, credits and void. The commissions module (a higher
 * layer) recomputes them; it registers here, and the invoice and payment services call `refreshInvoiceCommissions`
 * in the same transaction as every change (decision 013's registries).
 */
export type InvoiceCommissionsRecompute = (
  db: Db,
  invoiceId: number,
  userId: number | null,
  opts: { newInvoice?: boolean },
) => Promise<void>;

let recompute: InvoiceCommissionsRecompute | null = null;

export function setInvoiceCommissionsRecompute(fn: InvoiceCommissionsRecompute): void {
  recompute = fn;
}

export async function refreshInvoiceCommissions(
  db: Db,
  invoiceId: number,
  userId: number | null,
  opts: { newInvoice?: boolean } = {},
): Promise<void> {
  if (!recompute) throw new Error('Invoice commissions: the commissions module has not registered.');
  await recompute(db, invoiceId, userId, opts);
}

export interface InvoiceCommissionRow {
  id: number;
  /** The person's user id. */
  employeeId: number;
  commissionSource: string;
  commissionPct: string;
  overrideAmount: string | null;
  isPaid: boolean;
}

export function invoiceCommissionRows(db: Db, invoiceId: number): Promise<InvoiceCommissionRow[]> {
  return db
    .select({
      id: invoiceEmployees.id,
      employeeId: invoiceEmployees.employeeId,
      commissionSource: invoiceEmployees.commissionSource,
      commissionPct: invoiceEmployees.commissionPct,
      overrideAmount: invoiceEmployees.overrideAmount,
      isPaid: invoiceEmployees.isPaid,
    })
    .from(invoiceEmployees)
    .where(eq(invoiceEmployees.invoiceId, invoiceId))
    .orderBy(asc(invoiceEmployees.id));
}

export interface InvoiceCommissionFigures {
  /** The person's user id. */
  employeeId: number;
  ruleId: number | null;
  commissionPct: string;
  commissionFull: string;
  commissionAmount: string;
}

/**
 * Writes the recomputed figures onto the invoice's employee rows; a person not on the invoice yet (the job's
 * salesperson on a new invoice) is added as Sales, figured by their rule.
 */
export async function writeInvoiceCommissions(
  db: Db,
  invoiceId: number,
  figures: InvoiceCommissionFigures[],
  userId: number | null,
): Promise<void> {
  // A handful of people per invoice: one small upsert each.
  for (const f of figures)
    await db
      .insert(invoiceEmployees)
      .values({
        invoiceId,
        employeeId: f.employeeId,
        role: 'Sales',
        commissionSource: 'Rule',
        ruleId: f.ruleId,
        commissionPct: f.commissionPct,
        commissionFull: f.commissionFull,
        commissionAmount: f.commissionAmount,
        createdBy: userId,
        modifiedBy: userId,
      })
      .onConflictDoUpdate({
        target: [invoiceEmployees.invoiceId, invoiceEmployees.employeeId],
        set: {
          ruleId: f.ruleId,
          commissionPct: f.commissionPct,
          commissionFull: f.commissionFull,
          commissionAmount: f.commissionAmount,
          modifiedBy: userId,
          modifiedDate: sql`now()`,
        },
        // Only rows whose figures changed: the audit columns say when the commission last moved.
        setWhere: sql`(${invoiceEmployees.commissionAmount}, ${invoiceEmployees.commissionFull}, ${invoiceEmployees.commissionPct}, coalesce(${invoiceEmployees.ruleId}, 0)) is distinct from (excluded.commission_amount, excluded.commission_full, excluded.commission_pct, coalesce(excluded.rule_id, 0))`,
      });
}

/** Drops the amounts typed by hand on the invoice's unpaid rows (they go back to their rule or percent). */
export async function clearCommissionOverrides(db: Db, invoiceId: number): Promise<void> {
  await db
    .update(invoiceEmployees)
    .set({ overrideAmount: null })
    .where(and(eq(invoiceEmployees.invoiceId, invoiceId), eq(invoiceEmployees.isPaid, false)));
}
