import type {
  InvoiceDetail,
  InvoiceItem,
  InvoiceListRow,
} from '@fieldline/contracts/invoices/invoices.contract';
import { type DocumentWarning, TAX_WARNINGS } from '@fieldline/contracts/taxes/taxes.contract';
import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { customers } from '../customers/customers.table';
import { items } from '../items/items.table';
import { jobs } from '../jobs/jobs.table';
import { locations } from '../locations/locations.table';
import { offices } from '../organization/organization.table';
import { percentText, taxAuthorities, taxSchedules } from '../taxes';
import { today } from './invoices.compute';
import { invoiceItemGroups, invoiceItems, invoices, invoiceTaxes } from './invoices.table';

type PaymentsReader = (db: Db, invoiceId: number) => Promise<Record<string, unknown>[]>;
let paymentsReader: PaymentsReader | null = null;

/** The payments module registers how to list the payments applied to an invoice (shown on its detail). */
export function registerInvoicePaymentsReader(reader: PaymentsReader): void {
  paymentsReader = reader;
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

const listColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  invoiceType: invoices.invoiceType,
  status: invoices.status,
  customerId: invoices.customerId,
  customerName: customers.name,
  jobId: invoices.jobId,
  jobNumber: jobs.jobNumber,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  poNumber: invoices.poNumber,
  total: invoices.total,
  amountPaid: invoices.amountPaid,
  balance: invoices.balance,
};

export interface InvoiceFilter {
  query?: string;
  customerId?: number;
  jobId?: number;
  status?: string;
  invoiceType?: string;
  dateFrom?: string;
  dateTo?: string;
  dueBefore?: string;
  offset?: number;
  limit?: number;
}

function whereOf(f: InvoiceFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.query) {
    const like = `%${escapeLike(f.query)}%`;
    where.push(
      or(
        sql`(${invoices.invoiceNumber} || ' ' || ${invoices.poNumber}) ilike ${like}`,
        ilike(customers.name, like),
      ),
    );
  }
  if (f.customerId) where.push(eq(invoices.customerId, f.customerId));
  if (f.jobId) where.push(eq(invoices.jobId, f.jobId));
  if (f.status) where.push(eq(invoices.status, f.status));
  if (f.invoiceType) where.push(eq(invoices.invoiceType, f.invoiceType));
  if (f.dateFrom) where.push(gte(invoices.invoiceDate, f.dateFrom));
  if (f.dateTo) where.push(lte(invoices.invoiceDate, f.dateTo));
  if (f.dueBefore) where.push(lt(invoices.dueDate, f.dueBefore));
  return and(...where);
}

export async function searchInvoices(
  db: Db,
  f: InvoiceFilter,
): Promise<{ data: InvoiceListRow[]; count_filtered: number }> {
  const where = whereOf(f);
  const [data, [{ n }]] = await Promise.all([
    db
      .select(listColumns)
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .leftJoin(jobs, eq(jobs.id, invoices.jobId))
      .where(where)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .offset(f.offset ?? 0)
      .limit(f.limit ?? 50),
    db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .where(where),
  ]);
  return { data, count_filtered: Number(n) };
}

/** Open invoices due before today (oldest first), optionally of one customer. */
export async function pastDueInvoices(db: Db, customerId?: number): Promise<InvoiceListRow[]> {
  return db
    .select(listColumns)
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(jobs, eq(jobs.id, invoices.jobId))
    .where(
      and(
        eq(invoices.status, 'Open'),
        lt(invoices.dueDate, today()),
        customerId ? eq(invoices.customerId, customerId) : undefined,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(1000);
}

export async function listInvoiceItems(db: Db, invoiceId: number): Promise<InvoiceItem[]> {
  return db
    .select({
      id: invoiceItems.id,
      groupId: invoiceItems.groupId,
      itemId: invoiceItems.itemId,
      itemCode: items.itemCode,
      description: invoiceItems.description,
      quantity: invoiceItems.quantity,
      unitPrice: invoiceItems.unitPrice,
      unitCost: invoiceItems.unitCost,
      discountAmount: invoiceItems.discountAmount,
      subtotal: invoiceItems.subtotal,
      tax: invoiceItems.tax,
      total: invoiceItems.total,
      isTaxable: invoiceItems.isTaxable,
      isStocked: invoiceItems.isStocked,
      displayOrder: invoiceItems.displayOrder,
    })
    .from(invoiceItems)
    .leftJoin(items, eq(items.id, invoiceItems.itemId))
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.displayOrder), asc(invoiceItems.id));
}

export async function listInvoiceItemGroups(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoiceItemGroups.id,
      name: invoiceItemGroups.name,
      description: invoiceItemGroups.description,
      displayOrder: invoiceItemGroups.displayOrder,
    })
    .from(invoiceItemGroups)
    .where(eq(invoiceItemGroups.invoiceId, invoiceId))
    .orderBy(asc(invoiceItemGroups.displayOrder), asc(invoiceItemGroups.id));
}

export async function listInvoiceTaxes(db: Db, invoiceId: number) {
  const rows = await db
    .select({
      authorityId: invoiceTaxes.authorityId,
      name: taxAuthorities.name,
      rate: taxAuthorities.ratePct,
      taxableAmount: invoiceTaxes.taxableAmount,
      amount: invoiceTaxes.amount,
    })
    .from(invoiceTaxes)
    .innerJoin(taxAuthorities, eq(taxAuthorities.id, invoiceTaxes.authorityId))
    .where(eq(invoiceTaxes.invoiceId, invoiceId))
    .orderBy(asc(taxAuthorities.name));
  return rows.map((r) => ({ ...r, rate: percentText(r.rate) }));
}

/** Throws 404 unless the invoice exists; returns its row. */
export async function invoiceRow(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound('invoice');
  return row;
}

export async function getInvoiceDetail(db: Db, id: number): Promise<InvoiceDetail> {
  const [r] = await db
    .select({
      inv: invoices,
      customer: { id: customers.id, name: customers.name, accountNumber: customers.accountNumber },
      location: { id: locations.id, name: locations.name },
      locationTaxScheduleId: locations.taxScheduleId,
      job: { id: jobs.id, jobNumber: jobs.jobNumber, name: jobs.name },
      office: { id: offices.id, name: offices.name },
      taxSchedule: { id: taxSchedules.id, name: taxSchedules.name },
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(locations, eq(locations.id, invoices.locationId))
    .leftJoin(jobs, eq(jobs.id, invoices.jobId))
    .leftJoin(offices, eq(offices.id, invoices.officeId))
    .leftJoin(taxSchedules, eq(taxSchedules.id, invoices.taxScheduleId))
    .where(eq(invoices.id, id));
  if (!r) throw notFound('invoice');
  const [lines, groups, taxes, payments] = await Promise.all([
    listInvoiceItems(db, id),
    listInvoiceItemGroups(db, id),
    listInvoiceTaxes(db, id),
    paymentsReader ? paymentsReader(db, id) : Promise.resolve([]),
  ]);
  const i = r.inv;
  return {
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    invoiceType: i.invoiceType,
    invoiceSource: i.invoiceSource,
    status: i.status,
    customer: r.customer,
    location: r.location?.id ? r.location : null,
    job: r.job?.id ? r.job : null,
    office: r.office?.id ? r.office : null,
    taxSchedule: r.taxSchedule?.id ? r.taxSchedule : null,
    invoiceGroupId: i.invoiceGroupId,
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    poNumber: i.poNumber,
    notes: i.notes,
    currencyId: i.currencyId,
    currencyRate: i.currencyRate,
    subTotal: i.subTotal,
    taxAmount: i.taxAmount,
    total: i.total,
    amountPaid: i.amountPaid,
    balance: i.balance,
    cost: i.cost,
    voidedDate: i.voidedDate,
    voidReason: i.voidReason,
    journalEntryId: i.journalEntryId,
    voidEntryId: i.voidEntryId,
    items: lines,
    groups,
    taxes,
    payments,
    createdDate: i.createdDate,
    warnings: taxWarnings(i.taxScheduleId, r.location?.id ? r.locationTaxScheduleId : undefined),
  };
}

/**
 * Sales tax is never silently zero: an invoice without a tax schedule says so (it can still be posted). The
 * message names the location when that is the cause; a deliberate exemption is a schedule (Tax Exempt), not none.
 */
export function taxWarnings(
  invoiceScheduleId: number | null,
  locationScheduleId: number | null | undefined,
): DocumentWarning[] {
  if (invoiceScheduleId) return [];
  return [
    {
      code: TAX_WARNINGS.NO_TAX_SCHEDULE,
      message: locationScheduleId === null ? TAX_WARNINGS.locationHasNone : TAX_WARNINGS.invoiceHasNone,
    },
  ];
}
