import { type MoneyLike, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  Bill,
  BillItem,
  BillRow,
  BillTaxLine,
  billSearchQuerySchema,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { currencies } from '../customers/customers.table';
import { items } from '../items/items.table';
import { findAccountForRole } from '../ledger';
import { supplierRefs } from '../suppliers';
import { getScheduleWithAuthorities, taxAuthorities } from '../taxes';
import { vendorBillItems, vendorBills, vendorBillTaxes } from './vendor-bills.table';

export type BillRecord = typeof vendorBills.$inferSelect;

export async function findBill(db: Db, id: number, lock = false): Promise<BillRecord> {
  const q = db.select().from(vendorBills).where(eq(vendorBills.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('vendor bill');
  return row;
}

export async function itemsOf(db: Db, billId: number): Promise<BillItem[]> {
  const rows = await db
    .select({ line: vendorBillItems, item: { id: items.id, itemCode: items.itemCode, name: items.name } })
    .from(vendorBillItems)
    .leftJoin(items, eq(items.id, vendorBillItems.itemId))
    .where(eq(vendorBillItems.billId, billId))
    .orderBy(asc(vendorBillItems.displayOrder), asc(vendorBillItems.id));
  return rows.map(({ line, item }) => ({
    id: line.id,
    billId: line.billId,
    itemId: line.itemId,
    item: item?.id ? item : null,
    description: line.description,
    quantity: line.quantity,
    unitCost: line.unitCost,
    amount: line.amount,
    glAccountId: line.glAccountId,
    displayOrder: line.displayOrder,
  }));
}

export async function getBillItem(db: Db, billId: number, itemId: number): Promise<BillItem> {
  const line = (await itemsOf(db, billId)).find((l) => l.id === itemId);
  if (!line) throw notFound('bill item');
  return line;
}

export async function taxesOf(db: Db, billId: number): Promise<BillTaxLine[]> {
  const rows = await db
    .select({ tax: vendorBillTaxes, name: taxAuthorities.name })
    .from(vendorBillTaxes)
    .innerJoin(taxAuthorities, eq(taxAuthorities.id, vendorBillTaxes.taxAuthorityId))
    .where(eq(vendorBillTaxes.billId, billId))
    .orderBy(asc(vendorBillTaxes.id));
  return rows.map(({ tax, name }) => ({
    id: tax.id,
    billId: tax.billId,
    taxAuthority: { id: tax.taxAuthorityId, name },
    taxAmount: tax.taxAmount,
  }));
}

export async function getBillTax(db: Db, billId: number, taxId: number): Promise<BillTaxLine> {
  const line = (await taxesOf(db, billId)).find((l) => l.id === taxId);
  if (!line) throw notFound('bill tax line');
  return line;
}

/** Bill amounts in the bill's currency: units of that currency per home unit times the home amount. */
const inCurrency = (v: MoneyLike, rate: string) => moneyString(toDecimal(v).times(toDecimal(rate)));

async function currencyOf(db: Db, currencyId: number | null) {
  // A bill without a currency is in the home currency: the first currency that is not an alternate one.
  const where = currencyId ? eq(currencies.id, currencyId) : eq(currencies.isAltCurrency, false);
  const [row] = await db
    .select({ abbr: currencies.abbreviation, isAlt: currencies.isAltCurrency })
    .from(currencies)
    .where(where)
    .orderBy(asc(currencies.id))
    .limit(1);
  return row ?? { abbr: 'USD', isAlt: false };
}

export async function getBill(db: Db, id: number): Promise<Bill> {
  const bill = await findBill(db, id);
  const [lines, taxes, suppliers, schedule, currency, salesTaxPaid] = await Promise.all([
    itemsOf(db, id),
    taxesOf(db, id),
    supplierRefs(db, [bill.supplierId]),
    bill.taxScheduleId ? getScheduleWithAuthorities(db, bill.taxScheduleId) : null,
    currencyOf(db, bill.currencyId),
    findAccountForRole(db, 'SalesTaxPaid'),
  ]);
  const supplier = suppliers.get(bill.supplierId) ?? { id: bill.supplierId, name: '', accountNumber: null };
  const rate = bill.currencyRate;
  return {
    id: bill.id,
    statusName: bill.statusName,
    type: bill.type,
    isAltCurrency: currency.isAlt,
    amountDue: bill.amountDue,
    amountPaid: bill.amountPaid,
    balance: bill.balance,
    taxAmount: bill.taxAmount,
    subTotal: bill.subTotal,
    currencyBalance: inCurrency(bill.balance, rate),
    currencyPaid: inCurrency(bill.amountPaid, rate),
    currencySubtotal: inCurrency(bill.subTotal, rate),
    currencyTax: inCurrency(bill.taxAmount, rate),
    currencyTotal: inCurrency(bill.amountDue, rate),
    currencyAbbr: currency.abbr,
    taxSchedule: schedule
      ? {
          id: schedule.id,
          name: schedule.name,
          authorities: schedule.authorities.map((a) => ({ id: a.id, name: a.name, rate: a.rate })),
        }
      : null,
    billNumber: bill.billNumber,
    reference: bill.reference,
    supplier,
    purchaseOrderId: bill.purchaseOrderId,
    officeId: bill.officeId,
    splitFromBillId: bill.splitFromBillId,
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    memo: bill.memo,
    journalEntryId: bill.journalEntryId,
    salesTaxPaidConfigured: salesTaxPaid !== null,
    items: lines,
    taxes,
    ...auditOut(bill),
  };
}

type SearchQuery = z.output<typeof billSearchQuerySchema>;

function searchWhere(q: SearchQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.query) {
    const like = `%${q.query}%`;
    where.push(or(ilike(vendorBills.reference, like), ilike(vendorBills.billNumber, like)));
  }
  if (q.supplierId) where.push(eq(vendorBills.supplierId, q.supplierId));
  if (q.status !== undefined) {
    const status = q.status === 'Approved' ? '' : q.status;
    where.push(eq(vendorBills.statusName, status));
  }
  if (q.dateFrom) where.push(gte(vendorBills.billDate, q.dateFrom));
  if (q.dateTo) where.push(lte(vendorBills.billDate, q.dateTo));
  return and(...where);
}

export async function searchBills(db: Db, q: SearchQuery): Promise<SearchResult<BillRow>> {
  const where = searchWhere(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(vendorBills)
      .where(where)
      .orderBy(desc(vendorBills.billDate), desc(vendorBills.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(vendorBills).where(where),
  ]);
  const suppliers = await supplierRefs(
    db,
    rows.map((r) => r.supplierId),
  );
  return {
    count_filtered: Number(n),
    data: rows.map((r) => ({
      id: r.id,
      billNumber: r.billNumber,
      reference: r.reference,
      statusName: r.statusName,
      supplierId: r.supplierId,
      supplierName: suppliers.get(r.supplierId)?.name ?? '',
      billDate: r.billDate,
      dueDate: r.dueDate,
      amountDue: r.amountDue,
      balance: r.balance,
    })),
  };
}

/** Bills by id for other modules (display names of documents): one query. */
export async function billRefs(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; reference: string; billNumber: string }>();
  const rows = await db
    .select({ id: vendorBills.id, reference: vendorBills.reference, billNumber: vendorBills.billNumber })
    .from(vendorBills)
    .where(inArray(vendorBills.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
