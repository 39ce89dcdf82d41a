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
               t.time_type_id, pw.prevailing_wage_rate::text as prevailing_rate
          from timesheets t
          join employees e on e.user_id = t.employee_id
          left join job_prevailing_wages jp on jp.job_id = t.job_id and e.prevailing_wage_eligible
          left join prevailing_wage_codes pw on pw.id = jp.prevailing_wage_code_id
         where t.work_date between ${from} and ${scope.endDate}
         order by t.employee_id, t.work_date, t.start_time nulls last, t.id`,
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
  for (const r of rates) ratesBy.set(r.employee_id, [...(ratesBy.get(r.employee_id) ?? []), r]);
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
    const sum = { regular: ZERO, overtime: ZERO, doubleTime: ZERO, amount: ZERO, unrated: ZERO };
    const own = new Map<
      string,
      { kind: PayKind; payCode: string; hours: Decimal; rate: Decimal; prevailing: boolean }
    >();
    const add = (kind: PayKind, hours: Decimal, rate: Decimal, prevailing: boolean) => {
      if (hours.isZero()) return;
      const payCode = kind === 'regular' ? (e.pay_code ?? mapped('regular')) : mapped(kind);
      const key = `${kind}|${payCode}|${rate.toFixed(4)}|${prevailing}`;
      const line = own.get(key);
      if (line) line.hours = line.hours.plus(hours);
      else own.set(key, { kind, payCode, hours, rate, prevailing });
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
    const book = new RateBook(ratesBy.get(e.id) ?? []);
    const split = splitOvertime(
      entries.map((t) => ({ date: t.work_date, hours: t.hours })),
      e.overtime_rule as OvertimeRule,
      { doubleTime: e.double_time, weekStartsOn: scope.weekStartsOn },
    );
    const byDate = new Map(entries.map((t) => [t.work_date, [] as TimeRow[]]));
    for (const t of entries) byDate.get(t.work_date)?.push(t);
    for (const day of split) {
      if (day.date < scope.startDate) continue;
      // The day's regular hours are its first entries', then overtime, then double time.
      const buckets: [PayKind, Decimal][] = [
        ['regular', new Money(day.regular)],
        ['overtime', new Money(day.overtime)],
        ['doubleTime', new Money(day.doubleTime)],
      ];
      for (const t of byDate.get(day.date) ?? []) {
        let left = new Money(t.hours);
        const baseRate = book.on(null, t.work_date);
        const ownRate = book.on(t.time_type_id, t.work_date) ?? baseRate;
        const prevailing = t.prevailing_rate ? new Money(t.prevailing_rate) : null;
        for (const bucket of buckets) {
          if (left.isZero()) break;
          const take = Money.min(left, bucket[1]);
          if (take.isZero()) continue;
          bucket[1] = bucket[1].minus(take);
          left = left.minus(take);
          const [kind] = bucket;
          if (!ownRate && !prevailing) sum.unrated = sum.unrated.plus(take);
          const { rate, fromPrevailing } = hourRate(kind, {
            own: ownRate,
            base: baseRate ?? ownRate,
            premium:
              kind === 'overtime'
                ? book.on(otType, t.work_date)
                : kind === 'doubleTime'
                  ? book.on(dtType, t.work_date)
                  : null,
            prevailing,
          });
          add(kind, take, rate, fromPrevailing);
          const hoursKey = kind as 'regular' | 'overtime' | 'doubleTime';
          sum[hoursKey] = sum[hoursKey].plus(take);
        }
      }
    }
    for (const l of own.values()) {
      const amount = l.hours.times(l.rate).toDecimalPlaces(2);
      sum.amount = sum.amount.plus(amount);
      lines.push({
        ...base,
        kind: l.kind,
        payCode: l.payCode,
        hours: l.hours.toFixed(2),
        rate: l.rate.toFixed(4),
        amount: moneyString(amount),
        prevailing: l.prevailing,
      });
    }
    if (own.size === 0 && sum.unrated.isZero()) continue;
    employees.push({
      ...base,
      payType: e.pay_type,
      overtimeRule: e.overtime_rule,
      regular: sum.regular.toFixed(2),
      overtime: sum.overtime.toFixed(2),
      doubleTime: sum.doubleTime.toFixed(2),
      amount: moneyString(sum.amount),
      unratedHours: sum.unrated.toFixed(2),
    });
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
