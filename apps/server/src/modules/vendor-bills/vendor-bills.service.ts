import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import {
  BILL_NOT_PENDING,
  type Bill,
  BillStatus,
  type billLineInputSchema,
  createBillBodySchema,
  hasTaxSchedule,
  statusMoveRefused,
  TAX_LINES_FIRST,
  TAX_NO_ACCOUNT,
  TAX_NOT_PENDING,
  type updateBillBodySchema,
  type updateBillItemBodySchema,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError, badRequest, notFound, ruleViolation } from '../../platform/errors';
import { itemSummaries } from '../items';
import { accountForRole, assertPostableAccounts, findAccountForRole } from '../ledger';
import { glAccounts } from '../ledger/ledger.table';
import { officeRefs } from '../organization';
import { getPurchaseOrder } from '../purchasing';
import { suppliers } from '../suppliers';
import { getScheduleWithAuthorities } from '../taxes';
import { approveBill, unapproveBill } from './vendor-bills.posting';
import { findBill, getBill, getBillItem } from './vendor-bills.read';
import { vendorBillItems, vendorBills, vendorBillTaxes } from './vendor-bills.table';
import { lineAmount, recomputeTotals } from './vendor-bills.totals';

export type CreateBillInput = z.input<typeof createBillBodySchema>;
type CreateBody = z.output<typeof createBillBodySchema>;
type LineInput = z.output<typeof billLineInputSchema>;
type UpdateBody = z.output<typeof updateBillBodySchema>;
type UpdateItemBody = z.output<typeof updateBillItemBodySchema>;
type FieldError = { field: string; message: string };

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The GL accounts named by lines that do not exist, as field errors. */
async function checkAccounts(db: Db, ids: (number | null | undefined)[], field: (i: number) => string) {
  const wanted = [...new Set(ids.filter((v): v is number => !!v))];
  if (wanted.length === 0) return [];
  const found = await db.select({ id: glAccounts.id }).from(glAccounts).where(inArray(glAccounts.id, wanted));
  const known = new Set(found.map((r) => r.id));
  return ids.flatMap((v, i) =>
    v && !known.has(v) ? [{ field: field(i), message: 'Unknown GL account.' }] : [],
  );
}

/**
 * COGS for stocked items, else Expense: the account a line is debited to when none is chosen. Not Inventory:
 * only stock movements post there (issue 14); the part of a stocked line that bills goods received on its
 * purchase order clears received-not-billed instead (vendor-bills.receipts.ts).
 */
async function defaultAccount(db: Db, item: ItemSummary | undefined) {
  return accountForRole(db, item?.isStocked ? 'COGS' : 'Expense');
}

async function insertLines(
  db: Db,
  billId: number,
  lines: (LineInput & { purchaseOrderItemId?: number | null })[],
) {
  if (lines.length === 0) return;
  const summaries = await itemSummaries(
    db,
    lines.flatMap((l) => (l.itemId ? [l.itemId] : [])),
  );
  const errors: FieldError[] = lines.flatMap((l, i) =>
    l.itemId && !summaries.has(l.itemId) ? [{ field: `items[${i}].itemId`, message: 'Unknown item.' }] : [],
  );
  errors.push(
    ...(await checkAccounts(
      db,
      lines.map((l) => l.glAccountId),
      (i) => `items[${i}].glAccountId`,
    )),
  );
  if (errors.length > 0) throw badRequest('Some fields are not valid.', errors);
  // The bill posts payables itself: a line's account cannot be a control account.
  await assertPostableAccounts(
    db,
    lines.map((l, i) => ({ field: `items[${i}].glAccountId`, accountId: l.glAccountId })),
  );
  const [{ last }] = await db
    .select({ last: max(vendorBillItems.displayOrder) })
    .from(vendorBillItems)
    .where(eq(vendorBillItems.billId, billId));
  const values = [];
  for (const [i, l] of lines.entries()) {
    const item = l.itemId ? summaries.get(l.itemId) : undefined;
    values.push({
      billId,
      itemId: l.itemId ?? null,
      purchaseOrderItemId: l.purchaseOrderItemId ?? null,
      description: l.description || item?.name || '',
      quantity: l.quantity,
      unitCost: l.unitCost,
      amount: lineAmount(l.quantity, l.unitCost),
      glAccountId: l.glAccountId ?? (await defaultAccount(db, item)),
      displayOrder: (last ?? 0) + i + 1,
    });
  }
  await db.insert(vendorBillItems).values(values);
}

async function checkSchedule(db: Db, id: number | null | undefined, field = 'taxScheduleId') {
  if (!hasTaxSchedule(id)) return null;
  const schedule = await getScheduleWithAuthorities(db, id);
  if (!schedule)
    throw badRequest('Some fields are not valid.', [{ field, message: 'Unknown tax schedule.' }]);
  return id;
}

/** Lines of a purchase order when a bill is made from it without lines of its own. */
async function linesFromPo(db: Db, body: CreateBody) {
  if (!body.purchaseOrderId) {
    const linked = body.items.findIndex((l) => l.purchaseOrderItemId);
    if (linked >= 0)
      throw badRequest('Some fields are not valid.', [
        { field: `items[${linked}].purchaseOrderItemId`, message: 'The bill has no purchase order.' },
      ]);
    return body.items;
  }
  let po: Awaited<ReturnType<typeof getPurchaseOrder>>;
  try {
    po = await getPurchaseOrder(db, body.purchaseOrderId);
  } catch (err) {
    if (err instanceof AppError && err.status === 404)
      throw badRequest('Some fields are not valid.', [
        { field: 'purchaseOrderId', message: 'Unknown purchase order.' },
      ]);
    throw err;
  }
  if (po.supplier.id !== body.supplierId)
    throw badRequest('Some fields are not valid.', [
      { field: 'purchaseOrderId', message: 'The purchase order is for another supplier.' },
    ]);
  if (body.items.length > 0) {
    const poLines = new Set(po.items.map((l) => l.id));
    const errors = body.items.flatMap((l, i) =>
      l.purchaseOrderItemId && !poLines.has(l.purchaseOrderItemId)
        ? [{ field: `items[${i}].purchaseOrderItemId`, message: 'Not a line of the purchase order.' }]
        : [],
    );
    if (errors.length > 0) throw badRequest('Some fields are not valid.', errors);
    return body.items;
  }
  return po.items.map((l) => ({
    itemId: l.itemId,
    description: l.description,
    quantity: l.quantity,
    unitCost: l.unitCost,
    glAccountId: null,
    purchaseOrderItemId: l.id,
  }));
}

/** Creates a bill 'Pending Approval' (by hand or from a purchase order); totals computed from the lines. */
export async function createBill(db: Db, raw: CreateBillInput, userId: number | null): Promise<Bill> {
  // Parsed here too so the demo data and property tests get the route's defaults and checks.
  const input: CreateBody = createBillBodySchema.parse(raw);
  const [[supplier], offices] = await Promise.all([
    db
      .select({ id: suppliers.id, terms: suppliers.paymentTermsDays })
      .from(suppliers)
      .where(eq(suppliers.id, input.supplierId)),
    officeRefs(db, input.officeId ? [input.officeId] : []),
  ]);
  const errors: FieldError[] = [];
  if (!supplier) errors.push({ field: 'supplierId', message: 'Unknown supplier.' });
  if (input.officeId && !offices.has(input.officeId))
    errors.push({ field: 'officeId', message: 'Unknown office.' });
  if (input.dueDate && input.dueDate < input.billDate)
    errors.push({ field: 'dueDate', message: 'The due date cannot be before the bill date.' });
  if (errors.length > 0) throw badRequest('Some fields are not valid.', errors);
  const taxScheduleId = await checkSchedule(db, input.taxScheduleId);
  const lines = await linesFromPo(db, input);
  const [row] = await db
    .insert(vendorBills)
    .values({
      billNumber: `new-${crypto.randomUUID()}`,
      reference: input.reference,
      statusName: BillStatus.PendingApproval,
      supplierId: input.supplierId,
      purchaseOrderId: input.purchaseOrderId ?? null,
      officeId: input.officeId ?? null,
      billDate: input.billDate,
      dueDate: input.dueDate ?? addDays(input.billDate, supplier.terms),
      memo: input.memo,
      taxScheduleId,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning({ id: vendorBills.id });
  await db
    .update(vendorBills)
    .set({ billNumber: `BILL-${String(row.id).padStart(6, '0')}` })
    .where(eq(vendorBills.id, row.id));
  await insertLines(db, row.id, lines);
  await recomputeTotals(db, row.id, userId);
  return getBill(db, row.id);
}

/** Whether the bill's taxes may change now; the rule's message when not (spec 3 §4). */
export async function assertTaxesEditable(db: Db, statusName: string) {
  if (statusName !== BillStatus.PendingApproval) throw ruleViolation(TAX_NOT_PENDING);
  if ((await findAccountForRole(db, 'SalesTaxPaid')) === null) throw ruleViolation(TAX_NO_ACCOUNT);
}

/**
 * Header changes. statusName '' approves (posts) a pending bill and 'Pending Approval' unapproves an
 * approved one; a new tax schedule needs the tax lines deleted first (the panel does that).
 */
export async function updateBill(db: Db, id: number, body: UpdateBody, userId: number | null): Promise<Bill> {
  const bill = await findBill(db, id, true);
  const pending = bill.statusName === BillStatus.PendingApproval;
  const values: Partial<typeof vendorBills.$inferInsert> = {};
  if (body.memo !== undefined) values.memo = body.memo;
  if (body.reference !== undefined) values.reference = body.reference;
  if (body.dueDate !== undefined) values.dueDate = body.dueDate;
  if (body.billDate !== undefined && body.billDate !== bill.billDate) {
    if (!pending) throw ruleViolation(BILL_NOT_PENDING);
    values.billDate = body.billDate;
  }
  const due = values.dueDate ?? bill.dueDate;
  if (due < (values.billDate ?? bill.billDate))
    throw badRequest('Some fields are not valid.', [
      { field: 'dueDate', message: 'The due date cannot be before the bill date.' },
    ]);
  if (body.taxScheduleId !== undefined) {
    const next = hasTaxSchedule(body.taxScheduleId) ? body.taxScheduleId : null;
    if (next !== (hasTaxSchedule(bill.taxScheduleId) ? bill.taxScheduleId : null)) {
      await assertTaxesEditable(db, bill.statusName);
      const [line] = await db
        .select({ id: vendorBillTaxes.id })
        .from(vendorBillTaxes)
        .where(eq(vendorBillTaxes.billId, id))
        .limit(1);
      if (line) throw ruleViolation(TAX_LINES_FIRST);
      values.taxScheduleId = await checkSchedule(db, next);
    }
  }
  await updateVersioned(db, vendorBills, id, body.version, values, userId, 'vendor bill');
  if (body.statusName !== undefined && body.statusName !== bill.statusName) {
    if (pending && body.statusName === BillStatus.Approved) await approveBill(db, id, userId);
    else if (bill.statusName === BillStatus.Approved && body.statusName === BillStatus.PendingApproval)
      await unapproveBill(db, id, userId);
    else throw ruleViolation(statusMoveRefused(bill.statusName, body.statusName));
  }
  return getBill(db, id);
}

export async function updateBillItem(
  db: Db,
  billId: number,
  itemId: number,
  body: UpdateItemBody,
  userId: number | null,
) {
  const bill = await findBill(db, billId, true);
  const [line] = await db
    .select()
    .from(vendorBillItems)
    .where(and(eq(vendorBillItems.id, itemId), eq(vendorBillItems.billId, billId)));
  if (!line) throw notFound('bill item');
  if (bill.statusName !== BillStatus.PendingApproval) throw ruleViolation(BILL_NOT_PENDING);
  const errors = await checkAccounts(db, [body.glAccountId], () => 'glAccountId');
  if (errors.length > 0) throw badRequest('Some fields are not valid.', errors);
  await assertPostableAccounts(db, [{ field: 'glAccountId', accountId: body.glAccountId }]);
  const quantity = body.quantity ?? line.quantity;
  const unitCost = body.unitCost ?? line.unitCost;
  await db
    .update(vendorBillItems)
    .set({
      description: body.description ?? line.description,
      quantity,
      unitCost,
      amount: lineAmount(quantity, unitCost),
      ...(body.glAccountId ? { glAccountId: body.glAccountId } : {}),
    })
    .where(eq(vendorBillItems.id, itemId));
  await recomputeTotals(db, billId, userId);
  return getBillItem(db, billId, itemId);
}
