import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { createRule, recomputeInvoiceCommissions } from '../modules/commissions';
import { employees } from '../modules/employees';
import { invoiceEmployees, invoices } from '../modules/invoices/invoices.table';
import { jobTypes } from '../modules/jobs/jobs.table';
import { customerCredits, paymentApplications } from '../modules/payments/payments.table';
import type { Db } from '../platform/db/database';

const SALESPERSON = 'E-1004';

/**
 * Marcus Bell (E-1004, the demo's salesperson) earns 5 % of revenue when invoiced, and a flat $50 on invoices of
 * the first job type. He is credited on the invoices the demo's credits went to (so a credit memo's reversal
 * shows) and on every third of the latest invoices; each is recomputed as posting would.
 */
export async function seedCommissions(db: Db): Promise<void> {
  const [marcus] = await db
    .select({ id: employees.id, userId: employees.userId })
    .from(employees)
    .where(eq(employees.number, SALESPERSON));
  if (!marcus?.userId) return;
  const [admin] = await db
    .select({ id: employees.userId })
    .from(employees)
    .where(eq(employees.number, 'E-1001'));
  const by = admin?.id ?? marcus.userId;
  await createRule(
    db,
    {
      employeeId: marcus.id,
      basis: 'Revenue',
      earnOn: 'Invoice',
      rate: '5',
      effectiveDate: '2024-01-01',
      isActive: true,
      notes: 'Standard rate on everything he sells',
    },
    by,
  );
  const [type] = await db.select({ id: jobTypes.id }).from(jobTypes).orderBy(asc(jobTypes.id)).limit(1);
  if (type)
    await createRule(
      db,
      {
        employeeId: marcus.id,
        basis: 'FlatPerJobType',
        earnOn: 'Payment',
        flatAmount: '50',
        jobTypeId: type.id,
        effectiveDate: '2024-01-01',
        isActive: true,
        notes: 'Spiff per install, paid once the customer pays',
      },
      by,
    );
  const credited = await db
    .selectDistinct({ id: paymentApplications.invoiceId })
    .from(paymentApplications)
    .innerJoin(customerCredits, eq(customerCredits.id, paymentApplications.creditId))
    .where(and(isNotNull(paymentApplications.creditId), eq(customerCredits.source, 'Issued')));
  const latest = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.invoiceType, 'Invoice'), ne(invoices.status, 'Void')))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(36);
  const ids = [
    ...new Set([...credited.map((c) => c.id), ...latest.filter((_, i) => i % 3 === 0).map((i) => i.id)]),
  ];
  if (!ids.length) return;
  const rows = await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, ids));
  await db
    .insert(invoiceEmployees)
    .values(
      rows.map((r) => ({
        invoiceId: r.id,
        employeeId: marcus.userId as number,
        role: 'Sales',
        commissionSource: 'Rule',
      })),
    )
    .onConflictDoNothing();
  for (const r of rows) await recomputeInvoiceCommissions(db, r.id, by);
}
