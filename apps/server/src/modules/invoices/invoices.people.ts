import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type { InvoiceEmployee } from '@fieldline/contracts/invoices/invoices.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { contacts } from '../contacts/contacts.table';
import { users } from '../identity/identity.table';
import { clearCommissionOverrides, refreshInvoiceCommissions } from './invoices.commissions';
import { invoiceRow } from './invoices.read';
import { invoiceContacts, invoiceEmployees } from './invoices.table';

export async function listInvoiceContacts(db: Db, invoiceId: number) {
  await invoiceRow(db, invoiceId);
  const rows = await db
    .select({
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      workPhone: contacts.workPhone,
      cellPhone: contacts.cellPhone,
    })
    .from(invoiceContacts)
    .innerJoin(contacts, eq(contacts.id, invoiceContacts.contactId))
    .where(eq(invoiceContacts.invoiceId, invoiceId))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
  return rows.map((r) => ({
    contactId: r.contactId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    phone: r.workPhone ?? r.cellPhone,
  }));
}

export async function addInvoiceContact(db: Db, invoiceId: number, contactId: number) {
  await invoiceRow(db, invoiceId);
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
  if (!c) throw fieldError('contactId', 'Unknown contact.');
  await db.insert(invoiceContacts).values({ invoiceId, contactId }).onConflictDoNothing();
  return listInvoiceContacts(db, invoiceId);
}

export async function removeInvoiceContact(db: Db, invoiceId: number, contactId: number) {
  const deleted = await db
    .delete(invoiceContacts)
    .where(and(eq(invoiceContacts.invoiceId, invoiceId), eq(invoiceContacts.contactId, contactId)))
    .returning();
  if (deleted.length === 0) throw notFound('invoice contact');
}

export async function listInvoiceEmployees(db: Db, invoiceId: number): Promise<InvoiceEmployee[]> {
  await invoiceRow(db, invoiceId);
  const rows = await db
    .select({ e: invoiceEmployees, firstName: users.firstName, lastName: users.lastName })
    .from(invoiceEmployees)
    .innerJoin(users, eq(users.id, invoiceEmployees.employeeId))
    .where(eq(invoiceEmployees.invoiceId, invoiceId))
    .orderBy(asc(invoiceEmployees.id));
  return rows.map(({ e, firstName, lastName }) => ({
    id: e.id,
    employeeId: e.employeeId,
    employeeName: `${firstName} ${lastName}`.trim(),
    role: e.role,
    commissionPct: toDecimal(e.commissionPct).toString(),
    commissionAmount: e.commissionAmount,
    commissionFull: e.commissionFull,
    commissionSource: e.commissionSource as 'Rule' | 'Percent',
    overrideAmount: e.overrideAmount,
    ruleId: e.ruleId,
    isPaid: e.isPaid,
  }));
}

export async function addInvoiceEmployee(
  db: Db,
  invoiceId: number,
  body: { employeeId: number; role: string; commissionPct: string },
  userId: number,
) {
  await invoiceRow(db, invoiceId);
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.employeeId));
  if (!u) throw fieldError('employeeId', 'Unknown employee.');
  const [row] = await db
    .insert(invoiceEmployees)
    .values({
      invoiceId,
      employeeId: body.employeeId,
      role: body.role,
      // A percent typed here is the person's; without one, their commission rule (if any) figures it.
      commissionSource: toDecimal(body.commissionPct).isZero() ? 'Rule' : 'Percent',
      commissionPct: body.commissionPct,
      createdBy: userId,
      modifiedBy: userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('The employee is already on this invoice.');
  await refreshInvoiceCommissions(db, invoiceId, userId);
  return (await listInvoiceEmployees(db, invoiceId)).find((e) => e.id === row.id);
}

export async function updateInvoiceEmployee(
  db: Db,
  invoiceId: number,
  id: number,
  body: { role?: string; commissionPct?: string; isPaid?: boolean },
  userId: number,
) {
  await invoiceRow(db, invoiceId);
  const updated = await db
    .update(invoiceEmployees)
    .set({
      ...(body.role !== undefined && { role: body.role }),
      ...(body.commissionPct !== undefined && {
        commissionPct: body.commissionPct,
        commissionSource: 'Percent',
        overrideAmount: null,
      }),
      ...(body.isPaid !== undefined && { isPaid: body.isPaid }),
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${invoiceEmployees.version} + 1`,
    })
    .where(and(eq(invoiceEmployees.id, id), eq(invoiceEmployees.invoiceId, invoiceId)))
    .returning();
  if (updated.length === 0) throw notFound('invoice employee');
  await refreshInvoiceCommissions(db, invoiceId, userId);
  return (await listInvoiceEmployees(db, invoiceId)).find((e) => e.id === id);
}

export async function removeInvoiceEmployee(db: Db, invoiceId: number, id: number, userId: number) {
  const deleted = await db
    .delete(invoiceEmployees)
    .where(and(eq(invoiceEmployees.id, id), eq(invoiceEmployees.invoiceId, invoiceId)))
    .returning();
  if (deleted.length === 0) throw notFound('invoice employee');
  // Their commission entries go with them.
  await refreshInvoiceCommissions(db, invoiceId, userId);
}

export async function invoiceCommission(db: Db, invoiceId: number) {
  const inv = await invoiceRow(db, invoiceId);
  const employees = await listInvoiceEmployees(db, invoiceId);
  const total = employees.reduce((s, e) => s.plus(e.commissionAmount), new Money(0));
  return { invoiceId, subTotal: inv.subTotal, totalCommission: moneyString(total), employees };
}

/**
 * Recomputes the invoice's commissions from each person's rule or percent: amounts typed by hand on unpaid rows
 * are dropped (paid rows keep theirs).
 */
export async function computeCommissions(db: Db, invoiceId: number, userId: number) {
  await invoiceRow(db, invoiceId);
  await clearCommissionOverrides(db, invoiceId);
  await refreshInvoiceCommissions(db, invoiceId, userId);
  return invoiceCommission(db, invoiceId);
}

/** Sets percents, amounts (an amount given overrides the computed one) and paid flags of the invoice's employees. */
export async function updateCommission(
  db: Db,
  body: {
    invoiceId: number;
    employees: { employeeId: number; commissionPct?: string; commissionAmount?: string; isPaid?: boolean }[];
  },
  userId: number,
) {
  await invoiceRow(db, body.invoiceId);
  for (const [i, e] of body.employees.entries()) {
    const updated = await db
      .update(invoiceEmployees)
      .set({
        // A percent makes the row the person's own percent of the subtotal; an amount overrides the whole
        // commission (kept by later recomputes; credits, payments and a void still take their share).
        ...(e.commissionPct !== undefined && {
          commissionPct: e.commissionPct,
          commissionSource: 'Percent',
          overrideAmount: null,
        }),
        ...(e.commissionAmount !== undefined && { overrideAmount: e.commissionAmount }),
        ...(e.isPaid !== undefined && { isPaid: e.isPaid }),
        modifiedBy: userId,
        modifiedDate: sql`now()`,
      })
      .where(
        and(eq(invoiceEmployees.invoiceId, body.invoiceId), eq(invoiceEmployees.employeeId, e.employeeId)),
      )
      .returning({ id: invoiceEmployees.id });
    if (updated.length === 0)
      throw fieldError(`employees[${i}].employeeId`, 'The employee is not on this invoice.');
  }
  await refreshInvoiceCommissions(db, body.invoiceId, userId);
  return invoiceCommission(db, body.invoiceId);
}
