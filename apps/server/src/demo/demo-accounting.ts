import { toDecimal } from '@fieldline/contracts/common/money';
import { depositBodySchema } from '@fieldline/contracts/payments/payments.contract';
import { sql } from 'drizzle-orm';
import { createBudget, type UpsertEntry, upsertBudgetEntries } from '../modules/budgets';
import { createInvoice } from '../modules/invoices';
import { defaultCompanyId, postEntry } from '../modules/ledger';
import { addPayment, applyCredit, createDeposit, issueCredit } from '../modules/payments';
import type { Db } from '../platform/db/database';
import { type Ctx, monthlyCosts, months, rowsOf, vendorBills } from './demo-accounting-costs';
import {
  addDays,
  dayOf,
  dollars,
  INVOICE_KINDS,
  money,
  monthStart,
  seeded,
  WORK,
} from './demo-accounting-plan';

/**
 * A year of bookkeeping for the demo company, up to the day the demo is loaded: opening balances, invoices to
 * the demo customers (most paid by check 2 to 8 weeks later, a few past due), deposits, two customer credits,
 * material and subcontractor bills (approved, paid after about a month), rent, utilities, insurance and fuel
 * paid from the operating account, and a budget for the current year per office near the actuals. No payroll.
 * Everything posts through the services the routes use, so the statements are what the app itself produces.
 */
interface PlannedInvoice {
  id: number;
  customer: Ctx['customers'][number];
  date: string;
  total: string;
  payOn: string | null;
}

const ROUTING = '102000021';
let checkNumber = 4100;

async function context(db: Db, today: string): Promise<Ctx | null> {
  const companyId = await defaultCompanyId(db);
  const [user] = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where email = 'admin@example.com'`,
  );
  const offices = await rowsOf<{ id: number; code: string }>(
    db,
    sql`select id, code from offices where company_id = ${companyId} and code in ('DEN', 'COS')`,
  );
  const accounts = await rowsOf<{ id: number; code: string }>(
    db,
    sql`select id, code from gl_accounts where company_id = ${companyId}`,
  );
  const [bank] = await rowsOf<{ id: number; gl_account_id: number }>(
    db,
    sql`select id, gl_account_id from bank_accounts where name = 'Operating Checking'`,
  );
  const schedules = await rowsOf<{ id: number; name: string }>(db, sql`select id, name from tax_schedules`);
  const customers = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select c.id, c.name from customers c
          join currencies cu on cu.id = c.currency_id and cu.abbreviation = 'USD'
          join customer_statuses s on s.id = c.status_id and s.name = 'Active'
         order by c.id limit 16`,
  );
  const denver = offices.find((o) => o.code === 'DEN')?.id;
  const springs = offices.find((o) => o.code === 'COS')?.id;
  if (!user || !denver || !springs || !bank || customers.length < 4) return null;
  const byCode = new Map(accounts.map((a) => [a.code, Number(a.id)]));
  return {
    db,
    r: seeded(20260101),
    today,
    start: monthStart(today, -11),
    userId: Number(user.id),
    companyId,
    offices: { denver: Number(denver), springs: Number(springs) },
    account: (code) => {
      const id = byCode.get(code);
      if (!id) throw new Error(`The demo needs account ${code} of the starter chart.`);
      return id;
    },
    bank: { id: Number(bank.id), glAccountId: Number(bank.gl_account_id) },
    schedules: {
      denver: schedules.find((s) => s.name === 'Denver, CO')?.id ?? null,
      springs: schedules.find((s) => s.name === 'Colorado Springs, CO')?.id ?? null,
    },
    // About two thirds of the work is around Denver.
    customers: customers.map((c, i) => ({
      id: Number(c.id),
      name: c.name,
      office: i % 3 === 2 ? Number(springs) : Number(denver),
    })),
  };
}
async function openingBalances(c: Ctx) {
  await postEntry(c.db, {
    entryDate: c.start,
    sourceType: 'Opening',
    memo: 'Opening balances',
    userId: c.userId,
    lines: [
      { accountId: c.account('1000'), debit: '85000.00', officeId: c.offices.denver },
      {
        accountId: c.account('1500'),
        debit: '62000.00',
        officeId: c.offices.denver,
        memo: 'Service vans (4)',
      },
      { accountId: c.account('3000'), credit: '147000.00', memo: "Owner's equity" },
    ],
  });
}

async function billCustomers(c: Ctx): Promise<PlannedInvoice[]> {
  const planned: PlannedInvoice[] = [];
  for (const first of months(c)) {
    const count = c.r.int(9, 12);
    for (let n = 0; n < count; n++) {
      const date = dayOf(first, c.r.int(1, 28));
      const customer = c.r.pick(c.customers);
      const kind = c.r.pick(INVOICE_KINDS);
      // Drawn before the date check so skipping a day to come does not shift the rest of the year.
      const paid = c.r.next() < 0.92;
      const payOn = addDays(date, c.r.int(14, 56));
      if (date > c.today) continue;
      const invoice = await createInvoice(c.db, {
        customerId: customer.id,
        officeId: customer.office,
        invoiceDate: date,
        taxScheduleId: customer.office === c.offices.springs ? c.schedules.springs : c.schedules.denver,
        lines: kind.map((k) => {
          const work = WORK[k];
          return {
            description: c.r.pick(work.description),
            quantity: 1,
            unitPrice: money(dollars(work.min, work.max, c.r)),
            isTaxable: work.taxable,
            revenueAccountId: c.account(work.account),
          };
        }),
        userId: c.userId,
      });
      planned.push({
        id: invoice.id,
        customer,
        date,
        total: invoice.total,
        payOn: paid && payOn <= c.today ? payOn : null,
      });
    }
  }
  return planned;
}

/** Two credits (a goodwill credit and a service recovery over two accounts), each applied to an open invoice. */
async function customerCredits(c: Ctx, invoices: PlannedInvoice[]) {
  const open = invoices.filter(
    (i) => !i.payOn && addDays(i.date, 10) <= c.today && toDecimal(i.total).greaterThan(300),
  );
  const credits = [
    {
      amount: 15000,
      lines: [['4000', 15000]],
      memo: 'Goodwill credit: second trip for the same no-heat call',
    },
    {
      amount: 9500,
      lines: [
        ['4000', 7000],
        ['6900', 2500],
      ],
      memo: 'Service recovery: late arrival and a thermostat left behind',
    },
  ] as const;
  // Different customers, oldest open invoices first.
  const targets: PlannedInvoice[] = [];
  for (const i of open) if (!targets.some((t) => t.customer.id === i.customer.id)) targets.push(i);
  for (const [n, credit] of credits.entries()) {
    const target = targets[n];
    if (!target) return;
    const date = addDays(target.date, 3);
    const id = await issueCredit(
      c.db,
      {
        customerId: target.customer.id,
        creditAmount: money(credit.amount),
        creditDate: date,
        memo: credit.memo,
        strDebitAccountAmount: credit.lines.map(([code, cents]) => `${code},${money(cents)}`).join('|'),
      },
      c.userId,
    );
    await applyCredit(c.db, target.id, { creditId: id, amount: money(credit.amount) }, c.userId, date);
  }
}

const check = (c: Ctx, name: string) => {
  checkNumber += c.r.int(1, 7);
  return {
    paymentMethodId: 16,
    checkName: name,
    checkNumber: String(checkNumber),
    routingNumber: ROUTING,
    accountNumber: `0004471${String(checkNumber).slice(-3)}`,
  };
};

/** Checks received: one per customer and month, paying every invoice of that customer due to be paid then. */
async function receivePayments(c: Ctx, invoices: PlannedInvoice[]) {
  const checks = new Map<string, PlannedInvoice[]>();
  for (const i of invoices) {
    if (!i.payOn) continue;
    const key = `${i.customer.id} ${i.payOn.slice(0, 7)}`;
    checks.set(key, [...(checks.get(key) ?? []), i]);
  }
  for (const paid of checks.values()) {
    const customer = paid[0].customer;
    const date = paid.map((i) => i.payOn as string).sort()[paid.length - 1];
    const amount = paid.reduce((s, i) => s.plus(i.total), toDecimal(0));
    const paper = check(c, customer.name);
    await addPayment(
      c.db,
      {
        customerId: customer.id,
        paymentDate: date,
        amount: amount.toFixed(2),
        bankAccountId: c.bank.id,
        reference: `Check ${paper.checkNumber}`,
        ...paper,
        applications: paid.map((i) => ({ invoiceId: i.id, amount: i.total })),
      },
      c.userId,
    );
  }
}

/** Deposits taken before installs: two paid by check, the latest still to be paid. */
async function deposits(c: Ctx) {
  const plan = [
    { month: 3, day: 9, cents: 250000, funded: true },
    { month: 7, day: 16, cents: 180000, funded: true },
    { month: 11, day: 6, cents: 320000, funded: false },
  ];
  for (const [n, d] of plan.entries()) {
    const date = dayOf(monthStart(c.start, d.month), d.day);
    if (date > c.today) continue;
    const customer = c.customers[(n * 5 + 1) % c.customers.length];
    const paper = check(c, customer.name);
    const answer = await createDeposit(
      c.db,
      depositBodySchema.parse({
        CustomerId: customer.id,
        DepositAmount: money(d.cents),
        InvoiceDate: date,
        ...(d.funded
          ? {
              PaymentMethodId: 16,
              PaymentBankAccountId: c.bank.id,
              ECheckNameOnCheck: paper.checkName,
              ECheckNumber: paper.checkNumber,
              ECheckRoutingNumber: paper.routingNumber,
              ECheckAccountNumber: paper.accountNumber,
            }
          : {}),
      }),
      c.userId,
    );
    if (answer.isError) throw new Error(`Demo deposit refused: ${answer.message}`);
  }
}
/**
 * The current year's budget: one budget for both offices with entries per office, account and month, each
 * month the account's average month of the last 12 (rounded to whole dollars) give or take 7%.
 */
async function budget(c: Ctx) {
  const year = Number(c.today.slice(0, 4));
  const actuals = await rowsOf<{ account_id: number; office_id: number; net: string }>(
    c.db,
    sql`select l.account_id, l.office_id,
               sum(case when a.account_type in (4, 7) then l.credit - l.debit else l.debit - l.credit end)::text as net
          from journal_lines l join gl_accounts a on a.id = l.account_id
         where a.account_type between 4 and 8 and l.entry_date between ${c.start} and ${c.today}
           and l.office_id in (${c.offices.denver}, ${c.offices.springs})
         group by l.account_id, l.office_id
         order by l.account_id, l.office_id`,
  );
  const created = await createBudget(
    c.db,
    {
      financialYear: year,
      description: `${year} operating budget`,
      offices: [c.offices.denver, c.offices.springs],
    },
    c.userId,
  );
  const entries: UpsertEntry[] = [];
  for (const a of actuals) {
    const monthly = toDecimal(a.net).dividedBy(12);
    if (!monthly.greaterThan(0)) continue;
    for (let period = 1; period <= 12; period++) {
      const factor = toDecimal(93 + c.r.int(0, 14)).dividedBy(100);
      entries.push({
        accountId: Number(a.account_id),
        officeId: Number(a.office_id),
        periodNumber: period,
        amount: monthly.times(factor).toDecimalPlaces(0).toFixed(2),
      });
    }
  }
  await upsertBudgetEntries(c.db, created.id, entries, c.userId);
}

/** Loads the year (call inside a savepoint). `today` is the seed day (default: the current UTC date). */
export async function seedAccounting(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const c = await context(db, today);
  if (!c) return;
  checkNumber = 4100;
  await openingBalances(c);
  const invoices = await billCustomers(c);
  await customerCredits(c, invoices);
  await receivePayments(c, invoices);
  await deposits(c);
  await vendorBills(c);
  await monthlyCosts(c);
  await budget(c);
}
