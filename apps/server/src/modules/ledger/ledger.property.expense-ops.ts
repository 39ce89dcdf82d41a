import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/database';
import type { RouteContext } from '../../platform/http/route';
import { employeeCreditCards, employees } from '../employees';
import { mileageRates, postExpenses } from '../expenses';
import { createGeneralExpense, deleteGeneralExpense, flagExternal } from '../expenses/expenses.service';
import { reimbursementOf } from '../expenses/mileage.rates';
import { createTrip } from '../expenses/mileage.service';
import { addDays } from '../invoices';

/**
 * Expense and mileage operations of the ledger property test (issue 17): expenses paid by the employee or
 * on a company card, on a job or not, trips, flagging as handled outside, deleting, and posting any mix
 * (again and again: a second posting is refused), through the services the routes call.
 */

export interface ExpenseFixture {
  userId: number;
  employees: number[];
  /** An active company card of employees[0]. */
  cardId: number;
}
export interface ExpenseState {
  expenses: number[];
  trips: number[];
}

export type ExpenseOp =
  | { k: 'expense'; cents: number; card: boolean; day: number }
  | { k: 'trip'; e: number; tenths: number; day: number }
  | { k: 'postExpenses'; xs: number[]; ts: number[]; day: number }
  | { k: 'flagExternal'; x: number }
  | { k: 'deleteExpense'; x: number };

const index = fc.nat({ max: 50 });
const day = fc.nat({ max: 320 });

export const expenseOpArb: fc.Arbitrary<ExpenseOp> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('expense' as const),
      cents: fc.integer({ min: 1, max: 500_000 }),
      card: fc.boolean(),
      day,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('trip' as const),
      e: index,
      tenths: fc.integer({ min: 1, max: 5000 }),
      day,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('postExpenses' as const),
      xs: fc.array(index, { maxLength: 3 }),
      ts: fc.array(index, { maxLength: 2 }),
      day,
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('flagExternal' as const), x: index }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('deleteExpense' as const), x: index }) },
);

const EXPENSE_KINDS = new Set(['expense', 'trip', 'postExpenses', 'flagExternal', 'deleteExpense']);
export const isExpenseOp = (op: { k: string }): op is ExpenseOp => EXPENSE_KINDS.has(op.k);
export const newExpenseState = (): ExpenseState => ({ expenses: [], trips: [] });

const dateOf = (d: number) => addDays('2026-01-01', d);
const at = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);
/** What a route hands the service: an office user (every employee's records) who may post. */
const ctx = <B>(db: Db, fx: ExpenseFixture, body: B) =>
  ({
    db,
    user: { id: fx.userId },
    body,
    query: {},
    params: {},
    audit: async () => {},
    afterCommit: () => {},
    afterRollback: () => {},
    operationKey: null,
    level: () => 2,
  }) as unknown as RouteContext<B, unknown, unknown>;

export async function runExpenseOp(db: Db, fx: ExpenseFixture, s: ExpenseState, op: ExpenseOp) {
  switch (op.k) {
    case 'expense': {
      const x = await createGeneralExpense(
        ctx(db, fx, {
          employeeId: fx.employees[0],
          enteredOn: dateOf(op.day),
          description: 'Property test',
          amount: moneyString(toDecimal(op.cents).dividedBy(100)),
          paidBy: op.card ? ('companyCard' as const) : ('employee' as const),
          creditCardId: op.card ? fx.cardId : null,
          jobId: null,
        }),
      );
      s.expenses.push(x.id);
      return 'done' as const;
    }
    case 'trip': {
      const trip = await createTrip(
        ctx(db, fx, {
          employeeId: fx.employees[op.e % fx.employees.length],
          tripDate: dateOf(op.day),
          distance: toDecimal(op.tenths).dividedBy(10).toFixed(1),
          purpose: 'Property test',
        }),
      );
      s.trips.push(trip.id);
      return 'done' as const;
    }
    case 'postExpenses': {
      let ids = op.xs.flatMap((i) => at(s.expenses, i) ?? []);
      let tripIds = op.ts.flatMap((i) => at(s.trips, i) ?? []);
      // No pick among what exists: post everything so far (the sequence still reaches a posting often).
      if (ids.length + tripIds.length === 0) [ids, tripIds] = [[...s.expenses], [...s.trips]];
      if (ids.length + tripIds.length === 0) return 'skipped' as const;
      await postExpenses(ctx(db, fx, { ids, tripIds, entryDate: dateOf(op.day) }));
      return 'done' as const;
    }
    case 'flagExternal': {
      const id = at(s.expenses, op.x);
      if (id === undefined) return 'skipped' as const;
      await flagExternal(ctx(db, fx, { ids: [id], isExternal: true }));
      return 'done' as const;
    }
    case 'deleteExpense': {
      const id = at(s.expenses, op.x);
      if (id === undefined) return 'skipped' as const;
      await deleteGeneralExpense(ctx(db, fx, undefined), id);
      s.expenses = s.expenses.filter((x) => x !== id);
      return 'done' as const;
    }
  }
}

/** Two demo employees, a company card for the first and a mileage rate from before any test date. */
export async function expenseFixture(db: Db, userId: number): Promise<ExpenseFixture> {
  const rows = await db.select({ id: employees.id }).from(employees).orderBy(employees.id).limit(2);
  const [card] = await db
    .insert(employeeCreditCards)
    .values({ employeeId: rows[0].id, cardName: 'Property card', lastFour: '0001' })
    .returning();
  await db
    .insert(mileageRates)
    .values({ effectiveDate: '2025-01-01', ratePerMile: '0.6550' })
    .onConflictDoNothing();
  return { userId, employees: rows.map((r) => r.id), cardId: card.id };
}

const one = async (tx: Db, q: ReturnType<typeof sql>) => {
  const result = (await tx.execute(q)) as any;
  return ((result.rows ?? result) as { v: string }[])[0].v;
};
const roleBalance = (tx: Db, role: string) =>
  one(
    tx,
    sql`select coalesce(sum(l.credit - l.debit), 0)::numeric(18, 2)::text as v
          from journal_lines l join gl_accounts a on a.id = l.account_id where a.system_role = ${role}`,
  );

/**
 * Company card clearing holds exactly the posted card expenses; reimbursements payable the posted
 * employee-paid expenses and trip reimbursements (distance × posted rate, half-to-even); no expense
 * flagged external is posted; each posted record names an entry of its own kind.
 */
export async function expensesTieOut(tx: Db) {
  const cards = await one(
    tx,
    sql`select coalesce(sum(amount), 0)::numeric(18, 2)::text as v from job_expenses
         where posted_entry_id is not null and paid_by = 'companyCard'`,
  );
  expect({ cardClearing: await roleBalance(tx, 'CompanyCardClearing') }).toEqual({ cardClearing: cards });
  const paid = await one(
    tx,
    sql`select coalesce(sum(amount), 0)::numeric(18, 2)::text as v from job_expenses
         where posted_entry_id is not null and paid_by = 'employee'`,
  );
  // Rounded here, half-to-even: PostgreSQL's round() goes half away from zero.
  const trips = (await tx.execute(
    sql`select distance, posted_rate from mileage_trips where posted_entry_id is not null`,
  )) as any;
  const owed = moneyString(
    ((trips.rows ?? trips) as { distance: string; posted_rate: string }[]).reduce(
      (sum, r) => sum.plus(reimbursementOf(r.distance, r.posted_rate)),
      toDecimal(paid),
    ),
  );
  expect({ reimbursementsPayable: await roleBalance(tx, 'ReimbursementsPayable') }).toEqual({
    reimbursementsPayable: owed,
  });
  const wrong = await one(
    tx,
    sql`select count(*)::text as v from job_expenses x left join journal_entries e on e.id = x.posted_entry_id
         where (x.is_external and x.posted_entry_id is not null)
            or (x.posted_entry_id is not null and e.source_type <> 'Expense')`,
  );
  expect({ wronglyPosted: wrong }).toEqual({ wronglyPosted: '0' });
}
