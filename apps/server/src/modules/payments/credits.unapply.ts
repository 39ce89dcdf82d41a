import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import { recordInvoicePayment, refreshInvoiceCommissions } from '../invoices';
import { markApplicationsVoid } from './payments.service';
import { customerCredits, paymentApplications } from './payments.table';

/**
 * Undoes one application of a credit: the invoice owes the amount again and the credit holds it again.
 * Applying posted no journal entry (credit and invoice both sit in receivables), so undoing posts none
 * either.
 */
export async function unapplyCredit(
  db: Db,
  creditId: number,
  applicationId: number,
  userId: number,
): Promise<void> {
  const [credit] = await db
    .select()
    .from(customerCredits)
    .where(eq(customerCredits.id, creditId))
    .for('update');
  if (!credit) throw notFound('credit');
  const [app] = await db
    .select()
    .from(paymentApplications)
    .where(and(eq(paymentApplications.id, applicationId), eq(paymentApplications.creditId, creditId)))
    .for('update');
  if (!app) throw notFound('application of this credit');
  if (app.isVoid) throw ruleViolation('This application has already been undone.');
  if (credit.status === 'Void') throw ruleViolation(`Credit ${credit.id} is void.`);
  const amount = toDecimal(app.amount);
  await recordInvoicePayment(db, app.invoiceId, moneyString(amount.negated()), userId);
  await markApplicationsVoid(db, eq(paymentApplications.id, app.id), userId);
  await refreshInvoiceCommissions(db, app.invoiceId, userId);
  await db
    .update(customerCredits)
    .set({
      amountApplied: moneyString(toDecimal(credit.amountApplied).minus(amount)),
      balance: moneyString(toDecimal(credit.balance).plus(amount)),
      status: 'Open',
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${customerCredits.version} + 1`,
    })
    .where(eq(customerCredits.id, credit.id));
}
