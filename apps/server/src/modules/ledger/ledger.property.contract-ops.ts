import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { RATE_BASES } from '@fieldline/contracts/rentals/rentals.contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import type { RouteContext } from '../../platform/http/route';
import { runBillingDay } from '../contract-billing';
import { createContract } from '../contracts/contracts.service';
import { addDays } from '../invoices';
import { addLine } from '../line-items/line-items.service';
import { createTerm } from '../rentals/rentals.terms';

/**
 * Contract billing in the ledger property test (issue 19): Active contracts billed monthly, quarterly or
 * yearly, revenue immediate or deferred, some of them rentals with a rental term over part of the contract
 * (rental lines to Rental Revenue), billed and recognised up to random days (again and again: nothing bills or
 * recognises twice). Their invoices join the sequence's invoices, so payments and voids reach them.
 */

export type ContractOp =
  | {
      k: 'contract';
      c: number;
      cents: number;
      schedule: number;
      deferred: boolean;
      day: number;
      months: number;
      /** A rental contract: a rental term over part of it, at a rate per day, week or month. */
      rental: { basis: number; fromDay: number; days: number } | null;
    }
  | { k: 'billContracts'; day: number };

const SCHEDULES = ['Monthly', 'Quarterly', 'Annual'] as const;

export const contractOpArb: fc.Arbitrary<ContractOp> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('contract' as const),
      c: fc.nat({ max: 20 }),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      schedule: fc.nat({ max: 2 }),
      deferred: fc.boolean(),
      day: fc.nat({ max: 320 }),
      months: fc.integer({ min: 1, max: 24 }),
      rental: fc.option(
        fc.record({
          basis: fc.nat({ max: 2 }),
          fromDay: fc.nat({ max: 60 }),
          days: fc.integer({ min: 1, max: 400 }),
        }),
        { freq: 3 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('billContracts' as const), day: fc.nat({ max: 700 }) }),
  },
);

export const isContractOp = (op: { k: string }): op is ContractOp =>
  op.k === 'contract' || op.k === 'billContracts';

const ctx = <B>(db: Db, userId: number, body: B) =>
  ({
    db,
    user: { id: userId },
    body,
    query: {},
    params: {},
    audit: async () => {},
    afterCommit: () => {},
    afterRollback: () => {},
    operationKey: null,
  }) as unknown as RouteContext<B, unknown, unknown>;

export async function runContractOp(
  db: Db,
  userId: number,
  customers: number[],
  invoices: { id: number; customerId: number }[],
  op: ContractOp,
) {
  const dateOf = (d: number) => addDays('2026-01-01', d);
  if (op.k === 'billContracts') {
    const before = rowsOf<{ n: number }>(
      await db.execute(sql`select coalesce(max(id), 0)::int as n from contract_billings`),
    )[0].n;
    const r = await runBillingDay(db, dateOf(op.day), userId);
    const billed = rowsOf<{ id: number; customerId: number }>(
      await db.execute(sql`select i.id, i.customer_id as "customerId" from contract_billings b
        join invoices i on i.id = b.invoice_id where b.id > ${before}::int order by b.id`),
    );
    invoices.push(...billed);
    return r.invoices + r.recognizedPeriods > 0 ? ('done' as const) : ('skipped' as const);
  }
  const [ref] = rowsOf<{ t: number; s: number; o: number; i: number }>(
    await db.execute(sql`select (select min(id) from contract_types where is_rental = ${op.rental !== null}) as t,
      (select min(id) from contract_statuses where status_type = 'Active') as s,
      (select min(id) from offices) as o,
      (select min(i.id) from items i left join item_types y on y.id = i.type_id where not coalesce(y.is_stocked, false)) as i`),
  );
  const start = dateOf(op.day);
  const contract = await createContract(
    ctx(db, userId, {
      name: 'Property test agreement',
      customerId: customers[op.c % customers.length],
      officeId: ref.o,
      typeId: ref.t,
      statusId: ref.s,
      startDate: start,
      endDate: addDays(start, op.months * 30),
      termMonths: op.months,
      billingSchedule: SCHEDULES[op.schedule],
      revenueRecognition: op.deferred ? ('Deferred' as const) : ('Immediate' as const),
    } as never),
  );
  await addLine({ db, userId }, 'Contract', contract.id, {
    itemId: ref.i,
    quantity: '1',
    price: moneyString(toDecimal(op.cents).dividedBy(100)),
    isTaxable: false,
  });
  if (op.rental) {
    const from = addDays(start, Math.min(op.rental.fromDay, op.months * 30));
    const to = addDays(from, op.rental.days);
    const end = addDays(start, op.months * 30);
    const [group] = rowsOf<{ id: number }>(await db.execute(sql`select min(id) as id from asset_groups`));
    await createTerm({
      ...ctx(db, userId, {
        endDate: to < end ? to : end,
        rateBasis: RATE_BASES[op.rental.basis],
        rate: moneyString(toDecimal(op.cents).dividedBy(1000)),
        quantity: 1 + (op.cents % 3),
      }),
      params: { contractId: contract.id, groupId: group.id, startDate: from },
    } as never);
  }
  return 'done' as const;
}

/**
 * Deferred Revenue holds what the deferred periods of live invoices still hold; Contract Revenue what the
 * immediate periods billed plus what was recognised (a voided invoice's recognition is taken back).
 */
export async function contractsTieOut(db: Db) {
  // Only the entries of contract invoices and recognitions: other documents may use the same accounts.
  const onRole = (role: string) => sql`(select coalesce(sum(l.credit - l.debit), 0)
    from journal_lines l join gl_accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
    where a.system_role = ${role} and (e.source_type = 'RevenueRecognition'
      or (e.source_type in ('Invoice', 'InvoiceVoid') and e.source_id in (select invoice_id from contract_billings))))`;
  const [r] = rowsOf<{ deferred: string; heldBack: string; revenue: string; earned: string }>(
    await db.execute(sql`select
      ${onRole('DeferredRevenue')}::numeric(18,2)::text as deferred,
      (select coalesce(sum(b.amount - b.recognized), 0) from contract_billings b join invoices i on i.id = b.invoice_id
        where b.revenue_recognition = 'Deferred' and i.status <> 'Void')::numeric(18,2)::text as "heldBack",
      ${onRole('ContractRevenue')}::numeric(18,2)::text as revenue,
      (select coalesce(sum(case when b.revenue_recognition = 'Immediate' then b.amount else b.recognized end), 0)
        from contract_billings b join invoices i on i.id = b.invoice_id where i.status <> 'Void')::numeric(18,2)::text
        as earned`),
  );
  expect(r.deferred).toBe(r.heldBack);
  expect(r.revenue).toBe(r.earned);
  // Rental Revenue is what the rental lines of live contract invoices charged.
  const [rent] = rowsOf<{ ledger: string; lines: string }>(
    await db.execute(sql`select ${onRole('RentalRevenue')}::numeric(18,2)::text as ledger,
      (select coalesce(sum(x.subtotal), 0) from invoice_items x join invoices i on i.id = x.invoice_id
        join gl_accounts a on a.id = x.revenue_account_id
        where a.system_role = 'RentalRevenue' and i.status <> 'Void'
          and i.id in (select invoice_id from contract_billings))::numeric(18,2)::text as lines`),
  );
  expect(rent.ledger).toBe(rent.lines);
}
