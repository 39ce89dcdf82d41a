import { sql } from 'drizzle-orm';
import { insertRows } from '../../platform/db/bulk-insert';
import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';
import { accountForRole, assertPostableAccounts, postEntries } from '../ledger';
import { taxCalculator } from '../taxes';
import {
  type ComputedInvoice,
  type CreateInvoiceInput,
  computeInvoice,
  groupNamesOf,
  invoiceItemRows,
  invoiceNumberOf,
  invoicePosting,
  invoiceRow,
  invoiceTaxRows,
} from './invoices.build';
import { fixed } from './invoices.compute';
import { customerCurrencies, type InvoiceCurrency } from './invoices.currency';
import { assertKnownItems, createInvoice, INVOICE_MESSAGES, itemStocking } from './invoices.posting';
import { invoiceItemGroups, invoiceItems, invoices, invoiceTaxes } from './invoices.table';

/** Item groups per INSERT (they answer their ids, so drizzle builds it): under 65,535 parameters. */
const CHUNK = 5_000;

type Created = { id: number; invoiceNumber: string; total: string };

/**
 * Creates many invoices as `createInvoice` creates one (same numbers, figures, tax, entries), in a few
 * statements whatever their number: a billing run's thousands of contract invoices. An invoice of a job, or
 * with stocked lines, goes through `createInvoice` on its own (it relieves stock and credits the job's
 * salesperson); an invoice without a job has no salesperson, so no commission to figure. Any refusal refuses
 * the whole batch; answers in the inputs' order.
 */
export async function createInvoices(db: Db, inputs: CreateInvoiceInput[]): Promise<Created[]> {
  const empty = inputs.findIndex((input) => input.lines.length === 0);
  if (empty >= 0) throw ruleViolation(`Invoice ${empty + 1}: ${INVOICE_MESSAGES.noLines}`);
  await assertPostableAccounts(
    db,
    inputs.flatMap((input, k) =>
      input.lines.map((l, i) => ({
        field: `invoices[${k}].lines[${i}].revenueAccountId`,
        accountId: l.revenueAccountId,
      })),
    ),
  );
  const itemIds = [...new Set(inputs.flatMap((i) => i.lines.flatMap((l) => (l.itemId ? [l.itemId] : []))))];
  const stocked = await itemStocking(db, itemIds);
  for (const [k, input] of inputs.entries()) assertKnownItems(input.lines, stocked, `invoices[${k}].`);
  const currencies = await customerCurrencies(
    db,
    inputs.map((i) => i.customerId),
    'invoices.customerId',
  );
  const taxOn = taxCalculator(db);
  const computed: ComputedInvoice[] = [];
  for (const input of inputs) computed.push(await computeInvoice(input, stocked, taxOn));

  const out: Created[] = new Array(inputs.length);
  const alone = (k: number) => inputs[k].jobId || computed[k].lines.some((l) => l.isStocked);
  for (const [k, input] of inputs.entries()) if (alone(k)) out[k] = await createInvoice(db, input);
  const batch = inputs.flatMap((input, k) => (alone(k) ? [] : [{ k, input, c: computed[k] }]));
  if (batch.length === 0) return out;

  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id from generate_series(1, ${batch.length})`,
  )) as any;
  const ids = ((result.rows ?? result) as { id: number }[]).map((r) => Number(r.id));
  await insertRows(
    db,
    invoices,
    batch.map((b, i) =>
      invoiceRow(ids[i], b.input, currencies.get(b.input.customerId) as InvoiceCurrency, b.c),
    ),
  );
  const groupRows = batch.flatMap((b, i) =>
    groupNamesOf(b.c.lines).map((name, g) => ({ invoiceId: ids[i], name, displayOrder: g + 1 })),
  );
  const groupId = new Map<string, number>();
  for (let i = 0; i < groupRows.length; i += CHUNK) {
    const made = await db
      .insert(invoiceItemGroups)
      .values(groupRows.slice(i, i + CHUNK))
      .returning({
        id: invoiceItemGroups.id,
        invoiceId: invoiceItemGroups.invoiceId,
        name: invoiceItemGroups.name,
      });
    for (const g of made) groupId.set(`${g.invoiceId}:${g.name}`, g.id);
  }
  const groupsOf = (id: number, c: ComputedInvoice) =>
    new Map(groupNamesOf(c.lines).map((name) => [name, groupId.get(`${id}:${name}`) as number]));
  await insertRows(
    db,
    invoiceItems,
    batch.flatMap((b, i) => invoiceItemRows(ids[i], b.c.lines, groupsOf(ids[i], b.c))),
  );
  await insertRows(
    db,
    invoiceTaxes,
    batch.flatMap((b, i) => invoiceTaxRows(ids[i], b.c)),
  );

  const ar = await accountForRole(db, 'AR');
  const roles = {
    Revenue: await accountForRole(db, 'Revenue'),
    CustomerDeposits: batch.some((b) => b.c.isDeposit) ? await accountForRole(db, 'CustomerDeposits') : 0,
    SalesTaxPayable: batch.some((b) => b.c.tax.byAuthority.some((a) => !a.payableAccountId))
      ? await accountForRole(db, 'SalesTaxPayable')
      : 0,
  };
  const entries = await postEntries(
    db,
    batch.map((b, i) => ({
      entryDate: b.input.invoiceDate,
      sourceType: 'Invoice' as const,
      sourceId: ids[i],
      memo: `Invoice ${invoiceNumberOf(ids[i])}`,
      reference: invoiceNumberOf(ids[i]),
      lines: invoicePosting(b.input, b.c, {
        ar,
        revenue: b.c.isDeposit ? roles.CustomerDeposits : roles.Revenue,
        taxPayable: roles.SalesTaxPayable,
      }),
      userId: b.input.userId,
    })),
  );
  const links = batch.flatMap((_, i) => (entries[i] ? [{ id: ids[i], entry: entries[i]?.id }] : []));
  if (links.length)
    await db.execute(sql`update invoices i set journal_entry_id = v.entry
      from json_to_recordset(${JSON.stringify(links)}::json) as v(id int, entry int) where i.id = v.id`);
  for (const [i, b] of batch.entries())
    out[b.k] = { id: ids[i], invoiceNumber: invoiceNumberOf(ids[i]), total: fixed(b.c.total) };
  return out;
}
