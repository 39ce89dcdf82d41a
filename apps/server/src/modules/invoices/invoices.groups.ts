import { Money, moneyString } from '@fieldline/contracts/common/money';
import { INVOICE_RULES } from '@fieldline/contracts/invoices/invoices.contract';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import { customers } from '../customers/customers.table';
import { unbillJobOf } from './invoices.from-job';
import { voidInvoice } from './invoices.posting';
import { invoiceGroups, invoices } from './invoices.table';

type GroupRow = typeof invoiceGroups.$inferSelect & { customerName: string };

async function toGroups(db: Db, rows: GroupRow[]) {
  if (rows.length === 0) return [];
  const members = await db
    .select({
      id: invoices.id,
      groupId: invoices.invoiceGroupId,
      invoiceNumber: invoices.invoiceNumber,
      total: invoices.total,
      balance: invoices.balance,
      status: invoices.status,
    })
    .from(invoices)
    .where(
      inArray(
        invoices.invoiceGroupId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(invoices.id));
  return rows.map((g) => {
    const list = members.filter((m) => m.groupId === g.id).map(({ groupId: _g, ...m }) => m);
    const live = list.filter((m) => m.status !== 'Void');
    return {
      id: g.id,
      name: g.name,
      customerId: g.customerId,
      customerName: g.customerName,
      description: g.description,
      isVoid: g.isVoid,
      total: moneyString(live.reduce((s, m) => s.plus(m.total), new Money(0))),
      balance: moneyString(live.reduce((s, m) => s.plus(m.balance), new Money(0))),
      invoices: list,
    };
  });
}

const groupSelect = (db: Db) =>
  db
    .select({
      id: invoiceGroups.id,
      name: invoiceGroups.name,
      customerId: invoiceGroups.customerId,
      customerName: customers.name,
      description: invoiceGroups.description,
      isVoid: invoiceGroups.isVoid,
      createdDate: invoiceGroups.createdDate,
      createdBy: invoiceGroups.createdBy,
      modifiedDate: invoiceGroups.modifiedDate,
      modifiedBy: invoiceGroups.modifiedBy,
      version: invoiceGroups.version,
    })
    .from(invoiceGroups)
    .innerJoin(customers, eq(customers.id, invoiceGroups.customerId));

export async function getInvoiceGroup(db: Db, id: number) {
  const [row] = await groupSelect(db).where(eq(invoiceGroups.id, id));
  if (!row) throw notFound('invoice group');
  return (await toGroups(db, [row]))[0];
}

export async function queryInvoiceGroups(
  db: Db,
  f: { customerId?: number; query?: string; includeVoid?: boolean; offset: number; limit: number },
) {
  const where: (SQL | undefined)[] = [];
  if (f.customerId) where.push(eq(invoiceGroups.customerId, f.customerId));
  if (!f.includeVoid) where.push(eq(invoiceGroups.isVoid, false));
  if (f.query) {
    const like = `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(invoiceGroups.name, like), ilike(customers.name, like)));
  }
  const rows = await groupSelect(db)
    .where(and(...where))
    .orderBy(desc(invoiceGroups.id))
    .offset(f.offset)
    .limit(f.limit);
  return toGroups(db, rows);
}

/** Adds invoices to a group: each of the group's customer, not void, and not in another group. */
async function addInvoices(db: Db, group: { id: number; customerId: number }, ids: number[], userId: number) {
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      status: invoices.status,
      groupId: invoices.invoiceGroupId,
    })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .for('update');
  const found = new Set(rows.map((r) => r.id));
  const unknown = ids.findIndex((id) => !found.has(id));
  if (unknown >= 0) throw fieldError(`invoiceIds[${unknown}]`, 'Unknown invoice.');
  if (rows.some((r) => r.customerId !== group.customerId)) throw ruleViolation(INVOICE_RULES.groupCustomer);
  if (rows.some((r) => r.groupId && r.groupId !== group.id))
    throw ruleViolation(INVOICE_RULES.invoiceInOtherGroup);
  await db
    .update(invoices)
    .set({ invoiceGroupId: group.id, modifiedBy: userId, modifiedDate: sql`now()` })
    .where(inArray(invoices.id, ids));
}

export async function createInvoiceGroup(
  db: Db,
  body: { name: string; customerId: number; description?: string | null; invoiceIds: number[] },
  userId: number,
) {
  const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customerId));
  if (!c) throw fieldError('customerId', 'Unknown customer.');
  const [group] = await db
    .insert(invoiceGroups)
    .values({
      name: body.name,
      customerId: body.customerId,
      description: body.description ?? null,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning();
  await addInvoices(db, group, body.invoiceIds, userId);
  return getInvoiceGroup(db, group.id);
}

async function liveGroup(db: Db, id: number) {
  const [g] = await db.select().from(invoiceGroups).where(eq(invoiceGroups.id, id)).for('update');
  if (!g) throw notFound('invoice group');
  if (g.isVoid) throw ruleViolation(INVOICE_RULES.groupVoid);
  return g;
}

export async function updateInvoiceGroup(
  db: Db,
  id: number,
  body: { name?: string; description?: string | null; invoiceIds?: number[] },
  userId: number,
) {
  const g = await liveGroup(db, id);
  await db
    .update(invoiceGroups)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description }),
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${invoiceGroups.version} + 1`,
    })
    .where(eq(invoiceGroups.id, id));
  await addInvoices(db, g, body.invoiceIds ?? [], userId);
  return getInvoiceGroup(db, id);
}

export async function removeGroupInvoice(db: Db, id: number, invoiceId: number, userId: number) {
  await liveGroup(db, id);
  const updated = await db
    .update(invoices)
    .set({ invoiceGroupId: null, modifiedBy: userId, modifiedDate: sql`now()` })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.invoiceGroupId, id)))
    .returning({ id: invoices.id });
  if (updated.length === 0) throw fieldError('invoiceId', 'The invoice is not in this group.');
  return getInvoiceGroup(db, id);
}

/** Deleting a group frees its invoices (they stay as they are). */
export async function deleteInvoiceGroup(db: Db, id: number) {
  const [g] = await db.select({ id: invoiceGroups.id }).from(invoiceGroups).where(eq(invoiceGroups.id, id));
  if (!g) throw notFound('invoice group');
  await db.update(invoices).set({ invoiceGroupId: null }).where(eq(invoices.invoiceGroupId, id));
  await db.delete(invoiceGroups).where(eq(invoiceGroups.id, id));
}

/** Voids every invoice of the group in the request's one transaction: any refusal leaves all of them as they were. */
export async function voidInvoiceGroup(db: Db, id: number, reason: string, userId: number) {
  await liveGroup(db, id);
  const open = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.invoiceGroupId, id), ne(invoices.status, 'Void')))
    .orderBy(asc(invoices.id));
  for (const inv of open) {
    await voidInvoice(db, inv.id, { reason, userId });
    await unbillJobOf(db, inv.id, userId);
  }
  await db
    .update(invoiceGroups)
    .set({
      isVoid: true,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${invoiceGroups.version} + 1`,
    })
    .where(eq(invoiceGroups.id, id));
  return getInvoiceGroup(db, id);
}
