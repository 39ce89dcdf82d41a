import type {
  createPayrollCalendarBodySchema,
  currentPeriodQuerySchema,
  payPeriodSearchQuerySchema,
} from '@fieldline/contracts/payroll/payroll.contract';
import {
  PAYROLL_MESSAGES,
  type PayFrequency,
  type PayPeriod,
  type PayrollCalendar,
  type UpdatePayPeriodBody,
} from '@fieldline/contracts/payroll/payroll.contract';
import { and, asc, count, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import { addDays, generatePeriods } from './payroll.dates';
import { payPeriods, payrollCalendars } from './payroll.table';

type CalendarRow = typeof payrollCalendars.$inferSelect;

const periodColumns = {
  id: payPeriods.id,
  calendarId: payPeriods.calendarId,
  calendarName: payrollCalendars.name,
  frequency: payrollCalendars.frequency,
  startDate: payPeriods.startDate,
  endDate: payPeriods.endDate,
  payDate: payPeriods.payDate,
  status: payPeriods.status,
  approvedAt: payPeriods.approvedAt,
  approvedBy: payPeriods.approvedBy,
  journalEntryId: payPeriods.journalEntryId,
  version: payPeriods.version,
  totalAmount: sql<
    string | null
  >`(select sum(l.amount)::numeric(18,2)::text from pay_period_lines l where l.period_id = pay_periods.id)`,
  totalHours: sql<
    string | null
  >`(select sum(l.hours)::numeric(12,2)::text from pay_period_lines l where l.period_id = pay_periods.id)`,
};

type PeriodRow = Omit<PayPeriod, 'frequency' | 'status'> & { frequency: string; status: string };
const toPeriod = (r: PeriodRow): PayPeriod => ({
  ...r,
  frequency: r.frequency as PayFrequency,
  status: r.status as PayPeriod['status'],
  approvedAt: r.approvedAt ? new Date(r.approvedAt).toISOString() : null,
});

const toCalendar = (c: CalendarRow): PayrollCalendar => ({
  id: c.id,
  name: c.name,
  frequency: c.frequency as PayFrequency,
  weekStartsOn: c.weekStartsOn,
  isActive: c.isActive,
});

const selectPeriods = (db: Db) =>
  db
    .select(periodColumns)
    .from(payPeriods)
    .innerJoin(payrollCalendars, eq(payrollCalendars.id, payPeriods.calendarId));

export async function getPeriod(db: Db, id: number): Promise<PayPeriod> {
  const [row] = await selectPeriods(db).where(eq(payPeriods.id, id));
  if (!row) throw notFound('pay period');
  return toPeriod(row);
}

export async function getCalendar(db: Db, id: number): Promise<PayrollCalendar> {
  const [row] = await db.select().from(payrollCalendars).where(eq(payrollCalendars.id, id));
  if (!row) throw notFound('payroll calendar');
  return toCalendar(row);
}

export async function listCalendars(db: Db): Promise<PayrollCalendar[]> {
  return (await db.select().from(payrollCalendars).orderBy(asc(payrollCalendars.name))).map(toCalendar);
}

/** Creates a calendar with its first periods, or adds periods after the last one of an existing calendar. */
export async function createCalendar(
  db: Db,
  body: z.output<typeof createPayrollCalendarBodySchema>,
  userId: number,
): Promise<{ calendar: PayrollCalendar; periods: PayPeriod[] }> {
  let calendar: CalendarRow;
  let start: string;
  if (body.calendarId) {
    const [row] = await db.select().from(payrollCalendars).where(eq(payrollCalendars.id, body.calendarId));
    if (!row) throw fieldError('calendarId', 'The payroll calendar was not found.');
    calendar = row;
    const [last] = await db
      .select({ endDate: payPeriods.endDate })
      .from(payPeriods)
      .where(eq(payPeriods.calendarId, row.id))
      .orderBy(desc(payPeriods.endDate))
      .limit(1);
    start = last ? addDays(last.endDate, 1) : (body.startDate ?? new Date().toISOString().slice(0, 10));
  } else {
    const [taken] = await db
      .select({ id: payrollCalendars.id })
      .from(payrollCalendars)
      .where(sql`lower(${payrollCalendars.name}) = lower(${body.name as string})`);
    if (taken) throw conflict(PAYROLL_MESSAGES.nameTaken);
    [calendar] = await db
      .insert(payrollCalendars)
      .values({
        name: body.name as string,
        frequency: body.frequency as PayFrequency,
        weekStartsOn: body.weekStartsOn,
        createdBy: userId,
        modifiedBy: userId,
      })
      .returning();
    start = body.startDate as string;
  }
  const periods = generatePeriods(start, calendar.frequency as PayFrequency, body.periods, body.payDelayDays);
  const rows = await db
    .insert(payPeriods)
    .values(periods.map((p) => ({ ...p, calendarId: calendar.id, createdBy: userId, modifiedBy: userId })))
    .returning({ id: payPeriods.id });
  const created = await selectPeriods(db)
    .where(sql`${payPeriods.id} in ${rows.map((r) => r.id)}`)
    .orderBy(asc(payPeriods.startDate));
  return { calendar: toCalendar(calendar), periods: created.map(toPeriod) };
}

export async function searchPeriods(db: Db, q: z.output<typeof payPeriodSearchQuerySchema>) {
  const where: SQL[] = [];
  if (q.calendarId) where.push(eq(payPeriods.calendarId, q.calendarId));
  if (q.status) where.push(eq(payPeriods.status, q.status));
  if (q.from) where.push(gte(payPeriods.endDate, q.from));
  if (q.to) where.push(lte(payPeriods.startDate, q.to));
  if (q.query) where.push(sql`${payrollCalendars.name} ilike ${`%${q.query}%`}`);
  const filter = and(...where);
  const data = await selectPeriods(db)
    .where(filter)
    .orderBy(desc(payPeriods.startDate), asc(payPeriods.id))
    .offset(q.offset)
    .limit(q.limit);
  const [{ n }] = await db
    .select({ n: count() })
    .from(payPeriods)
    .innerJoin(payrollCalendars, eq(payrollCalendars.id, payPeriods.calendarId))
    .where(filter);
  return { data: data.map(toPeriod), count_filtered: n };
}

/** The period covering `date` (default today) of the calendar (default: the first active one). */
export async function currentPeriod(
  db: Db,
  q: z.output<typeof currentPeriodQuerySchema>,
): Promise<PayPeriod> {
  const date = q.date ?? new Date().toISOString().slice(0, 10);
  const [row] = await selectPeriods(db)
    .where(
      and(
        q.calendarId ? eq(payPeriods.calendarId, q.calendarId) : eq(payrollCalendars.isActive, true),
        lte(payPeriods.startDate, date),
        gte(payPeriods.endDate, date),
      ),
    )
    .orderBy(asc(payrollCalendars.id))
    .limit(1);
  if (!row) throw ruleViolation(PAYROLL_MESSAGES.noCurrent);
  return toPeriod(row);
}

export async function updatePeriod(db: Db, id: number, body: UpdatePayPeriodBody, userId: number) {
  const [row] = await db.select().from(payPeriods).where(eq(payPeriods.id, id)).for('update');
  if (!row) throw notFound('pay period');
  if (body.version !== undefined && body.version !== row.version)
    throw conflict('The pay period was changed by someone else; reload it and try again.');
  if (row.status === 'approved') throw ruleViolation(PAYROLL_MESSAGES.approvedNoChange);
  const next = {
    startDate: body.startDate ?? row.startDate,
    endDate: body.endDate ?? row.endDate,
    payDate: body.payDate ?? row.payDate,
  };
  if (next.endDate < next.startDate) throw fieldError('endDate', PAYROLL_MESSAGES.endBeforeStart);
  if (next.payDate < next.endDate) throw fieldError('payDate', PAYROLL_MESSAGES.payBeforeEnd);
  const [overlap] = await db
    .select({ id: payPeriods.id })
    .from(payPeriods)
    .where(
      and(
        eq(payPeriods.calendarId, row.calendarId),
        ne(payPeriods.id, id),
        lte(payPeriods.startDate, next.endDate),
        gte(payPeriods.endDate, next.startDate),
      ),
    )
    .limit(1);
  if (overlap) throw ruleViolation(PAYROLL_MESSAGES.overlap);
  await db
    .update(payPeriods)
    .set({ ...next, modifiedBy: userId, modifiedDate: sql`now()`, version: sql`${payPeriods.version} + 1` })
    .where(eq(payPeriods.id, id));
  return getPeriod(db, id);
}

export async function deletePeriod(db: Db, id: number): Promise<void> {
  const [row] = await db.select().from(payPeriods).where(eq(payPeriods.id, id)).for('update');
  if (!row) throw notFound('pay period');
  if (row.status === 'approved') throw ruleViolation(PAYROLL_MESSAGES.approvedNoDelete);
  await db.delete(payPeriods).where(eq(payPeriods.id, id));
}

/** The period row locked for approving or unapproving, with its calendar. */
export async function lockPeriod(db: Db, id: number) {
  const [row] = await db
    .select({ period: payPeriods, calendar: payrollCalendars })
    .from(payPeriods)
    .innerJoin(payrollCalendars, eq(payrollCalendars.id, payPeriods.calendarId))
    .where(eq(payPeriods.id, id))
    .for('update', { of: payPeriods });
  if (!row) throw notFound('pay period');
  return row;
}
