import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createLocation } from '../../../test/factories';
import { seedSupplier } from '../../../test/factories-stock';
import { createTestApp, DEMO_EMAIL, type TestApp } from '../../../test/harness';
import { demoTaxScheduleId } from '../../demo/demo-taxes';
import type { Db } from '../../platform/db/database';
import { users } from '../identity';
import { bankAccounts } from '../payments/payments.table';
import { tieout } from '../reports/financial/tieout.report';
import { accountForRole } from './ledger.posting';
import { assetStockTiesOut } from './ledger.property.asset-stock-ops';
import { cardFixture, cardsTieOut } from './ledger.property.card-ops';
import { contractsTieOut } from './ledger.property.contract-ops';
import { depreciationTiesOut } from './ledger.property.depreciation-ops';
import { expenseFixture, expensesTieOut } from './ledger.property.expense-ops';
import { checkPayroll } from './ledger.property.payroll-ops';
import { stockFixture, stockTiesOut } from './ledger.property.stock-check';
import { type Fixture, newState, type Op, opArb, runOp } from './ledger.property.test-helpers';
import { paymentUploadArb, uploadsTieOut } from './ledger.property.upload-ops';
import { glAccounts } from './ledger.table';

/**
 * Random sequences of invoices, payments, deposits, credits, vendor bills (approve, unapprove, pay), voids,
 * manual entries and reversals, run through the services the routes call. Each operation runs in a
 * savepoint, so one the rules refuse (a 4xx AppError, or the deposit's isError answer) leaves nothing behind;
 * any other failure fails the test. After each sequence: every entry and the whole journal balance, the
 * trial balance of gl_period_balances is zero, the balances equal the sums recomputed from the lines, and
 * the receivables and payables accounts hold exactly the open balances of the documents, and the inventory
 * and received-not-billed accounts equal the stock valuation and the unbilled receipts (stock operations:
 * ledger.property.stock-ops.ts), and accrued payroll equals the approved pay periods' pay, each approval's
 * export equalling its approved time and its journal entry (ledger.property.payroll-ops.ts).
 * Each sequence runs in a transaction that is rolled back, so runs do not see each other's documents.
 */
// 20: with payroll and expense operations added, 12 sequences sometimes never posted an expense batch.
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);
/**
 * A fixed seed unless told: with some twenty kinds of operation over 20 random sequences, a kind now and then
 * never got done, and the "every kind posted something" check below failed one run in four or five. The suite
 * must not fail by chance; `PROPERTY_SEED=random` (or another number) explores other sequences.
 */
const SEED = process.env.PROPERTY_SEED === 'random' ? undefined : Number(process.env.PROPERTY_SEED ?? 42);

let t: TestApp;
let db: Db;
let fx: Fixture;
const outcomes = new Map<string, { done: number; refused: number; skipped: number }>();

class Rollback extends Error {}
class Refused extends Error {}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const admin = await t.login();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.name, 'Operating Checking'));
  const codes = async (list: string[]) => {
    const rows = await db.select({ id: glAccounts.id, code: glAccounts.code }).from(glAccounts);
    return list.map((c) => {
      const row = rows.find((r) => r.code === c);
      if (!row) throw new Error(`starter chart account ${c} missing`);
      return row;
    });
  };
  const customers = [];
  for (let i = 0; i < 3; i++) customers.push((await createCustomer(t, admin)).id);
  // A site each, where assets handed to the customer become their equipment.
  for (const id of customers) await createLocation(t, admin, id);
  fx = {
    userId: user.id,
    customers,
    suppliers: [(await seedSupplier(t)).id, (await seedSupplier(t)).id],
    bankAccountId: bank.id,
    taxScheduleId: await demoTaxScheduleId(db, 'Denver, CO'),
    ar: await accountForRole(db, 'AR'),
    ap: await accountForRole(db, 'AP'),
    revenueAccounts: (await codes(['4000', '4100', '4300'])).map((r) => r.id),
    creditCodes: ['6900', '4300', '6500'],
    billAccounts: (await codes(['5100', '6000', '6300', '6400'])).map((r) => r.id),
    manualAccounts: (await codes(['1000', '1010', '1500', '3000', '4000', '6100', '6200', '8000'])).map(
      (r) => r.id,
    ),
    stock: await stockFixture(t, user.id),
    expenses: await expenseFixture(db, user.id),
    cards: await cardFixture(t, admin, customers),
  };
  fx.stock.suppliers = fx.suppliers;
});
afterAll(() => t?.close());

const value = async <T>(tx: Db, q: ReturnType<typeof sql>) => (await tx.execute(q)).rows as T[];

/** The rules every sequence must leave true (amounts compared as exact decimal strings from PostgreSQL). */
async function checkLedger(tx: Db, fixture: Fixture) {
  const [totals] = await value<{ debits: string; credits: string }>(
    tx,
    sql`select coalesce(sum(debit), 0)::text as debits, coalesce(sum(credit), 0)::text as credits from journal_lines`,
  );
  expect(totals.debits).toBe(totals.credits);
  const unbalanced = await value<{ entry_id: number }>(
    tx,
    sql`select entry_id from journal_lines group by entry_id having sum(debit) <> sum(credit)`,
  );
  expect(unbalanced).toEqual([]);
  const [trial] = await value<{ net: string }>(
    tx,
    sql`select coalesce(sum(debit - credit), 0)::text as net from gl_period_balances`,
  );
  expect(Number(trial.net)).toBe(0);
  const drift = await value<Record<string, unknown>>(
    tx,
    sql`with l as (
          select account_id, period_id, office_id, division_id, department_id, sum(debit) as d, sum(credit) as c
            from journal_lines group by 1, 2, 3, 4, 5)
        select * from l full join gl_period_balances b
          using (account_id, period_id, office_id, division_id, department_id)
         where coalesce(l.d, 0) <> coalesce(b.debit, 0) or coalesce(l.c, 0) <> coalesce(b.credit, 0)`,
  );
  expect(drift).toEqual([]);
  // Compared as numeric(18,2) text: an empty sum is '0' while a sum of amounts is '0.00'.
  // Receivables per customer: open invoice balances less the credits still to apply.
  const ar = await value<{ id: number; ledger: string; documents: string }>(
    tx,
    sql`select c.id,
               (select coalesce(sum(debit - credit), 0) from journal_lines
                 where account_id = ${fixture.ar} and customer_id = c.id)::numeric(18, 2)::text as ledger,
               ((select coalesce(sum(balance), 0) from invoices where customer_id = c.id)
                 - (select coalesce(sum(balance), 0) from customer_credits where customer_id = c.id and status = 'Open'))::numeric(18, 2)::text
                 as documents
          from unnest(${`{${fixture.customers.join(',')}}`}::int[]) as c(id)`,
  );
  for (const row of ar)
    expect({ customer: row.id, ar: row.ledger }).toEqual({ customer: row.id, ar: row.documents });
  // Payables per supplier: the balances of approved bills (pending ones are not posted).
  const ap = await value<{ id: number; ledger: string; documents: string }>(
    tx,
    sql`select s.id,
               (select coalesce(sum(credit - debit), 0) from journal_lines
                 where account_id = ${fixture.ap} and supplier_id = s.id)::numeric(18, 2)::text as ledger,
               (select coalesce(sum(balance), 0) from vendor_bills
                 where supplier_id = s.id and status_name in ('', 'Paid in Full'))::numeric(18, 2)::text as documents
          from unnest(${`{${fixture.suppliers.join(',')}}`}::int[]) as s(id)`,
  );
  for (const row of ap)
    expect({ supplier: row.id, ap: row.ledger }).toEqual({ supplier: row.id, ap: row.documents });
  // Inventory and received-not-billed equal their subledgers, and the product's own tie-out report agrees
  // on every control account (dated past any operation the sequence made).
  await stockTiesOut(tx);
  // Accrued payroll equals the pay of the approved periods.
  const payroll = await checkPayroll(tx);
  expect(payroll.ledger).toBe(payroll.periods);
  await expensesTieOut(tx);
  await depreciationTiesOut(tx);
  await assetStockTiesOut(tx);
  await contractsTieOut(tx);
  await cardsTieOut(tx);
  await uploadsTieOut(tx);
  const report = await tieout(tx, { date: '2079-06-06' });
  expect(report.checks.filter((c) => !c.agrees).map((c) => `${c.kind} ${c.difference}`)).toEqual([]);
}

describe('the ledger under random document sequences', () => {
  it('keeps debits equal to credits, the trial balance at zero and the balances equal to the lines', async () => {
    await fc.assert(
      // Each sequence ends by billing its contracts, moving assets out and posting the expenses and trips it left unposted: a
      // posting then follows most sequences, not only those whose random pick landed on an existing record.
      fc.asyncProperty(
        // The lockbox file is drawn after the sequence, outside opArb, so the sequences of the fixed seed stay as they were.
        fc
          .tuple(fc.array(opArb, { minLength: 8, maxLength: 30 }), paymentUploadArb, fc.nat({ max: 50 }))
          .map(([ops, upload, p]): Op[] => [
            ...ops,
            { k: 'billContracts', day: 400 },
            // And moves an asset out each way, so that leaving the books is checked in most sequences.
            { k: 'assetToStock', a: ops.length, item: 1, w: 1, day: 650 },
            { k: 'assetToCustomer', a: ops.length + 1, c: ops.length, day: 700 },
            // And charges a credit card with a surcharge and refunds some card payment.
            { k: 'cardPayment', c: ops.length, card: 0, surcharge: 300, cents: 12_345, i: 0, day: 330 },
            { k: 'refundCard', p: ops.length, day: 360 },
            { k: 'postExpenses', xs: [], ts: [], day: 0 },
            // And a lockbox file processed (sometimes deposited), and an upload's payment voided (a returned check
            // once deposited).
            upload,
            { k: 'voidUploadPayment', p, days: 5 },
          ]),
        async (ops: Op[]) => {
          try {
            await db.transaction(async (raw) => {
              const tx = raw as unknown as Db;
              const state = newState();
              for (const op of ops) {
                const outcome = await tx
                  .transaction(async (sp) => {
                    const result = await runOp(sp as unknown as Db, fx, state, op);
                    // A refusal answered as data (the deposit's isError) is undone like a thrown one.
                    if (result === 'refused') throw new Refused();
                    return result;
                  })
                  .catch((err: unknown) => {
                    const status = (err as { status?: number }).status;
                    if (err instanceof Refused || (status !== undefined && status >= 400 && status < 500))
                      return 'refused' as const;
                    throw err;
                  });
                const o = outcomes.get(op.k) ?? { done: 0, refused: 0, skipped: 0 };
                o[outcome] += 1;
                outcomes.set(op.k, o);
              }
              await checkLedger(tx, fx);
              throw new Rollback();
            });
          } catch (err) {
            if (!(err instanceof Rollback)) throw err;
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    if (process.env.PROPERTY_LOG === '1') console.log(Object.fromEntries(outcomes));
    // The sequences did post documents (not only refusals).
    for (const kind of [
      'invoice',
      'payment',
      'bill',
      'approve',
      'manual',
      'receive',
      'billPo',
      'adjust',
      'payPeriod',
      'expense',
      'trip',
      'postExpenses',
      'asset',
      'postDepreciation',
      'stockToAsset',
      'assetToStock',
      'assetToCustomer',
      'contract',
      'billContracts',
      'cardPayment',
      'refundCard',
      'paymentUpload',
      'voidUploadPayment',
    ])
      expect(outcomes.get(kind)?.done ?? 0, kind).toBeGreaterThan(0);
    // 20 sequences of up to 40 documents each: ~40 s on PostgreSQL, ~125 s on PGlite (WASM, one connection)
    // while the machine was busy with other runs.
  }, 300_000);
});
