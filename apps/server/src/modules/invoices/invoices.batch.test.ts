import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Db } from '../../platform/db/database';
import { itemTypes } from '../items/items.table';
import { accountForRole, postEntries } from '../ledger';
import { journalEntries, journalLines } from '../ledger/ledger.table';
import { taxSchedules } from '../taxes/taxes.table';
import { createInvoices } from './invoices.batch';
import type { CreateInvoiceInput } from './invoices.build';
import { createInvoice } from './invoices.posting';
import { invoiceItemGroups, invoiceItems, invoices, invoiceTaxes } from './invoices.table';

let t: TestApp;
let db: Db;
let inputs: CreateInvoiceInput[];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const admin = await t.login();
  const [a, b] = [(await createCustomer(t, admin)).id, (await createCustomer(t, admin)).id];
  const [{ id: denver }] = await db.select().from(taxSchedules).where(eq(taxSchedules.name, 'Denver, CO'));
  const stocked = await seedItem(t);
  const [labor] = await db.select().from(itemTypes).where(eq(itemTypes.isStocked, false)).limit(1);
  const service = await seedItem(t, { typeId: labor.id });
  inputs = [
    {
      customerId: a,
      invoiceDate: '2026-03-10',
      taxScheduleId: denver,
      invoiceSource: 'Contract',
      notes: 'Taxed, two groups',
      lines: [
        { description: 'Labor', quantity: '2', unitPrice: '85', isTaxable: false, groupName: 'Labor' },
        { itemId: service.id, description: 'Tune-up', quantity: '1', unitPrice: '129.99', groupName: 'Plan' },
        { description: 'Coil clean', quantity: '3', unitPrice: '33.333', groupName: 'Plan' },
      ],
      userId: null,
    },
    {
      customerId: b,
      invoiceDate: '2026-04-01',
      invoiceType: 'Deposit',
      lines: [{ description: 'Deposit', quantity: '1', unitPrice: '500' }],
      userId: null,
    },
    // A stocked line: made by createInvoice on its own (it relieves stock).
    {
      customerId: b,
      invoiceDate: '2026-04-02',
      lines: [{ itemId: stocked.id, description: 'Filter', quantity: '2', unitPrice: '25', unitCost: '10' }],
      userId: null,
    },
    // Nothing to post: a zero invoice is Paid and has no entry.
    {
      customerId: a,
      invoiceDate: '2026-04-03',
      lines: [{ description: 'Warranty visit', quantity: '1', unitPrice: '0' }],
      userId: null,
    },
  ];
});
afterAll(() => t.close());

const tx = <T>(fn: (db: Db) => Promise<T>) => db.transaction((x) => fn(x as Db));

/** Everything an invoice is, without what differs between two copies (ids, numbers, times). */
async function shape(ids: number[]) {
  const out = [];
  for (const id of ids) {
    const [inv] = await db.select().from(invoices).where(eq(invoices.id, id));
    const { id: _i, invoiceNumber, journalEntryId, createdDate, modifiedDate, ...head } = inv as any;
    const groups = await db.select().from(invoiceItemGroups).where(eq(invoiceItemGroups.invoiceId, id));
    const groupName = new Map(groups.map((g) => [g.id, g.name]));
    const items = (await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id)))
      .sort((x, y) => x.displayOrder - y.displayOrder)
      .map(({ id: _, invoiceId, groupId, ...l }) => ({
        ...l,
        group: groupId ? groupName.get(groupId) : null,
      }));
    const taxes = (await db.select().from(invoiceTaxes).where(eq(invoiceTaxes.invoiceId, id))).map(
      ({ invoiceId, ...x }) => x,
    );
    const entry = journalEntryId
      ? (await db.select().from(journalLines).where(eq(journalLines.entryId, journalEntryId)))
          .sort((x, y) => x.lineNumber - y.lineNumber)
          .map((l) => ({ ...l, id: 0, entryId: 0, sourceId: 0, createdDate: null }))
      : null;
    const [e] = journalEntryId
      ? await db.select().from(journalEntries).where(eq(journalEntries.id, journalEntryId))
      : [null];
    expect(e?.reference ?? invoiceNumber).toBe(invoiceNumber);
    out.push({ head, items, taxes, entry, entryTotal: e?.total ?? null });
  }
  return out;
}

describe('createInvoices', () => {
  it('makes each invoice exactly as createInvoice makes it: lines, groups, tax, status and entry', async () => {
    const one = await tx(async (x) => {
      const made = [];
      for (const input of inputs) made.push(await createInvoice(x, input));
      return made;
    });
    const batch = await tx((x) => createInvoices(x, inputs));
    expect(batch.map((b) => b.total)).toEqual(one.map((o) => o.total));
    expect(batch.map((b) => b.total)).toEqual(['420.25', '500.00', '50.00', '0.00']);
    const [expected, got] = [await shape(one.map((o) => o.id)), await shape(batch.map((b) => b.id))];
    expect(got).toEqual(expected);
    expect(got[0].taxes.length).toBeGreaterThan(0);
    expect(got[3].entry).toBeNull();
    expect(got[3].head.status).toBe('Paid');
  });

  it('refuses the whole batch naming the invoice and line, and writes nothing', async () => {
    const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    const bad = [inputs[0], { ...inputs[1], lines: [{ ...inputs[1].lines[0], itemId: 2_000_000_000 }] }];
    await expect(tx((x) => createInvoices(x, bad))).rejects.toMatchObject({
      errors: [{ field: 'invoices[1].lines[0].itemId', message: 'Unknown item.' }],
    });
    const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    expect(after).toBe(before);
  });
});

describe('postEntries', () => {
  it('posts many entries in order, null where nothing is left, and refuses all for one unbalanced', async () => {
    const [cash, revenue] = [await accountForRole(db, 'Cash'), await accountForRole(db, 'Revenue')];
    const entry = (amount: string, credit = amount) => ({
      entryDate: '2026-05-01',
      sourceType: 'Manual' as const,
      memo: `batch ${amount}`,
      lines: [
        { accountId: cash, debit: amount },
        { accountId: revenue, credit },
      ],
      userId: null,
    });
    const posted = await tx((x) => postEntries(x, [entry('10'), entry('0'), entry('2.345')]));
    expect(posted[1]).toBeNull();
    const rows = await db
      .select({ id: journalEntries.id, memo: journalEntries.memo, total: journalEntries.total })
      .from(journalEntries)
      .where(inArray(journalEntries.id, [posted[0]?.id ?? 0, posted[2]?.id ?? 0]));
    expect(rows.sort((x, y) => x.id - y.id).map((r) => [r.memo, r.total])).toEqual([
      ['batch 10', '10.00'],
      ['batch 2.345', '2.34'],
    ]);
    const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    await expect(tx((x) => postEntries(x, [entry('1'), entry('5', '4')]))).rejects.toThrow(
      'The journal entry does not balance: debits 5.00 and credits 4.00.',
    );
    const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    expect(after).toBe(before);
  });
});
