import { Messages } from '@fieldline/contracts/common/errors';
import {
  type createExpenseBodySchema,
  type Expense,
  JOB_WORK_MESSAGES as M,
  type updateExpenseBodySchema,
} from '@fieldline/contracts/jobs/job-work.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { findEmployeeByUser } from '../employees';
import { equipmentSummaries } from '../equipment';
import { getUserRefs } from '../identity';
import { itemSummaries } from '../items';
import { supplierRefs } from '../suppliers';
import { type JobHead, jobHead, today } from './job-work.shared';
import { jobExpenses } from './jobs.table';

type Row = typeof jobExpenses.$inferSelect;
type CreateBody = z.output<typeof createExpenseBodySchema>;
type UpdateBody = z.output<typeof updateExpenseBodySchema>;
type Audit = (entry: AuditEntry) => Promise<void>;

/** Expenses are money records: every change is audited. */
const auditable = (r: Row) => ({
  jobId: r.jobId,
  description: r.description,
  amount: r.amount,
  enteredOn: r.enteredOn,
  vendor: r.vendor,
  supplierId: r.supplierId,
  expenseItemId: r.expenseItemId,
  equipmentId: r.equipmentId,
});

export async function listExpenses(db: Db, jobId: number): Promise<Expense[]> {
  await jobHead(db, jobId);
  const rows = await db
    .select()
    .from(jobExpenses)
    .where(eq(jobExpenses.jobId, jobId))
    .orderBy(asc(jobExpenses.enteredOn), asc(jobExpenses.id));
  return present(db, rows);
}

export async function getExpense(db: Db, jobId: number, xid: number): Promise<Expense> {
  await jobHead(db, jobId);
  return (await present(db, [await findExpense(db, jobId, xid)]))[0];
}

export async function createExpense(
  db: Db,
  audit: Audit,
  userId: number,
  jobId: number,
  body: CreateBody,
): Promise<Expense> {
  const job = await jobHead(db, jobId);
  await checkRefs(db, job, body);
  // The person who paid: the recorder's employee record, so the expenses screen can reimburse it.
  const employee = await findEmployeeByUser(db, userId);
  const [row] = await db
    .insert(jobExpenses)
    .values({
      jobId,
      employeeId: employee?.id ?? null,
      description: body.description,
      amount: body.amount,
      enteredOn: body.enteredOn ?? today(),
      vendor: body.vendor ?? '',
      supplierId: body.supplierId ?? null,
      expenseItemId: body.expenseItemId ?? null,
      equipmentId: body.equipmentId ?? null,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning();
  await audit({ entity: 'jobExpense', entityId: row.id, action: 'create', after: auditable(row) });
  return (await present(db, [row]))[0];
}

export async function updateExpense(
  db: Db,
  audit: Audit,
  userId: number,
  jobId: number,
  xid: number,
  body: UpdateBody,
): Promise<Expense> {
  const job = await jobHead(db, jobId);
  const before = await findExpense(db, jobId, xid);
  refuseIfPosted(before, 'changed');
  await checkRefs(db, job, body);
  const [row] = await db
    .update(jobExpenses)
    .set({
      ...body,
      modifiedBy: userId,
      modifiedDate: new Date().toISOString(),
      version: before.version + 1,
    })
    .where(eq(jobExpenses.id, xid))
    .returning();
  await audit({
    entity: 'jobExpense',
    entityId: xid,
    action: 'update',
    before: auditable(before),
    after: auditable(row),
  });
  return (await present(db, [row]))[0];
}

export async function deleteExpense(db: Db, audit: Audit, jobId: number, xid: number): Promise<void> {
  await jobHead(db, jobId);
  const before = await findExpense(db, jobId, xid);
  refuseIfPosted(before, 'deleted');
  await db.delete(jobExpenses).where(eq(jobExpenses.id, xid));
  await audit({ entity: 'jobExpense', entityId: xid, action: 'delete', before: auditable(before) });
}

/** A posted expense is in the general ledger (expenses module, postExpenses): it stays as posted. */
function refuseIfPosted(row: Row, what: 'changed' | 'deleted'): void {
  if (row.postedEntryId !== null)
    throw ruleViolation(
      `A posted expense cannot be ${what}: it is in the general ledger (journal entry ${row.postedEntryId}).`,
    );
}

async function findExpense(db: Db, jobId: number, xid: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(jobExpenses)
    .where(and(eq(jobExpenses.id, xid), eq(jobExpenses.jobId, jobId)));
  if (!row) throw notFound('expense', 'EXPENSE_NOT_FOUND');
  return row;
}

/** Supplier, item and equipment must exist; the equipment must be at the job's location. */
async function checkRefs(db: Db, job: JobHead, body: UpdateBody): Promise<void> {
  const [suppliers, items, equipment] = await Promise.all([
    supplierRefs(db, body.supplierId ? [body.supplierId] : []),
    itemSummaries(db, body.expenseItemId ? [body.expenseItemId] : []),
    equipmentSummaries(db, body.equipmentId ? [body.equipmentId] : []),
  ]);
  const errors: { field: string; message: string }[] = [];
  if (body.supplierId && !suppliers.has(body.supplierId))
    errors.push({ field: 'supplierId', message: M.unknownSupplier });
  if (body.expenseItemId && !items.has(body.expenseItemId))
    errors.push({ field: 'expenseItemId', message: M.unknownItem });
  if (body.equipmentId) {
    const e = equipment.get(body.equipmentId);
    if (!e) errors.push({ field: 'equipmentId', message: M.unknownEquipment });
    else if (e.locationId !== job.locationId)
      errors.push({ field: 'equipmentId', message: M.equipmentNotAtLocation });
  }
  if (errors.length) throw badRequest(Messages.validation, errors);
}

async function present(db: Db, rows: Row[]): Promise<Expense[]> {
  const ids = (k: 'supplierId' | 'expenseItemId' | 'equipmentId' | 'createdBy') =>
    rows.flatMap((r) => (r[k] ? [r[k] as number] : []));
  const [people, suppliers, items, equipment] = await Promise.all([
    getUserRefs(db, ids('createdBy')),
    supplierRefs(db, ids('supplierId')),
    itemSummaries(db, ids('expenseItemId')),
    equipmentSummaries(db, ids('equipmentId')),
  ]);
  return rows.map((r) => {
    const person = r.createdBy ? people.get(r.createdBy) : undefined;
    const supplier = r.supplierId ? suppliers.get(r.supplierId) : undefined;
    const item = r.expenseItemId ? items.get(r.expenseItemId) : undefined;
    const unit = r.equipmentId ? equipment.get(r.equipmentId) : undefined;
    return {
      id: r.id,
      // Read through a job, so never null here (general expenses without a job are the expenses module's).
      jobId: r.jobId as number,
      equipment: unit ? { id: unit.id, name: unit.name } : null,
      description: r.description,
      amount: r.amount,
      createdBy: person ? { id: person.id, displayName: person.displayName } : null,
      enteredOn: r.enteredOn,
      vendor: r.vendor,
      supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
      expenseItem: item ? { id: item.id, itemCode: item.itemCode, name: item.name } : null,
      createdDate: toIso(r.createdDate),
      modifiedDate: toIso(r.modifiedDate),
      version: r.version,
    };
  });
}
