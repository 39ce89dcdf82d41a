import { Money, moneyString } from '@fieldline/contracts/common/money';
import {
  type EmployeePay,
  FALLBACK_PAY_CODES,
  type PayFrequency,
  type PayKind,
  type PayLine,
  PERIODS_PER_YEAR,
} from '@fieldline/contracts/payroll/payroll.contract';
import type { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { type OvertimeRule, splitOvertime } from '../employees';
import { weekStartOf } from './payroll.dates';

/** What the calculation needs of a period and its calendar. */
export interface PeriodScope {
  startDate: string;
  endDate: string;
  frequency: PayFrequency;
  weekStartsOn: number;
}

interface EmployeeRow {
  id: number;
  number: string;
  name: string;
  user_id: number | null;
  office_id: number | null;
  department_id: number | null;
  pay_type: string;
  salary: string | null;
  overtime_rule: string;
  double_time: boolean;
  prevailing_wage_eligible: boolean;
  pay_code: string | null;
}
interface RateRow {
  employee_id: number;
  time_type_id: number | null;
  rate: string;
  effective_date: string;
}
interface TimeRow {
  id: number;
  user_id: number;
  work_date: string;
  hours: string;
  time_type_id: number;
  start_time: string | null;
  prevailing_rate: string | null;
}

const ZERO = new Money(0);
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];

/** Rates of one employee by time type (null = base), newest first, to find the one effective on a date. */
class RateBook {
  private byType = new Map<number | null, RateRow[]>();
  constructor(rates: RateRow[]) {
    for (const r of rates) {
      const list = this.byType.get(r.time_type_id) ?? [];
      list.push(r);
      this.byType.set(r.time_type_id, list);
    }
    for (const list of this.byType.values())
      list.sort((a, b) => (a.effective_date < b.effective_date ? 1 : -1));
  }
  on(timeTypeId: number | null, date: string): Decimal | null {
    const hit = this.byType.get(timeTypeId)?.find((r) => r.effective_date <= date);
    return hit ? new Money(hit.rate) : null;
  }
}

/**
 * The pay of a period, computed from its time: per employee, each day's hours split by the employee's
 * overtime rule (counted from the first workweek day, so a period that cuts a week still counts the days
 * before it), each hour at the rate effective on its date, grouped into one line per employee, pay kind,
 * pay code and rate. Salaried employees get salary / periods a year. Three set-based reads, no per-employee
 * queries.
 */
export async function calculatePay(db: Db, scope: PeriodScope) {
  const from = weekStartOf(scope.startDate, scope.weekStartsOn);
  const people = await rows<EmployeeRow>(
    db,
    sql`select e.id, e.number, trim(e.first_name || ' ' || e.last_name) as name, e.user_id, e.office_id,
               e.department_id, e.pay_type, e.salary::text as salary, e.overtime_rule, e.double_time,
               e.prevailing_wage_eligible, pc.pay_code
          from employees e
          left join payroll_codes pc on pc.id = e.default_payroll_code_id
         where (e.pay_type = 'salaried' and e.salary is not null
                and (e.hire_date is null or e.hire_date <= ${scope.endDate})
                and (e.end_date is null or e.end_date >= ${scope.startDate}))
            or exists (select 1 from timesheets t where t.employee_id = e.user_id
                        and t.work_date between ${scope.startDate} and ${scope.endDate})
         order by e.number`,
  );
  const rates = await rows<RateRow>(
    db,
    sql`select r.employee_id, r.time_type_id, r.rate::text as rate, r.effective_date::text as effective_date
          from employee_pay_rates r
          join employees e on e.id = r.employee_id and e.pay_type = 'hourly'
         where r.effective_date <= ${scope.endDate}`,
  );
  const time = await rows<TimeRow>(
    db,
    sql`select t.id, t.employee_id as user_id, t.work_date::text as work_date, t.hours::text as hours,
               t.time_type_id, t.start_time::text as start_time, pw.prevailing_wage_rate::text as prevailing_rate
          from timesheets t
          join employees e on e.user_id = t.employee_id
          left join job_prevailing_wages jp on jp.job_id = t.job_id and e.prevailing_wage_eligible
          left join prevailing_wage_codes pw on pw.id = jp.prevailing_wage_code_id
         where t.work_date between ${from} and ${scope.endDate}`,
  );
  const kinds = await rows<{ name: string; id: number }>(db, sql`select id, name from time_types`);
  const otType = kinds.find((k) => k.name.toLowerCase() === 'overtime')?.id ?? -1;
  const dtType = kinds.find((k) => k.name.toLowerCase() === 'double time')?.id ?? -1;
  const codeMap = await rows<{ kind: PayKind; pay_code: string }>(
    db,
    sql`select m.kind, pc.pay_code from payroll_code_map m join payroll_codes pc on pc.id = m.payroll_code_id`,
  );
  const mapped = (kind: PayKind) =>
    codeMap.find((m) => m.kind === kind)?.pay_code ?? FALLBACK_PAY_CODES[kind];

  const ratesBy = new Map<number, RateRow[]>();
  for (const r of rates) {
    const list = ratesBy.get(r.employee_id);
    if (list) list.push(r);
    else ratesBy.set(r.employee_id, [r]);
  }
  const timeBy = new Map<number, TimeRow[]>();
  for (const t of time) {
    const list = timeBy.get(t.user_id);
    if (list) list.push(t);
    else timeBy.set(t.user_id, [t]);
  }

  const lines: PayLine[] = [];
  const employees: EmployeePay[] = [];
  for (const e of people) {
    const entries = (e.user_id !== null ? timeBy.get(e.user_id) : undefined) ?? [];
    const base = {
      employeeId: e.id,
      employeeNumber: e.number,
      employeeName: e.name,
      officeId: e.office_id,
      departmentId: e.department_id,
    };
    if (e.pay_type === 'salaried') {
      const hours = entries
        .filter((t) => t.work_date >= scope.startDate)
        .reduce((s, t) => s.plus(t.hours), ZERO);
      const amount = new Money(e.salary ?? 0).div(PERIODS_PER_YEAR[scope.frequency]).toDecimalPlaces(2);
      lines.push({
        ...base,
        kind: 'salary',
        payCode: mapped('salary'),
        hours: hours.toFixed(2),
        rate: null,
        amount: moneyString(amount),
        prevailing: false,
      });
      employees.push({
        ...base,
        payType: e.pay_type,
        overtimeRule: 'none',
        regular: hours.toFixed(2),
        overtime: '0.00',
        doubleTime: '0.00',
        amount: moneyString(amount),
        unratedHours: '0.00',
      });
      continue;
    }
    const pay = payHourly(e, entries, new RateBook(ratesBy.get(e.id) ?? []), scope, {
      otType,
      dtType,
      regularCode: e.pay_code ?? mapped('regular'),
      mapped,
    });
    if (!pay.lines.length) continue;
    lines.push(...pay.lines.map((l) => ({ ...base, ...l })));
    employees.push({ ...base, payType: e.pay_type, overtimeRule: e.overtime_rule, ...pay.totals });
  }
  const KIND_ORDER: PayKind[] = ['regular', 'overtime', 'doubleTime', 'salary'];
  lines.sort(
    (a, b) =>
      a.employeeNumber.localeCompare(b.employeeNumber) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.payCode.localeCompare(b.payCode) ||
      Number(a.rate ?? 0) - Number(b.rate ?? 0),
  );
  const totalHours = lines.reduce((s, l) => s.plus(l.hours), ZERO);
  const totalAmount = lines.reduce((s, l) => s.plus(l.amount), ZERO);
  return { employees, lines, totalHours: totalHours.toFixed(2), totalAmount: moneyString(totalAmount) };
}

/**
 * The rate of an hour. Regular: the time type's own rate (else the base rate). Overtime and double time:
 * the employee's rate row for the "Overtime" / "Double Time" time type when there is one, else 1.5x / 2x
 * the base rate. A prevailing wage job raises each to at least the prevailing rate (times the premium).
 */
export function hourRate(
  kind: PayKind,
  r: { own: Decimal | null; base: Decimal | null; premium: Decimal | null; prevailing: Decimal | null },
): { rate: Decimal; fromPrevailing: boolean } {
  const factor = kind === 'overtime' ? new Money(1.5) : kind === 'doubleTime' ? new Money(2) : new Money(1);
  const own = kind === 'regular' ? (r.own ?? ZERO) : (r.premium ?? (r.base ?? ZERO).times(factor));
  const floor = r.prevailing ? r.prevailing.times(factor) : null;
  const rate = floor?.greaterThan(own) ? floor : own;
  return { rate: rate.toDecimalPlaces(4), fromPrevailing: Boolean(floor?.greaterThan(own)) };
}

type HourKind = 'regular' | 'overtime' | 'doubleTime';
interface RateHit {
  rate: Decimal;
  key: string;
  fromPrevailing: boolean;
  unrated: boolean;
}

/** Hours as whole hundredths (timesheets keep 2 decimals), so the allocation needs no decimal arithmetic. */
const hundredths = (v: string) => Math.round(Number(v) * 100);
const hoursText = (h: number) => `${Math.trunc(h / 100)}.${String(h % 100).padStart(2, '0')}`;
const byStart = (a: TimeRow, b: TimeRow) =>
  (a.start_time ?? '~').localeCompare(b.start_time ?? '~') || a.id - b.id;

/**
 * One hourly employee's pay lines: the days split by the overtime rule; within a day its entries in order
 * (start time, then entry) take the regular hours first, then overtime, then double time, so each hour keeps
 * its time type and job; each hour priced by hourRate (looked up once per kind, time type, date and job rate).
 */
function payHourly(
  e: EmployeeRow,
  entries: TimeRow[],
  book: RateBook,
  scope: PeriodScope,
  codes: { otType: number; dtType: number; regularCode: string; mapped: (k: PayKind) => string },
) {
  const split = splitOvertime(
    entries.map((t) => ({ date: t.work_date, hours: t.hours })),
    e.overtime_rule as OvertimeRule,
    { doubleTime: e.double_time, weekStartsOn: scope.weekStartsOn },
  );
  const byDate = new Map<string, TimeRow[]>();
  for (const t of entries) {
    const list = byDate.get(t.work_date);
    if (list) list.push(t);
    else byDate.set(t.work_date, [t]);
  }
  const cache = new Map<string, RateHit>();
  const rateFor = (kind: HourKind, t: TimeRow): RateHit => {
    const k = `${kind}|${t.time_type_id}|${t.work_date}|${t.prevailing_rate ?? ''}`;
    let hit = cache.get(k);
    if (!hit) {
      const baseRate = book.on(null, t.work_date);
      const ownRate = book.on(t.time_type_id, t.work_date) ?? baseRate;
      const prevailing = t.prevailing_rate ? new Money(t.prevailing_rate) : null;
      const premiumType = kind === 'overtime' ? codes.otType : kind === 'doubleTime' ? codes.dtType : null;
      const r = hourRate(kind, {
        own: ownRate,
        base: baseRate ?? ownRate,
        premium: premiumType === null ? null : book.on(premiumType, t.work_date),
        prevailing,
      });
      hit = {
        rate: r.rate,
        key: r.rate.toFixed(4),
        fromPrevailing: r.fromPrevailing,
        unrated: !ownRate && !prevailing,
      };
      cache.set(k, hit);
    }
    return hit;
  };
  const sum = { regular: 0, overtime: 0, doubleTime: 0, unrated: 0 };
  const own = new Map<string, { kind: HourKind; payCode: string; hours: number; hit: RateHit }>();
  for (const day of split) {
    if (day.date < scope.startDate) continue;
    const buckets: [HourKind, number][] = [
      ['regular', hundredths(day.regular)],
      ['overtime', hundredths(day.overtime)],
      ['doubleTime', hundredths(day.doubleTime)],
    ];
    for (const t of (byDate.get(day.date) ?? []).sort(byStart)) {
      let left = hundredths(t.hours);
      for (const bucket of buckets) {
        if (left === 0) break;
        const take = Math.min(left, bucket[1]);
        if (take === 0) continue;
        bucket[1] -= take;
        left -= take;
        const kind = bucket[0];
        const hit = rateFor(kind, t);
        if (hit.unrated) sum.unrated += take;
        sum[kind] += take;
        const payCode = kind === 'regular' ? codes.regularCode : codes.mapped(kind);
        const key = `${kind}|${payCode}|${hit.key}|${hit.fromPrevailing}`;
        const line = own.get(key);
        if (line) line.hours += take;
        else own.set(key, { kind, payCode, hours: take, hit });
      }
    }
  }
  let amount = ZERO;
  const lines = [...own.values()].map((l) => {
    const hours = new Money(l.hours).div(100);
    const lineAmount = hours.times(l.hit.rate).toDecimalPlaces(2);
    amount = amount.plus(lineAmount);
    return {
      kind: l.kind as PayKind,
      payCode: l.payCode,
      hours: hoursText(l.hours),
      rate: l.hit.key,
      amount: moneyString(lineAmount),
      prevailing: l.hit.fromPrevailing,
    };
  });
  return {
    lines,
    totals: {
      regular: hoursText(sum.regular),
      overtime: hoursText(sum.overtime),
      doubleTime: hoursText(sum.doubleTime),
      amount: moneyString(amount),
      unratedHours: hoursText(sum.unrated),
    },
  };
}
