import { Money, moneyString } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../platform/db/database';
import { addDays } from '../invoices';
import { approvePeriod, createCalendar, periodCalculation } from '../payroll';
import { unapprovePeriod } from '../payroll/payroll.approve';
import { payLinesCsv } from '../payroll/payroll.export';

/**
 * Payroll operations of the ledger property test (issue 17): a week of approved time for the demo's hourly
 * technicians (random hours a day, so overtime comes and goes), its one-week pay period approved (posting the
 * labour cost), and unapproving an earlier period (reversing it). Each approval checks on the spot that the
 * approved time's hours equal the export's hours, and that the export's amounts (its lines and its CSV)
 * equal the journal entry; checkPayroll ties accrued payroll to the approved periods' pay after a sequence.
 */
export type PayrollOp = { k: 'payPeriod'; week: number; hours: number[] } | { k: 'payUnapprove'; p: number };

export const payrollOpArb: fc.Arbitrary<PayrollOp> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('payPeriod' as const),
      // Up to August 2026: later weeks may hold the demo's own approved time, which the time lock keeps shut.
      week: fc.nat({ max: 30 }),
      // Quarter hours, 0 to 14 a day, Sunday to Saturday.
      hours: fc.array(fc.integer({ min: 0, max: 56 }), { minLength: 7, maxLength: 7 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('payUnapprove' as const), p: fc.nat({ max: 50 }) }) },
);

export const isPayrollOp = (op: { k: string }): op is PayrollOp =>
  op.k === 'payPeriod' || op.k === 'payUnapprove';

let calendarSeq = 0;
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];

export async function runPayrollOp(db: Db, userId: number, periods: number[], op: PayrollOp) {
  if (op.k === 'payUnapprove') {
    if (!periods.length) return 'skipped' as const;
    await unapprovePeriod(db, periods[op.p % periods.length], userId);
    return 'done' as const;
  }
  // 2026-01-04 is a Sunday.
  const start = addDays('2026-01-04', op.week * 7);
  const techs = await rows<{ user_id: number }>(
    db,
    sql`select user_id from employees where is_technician and pay_type = 'hourly' and user_id is not null order by id`,
  );
  const [type] = await rows<{ id: number }>(db, sql`select id from time_types where name = 'Regular'`);
  for (const [n, t] of techs.entries())
    for (const [d, quarters] of op.hours.entries()) {
      const h = ((quarters + n * 3) % 57) / 4;
      if (h > 0)
        await db.execute(sql`insert into timesheets (employee_id, time_type_id, work_date, hours, approved_at)
            values (${t.user_id}, ${type.id}, ${addDays(start, d)}, ${h}, now())`);
    }
  const { periods: made } = await createCalendar(
    db,
    {
      name: `Property ${++calendarSeq}`,
      frequency: 'weekly',
      startDate: start,
      periods: 1,
      weekStartsOn: 0,
      payDelayDays: 3,
    },
    userId,
  );
  const id = made[0].id;
  const out = await approvePeriod(db, id, userId);
  periods.push(id);

  const calc = await periodCalculation(db, id);
  const [time] = await rows<{ hours: string }>(
    db,
    sql`select coalesce(sum(t.hours), 0)::numeric(12,2)::text as hours from timesheets t
          join employees e on e.user_id = t.employee_id
         where t.work_date between ${start} and ${addDays(start, 6)} and t.approved_at is not null`,
  );
  const exported = calc.lines.reduce((s, l) => s.plus(l.hours), new Money(0)).toFixed(2);
  if (exported !== time.hours) throw new Error(`approved time ${time.hours} h, export ${exported} h`);
  const csv = payLinesCsv(calc.lines)
    .trim()
    .split('\r\n')
    .slice(1)
    .reduce((s, line) => s.plus(line.split(',').at(-2) as string), new Money(0));
  const [entry] = await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(debit), 0)::numeric(18,2)::text as total from journal_lines where entry_id = ${out.journalEntryId ?? 0}`,
  );
  const amounts = [calc.totalAmount, moneyString(csv), entry.total];
  if (new Set(amounts).size !== 1)
    throw new Error(`export lines, CSV and journal entry differ: ${amounts.join(' / ')}`);
  return 'done' as const;
}

/** Accrued payroll holds exactly the pay of the approved periods (unapproving reverses both). */
export async function checkPayroll(db: Db): Promise<{ ledger: string; periods: string }> {
  const [r] = await rows<{ ledger: string; periods: string }>(
    db,
    sql`select (select coalesce(sum(l.credit - l.debit), 0) from journal_lines l
                  join gl_accounts a on a.id = l.account_id where a.system_role = 'AccruedPayroll')::numeric(18,2)::text as ledger,
               (select coalesce(sum(pl.amount), 0) from pay_period_lines pl
                  join pay_periods p on p.id = pl.period_id where p.status = 'approved')::numeric(18,2)::text as periods`,
  );
  return r;
}
