import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { moneyString } from '@fieldline/contracts/common/money';
import type { CalendarPeriod, FiscalCalendar } from '@fieldline/contracts/ledger/ledger.contract';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import { defaultCompanyId } from './ledger.posting';
import { calendarPeriods, fiscalCalendars, glPeriodBalances, journalEntries } from './ledger.table';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const iso = (d: Date) => d.toISOString().slice(0, 10);

type PeriodJoin = { p: typeof calendarPeriods.$inferSelect; c: typeof fiscalCalendars.$inferSelect };

function toPeriod({ p, c }: PeriodJoin): CalendarPeriod {
  return {
    id: p.id,
    calendarId: p.calendarId,
    calendarName: c.name,
    fiscalYear: c.fiscalYear,
    periodNumber: p.periodNumber,
    name: p.name,
    startDate: p.startDate,
    endDate: p.endDate,
    isClosed: p.isClosed,
    closedDate: p.closedDate ? new Date(p.closedDate).toISOString() : null,
    closedBy: p.closedBy,
    notes: p.notes,
    version: p.version,
  };
}

const toCalendar = (c: typeof fiscalCalendars.$inferSelect) => ({
  id: c.id,
  name: c.name,
  fiscalYear: c.fiscalYear,
  startDate: c.startDate,
  endDate: c.endDate,
  version: c.version,
});

const periodsQuery = (db: Db) =>
  db
    .select({ p: calendarPeriods, c: fiscalCalendars })
    .from(calendarPeriods)
    .innerJoin(fiscalCalendars, eq(fiscalCalendars.id, calendarPeriods.calendarId));

export async function getCalendar(db: Db, id: number): Promise<FiscalCalendar> {
  const companyId = await defaultCompanyId(db);
  const [c] = await db
    .select()
    .from(fiscalCalendars)
    .where(and(eq(fiscalCalendars.id, id), eq(fiscalCalendars.companyId, companyId)));
  if (!c) throw notFound('fiscal calendar');
  const periods = await periodsQuery(db)
    .where(eq(calendarPeriods.calendarId, id))
    .orderBy(asc(calendarPeriods.periodNumber));
  return { ...toCalendar(c), periods: periods.map(toPeriod) };
}

/** A fiscal calendar of 12 monthly periods starting on `startDate` (default January 1 of the year). */
export async function createCalendar(
  db: Db,
  input: { fiscalYear: number; name?: string; startDate?: string },
  userId: number | null,
) {
  const companyId = await defaultCompanyId(db);
  const start = input.startDate ?? `${input.fiscalYear}-01-01`;
  if (!start.endsWith('-01'))
    throw fieldError('startDate', 'A fiscal year starts on the first day of a month');
  const [y, m] = start.split('-').map(Number);
  const periods = MONTHS.map((_, i) => {
    const first = new Date(Date.UTC(y, m - 1 + i, 1));
    const last = new Date(Date.UTC(y, m + i, 0));
    return {
      periodNumber: i + 1,
      name: `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`,
      startDate: iso(first),
      endDate: iso(last),
    };
  });
  const end = periods[11].endDate;
  const [clash] = await db
    .select()
    .from(fiscalCalendars)
    .where(
      and(
        eq(fiscalCalendars.companyId, companyId),
        or(
          eq(fiscalCalendars.fiscalYear, input.fiscalYear),
          and(sql`${fiscalCalendars.startDate} <= ${end}`, sql`${fiscalCalendars.endDate} >= ${start}`),
        ),
      ),
    )
    .limit(1);
  if (clash)
    throw conflict(
      `The fiscal calendar overlaps ${clash.name} (${clash.startDate} to ${clash.endDate}).`,
      ErrorCodes.DUPLICATE,
    );
  const [cal] = await db
    .insert(fiscalCalendars)
    .values({
      companyId,
      name: input.name ?? `FY ${input.fiscalYear}`,
      fiscalYear: input.fiscalYear,
      startDate: start,
      endDate: end,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning();
  await db
    .insert(calendarPeriods)
    .values(periods.map((p) => ({ ...p, calendarId: cal.id, createdBy: userId, modifiedBy: userId })));
  return getCalendar(db, cal.id);
}

export async function updateCalendar(db: Db, id: number, input: { name: string }, userId: number | null) {
  const before = await getCalendar(db, id);
  await db
    .update(fiscalCalendars)
    .set({
      name: input.name,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${fiscalCalendars.version} + 1`,
    })
    .where(eq(fiscalCalendars.id, id));
  return { before, after: await getCalendar(db, id) };
}

export async function deleteCalendar(db: Db, id: number) {
  const cal = await getCalendar(db, id);
  const [posted] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.companyId, await defaultCompanyId(db)),
        sql`${journalEntries.entryDate} between ${cal.startDate} and ${cal.endDate}`,
      ),
    )
    .limit(1);
  if (posted) throw ruleViolation(`${cal.name} has journal entries and cannot be deleted.`);
  if (cal.periods.some((p) => p.isClosed))
    throw ruleViolation(`${cal.name} has closed periods and cannot be deleted.`);
  await db.delete(fiscalCalendars).where(eq(fiscalCalendars.id, id));
  return cal;
}

export async function searchCalendars(
  db: Db,
  q: { query?: string; fiscalYear?: number; offset: number; limit: number },
) {
  const companyId = await defaultCompanyId(db);
  const where: (SQL | undefined)[] = [eq(fiscalCalendars.companyId, companyId)];
  if (q.query) where.push(ilike(fiscalCalendars.name, `%${q.query}%`));
  if (q.fiscalYear) where.push(eq(fiscalCalendars.fiscalYear, q.fiscalYear));
  const cond = and(...where);
  const closed = sql<number>`(select count(*)::int from ${calendarPeriods} where ${calendarPeriods.calendarId} = ${fiscalCalendars.id} and ${calendarPeriods.isClosed})`;
  const [rows, [n]] = await Promise.all([
    db
      .select({ c: fiscalCalendars, closed })
      .from(fiscalCalendars)
      .where(cond)
      .orderBy(asc(fiscalCalendars.startDate))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(fiscalCalendars).where(cond),
  ]);
  return {
    data: rows.map((r) => ({ ...toCalendar(r.c), closedPeriods: Number(r.closed) })),
    count_filtered: Number(n.n),
  };
}

export async function searchPeriods(
  db: Db,
  q: {
    query?: string;
    calendarId?: number;
    fiscalYear?: number;
    isClosed?: boolean;
    date?: string;
    offset: number;
    limit: number;
  },
) {
  const companyId = await defaultCompanyId(db);
  const where: (SQL | undefined)[] = [eq(fiscalCalendars.companyId, companyId)];
  if (q.query)
    where.push(or(ilike(calendarPeriods.name, `%${q.query}%`), ilike(fiscalCalendars.name, `%${q.query}%`)));
  if (q.calendarId) where.push(eq(calendarPeriods.calendarId, q.calendarId));
  if (q.fiscalYear) where.push(eq(fiscalCalendars.fiscalYear, q.fiscalYear));
  if (q.isClosed !== undefined) where.push(eq(calendarPeriods.isClosed, q.isClosed));
  if (q.date)
    where.push(
      and(sql`${calendarPeriods.startDate} <= ${q.date}`, sql`${calendarPeriods.endDate} >= ${q.date}`),
    );
  const cond = and(...where);
  const [rows, [n]] = await Promise.all([
    periodsQuery(db).where(cond).orderBy(asc(calendarPeriods.startDate)).offset(q.offset).limit(q.limit),
    db
      .select({ n: count() })
      .from(calendarPeriods)
      .innerJoin(fiscalCalendars, eq(fiscalCalendars.id, calendarPeriods.calendarId))
      .where(cond),
  ]);
  return { data: rows.map(toPeriod), count_filtered: Number(n.n) };
}

/** The period covering `date` with its calendar; 404 when no fiscal calendar covers the date. */
export async function periodInfo(db: Db, date: string) {
  const companyId = await defaultCompanyId(db);
  const [row] = await periodsQuery(db)
    .where(
      and(
        eq(fiscalCalendars.companyId, companyId),
        sql`${calendarPeriods.startDate} <= ${date}`,
        sql`${calendarPeriods.endDate} >= ${date}`,
      ),
    )
    .limit(1);
  if (!row) throw new AppError(404, ErrorCodes.NOT_FOUND, `No calendar period covers ${date}.`);
  return { period: toPeriod(row), calendar: toCalendar(row.c), isOpen: !row.p.isClosed };
}

export async function getPeriodData(db: Db, id: number) {
  const companyId = await defaultCompanyId(db);
  const [row] = await periodsQuery(db).where(
    and(eq(calendarPeriods.id, id), eq(fiscalCalendars.companyId, companyId)),
  );
  if (!row) throw notFound('calendar period');
  const [[entries], [sums]] = await Promise.all([
    db
      .select({ n: count() })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.companyId, companyId),
          sql`${journalEntries.entryDate} between ${row.p.startDate} and ${row.p.endDate}`,
        ),
      ),
    db
      .select({
        d: sql<string>`coalesce(sum(${glPeriodBalances.debit}), 0)`,
        c: sql<string>`coalesce(sum(${glPeriodBalances.credit}), 0)`,
      })
      .from(glPeriodBalances)
      .where(eq(glPeriodBalances.periodId, id)),
  ]);
  return {
    ...toPeriod(row),
    entryCount: Number(entries.n),
    totalDebits: moneyString(sums.d),
    totalCredits: moneyString(sums.c),
  };
}

export async function patchPeriodData(
  db: Db,
  id: number,
  input: { isClosed?: boolean; notes?: string | null },
  userId: number | null,
) {
  const before = await getPeriodData(db, id);
  const set: Partial<typeof calendarPeriods.$inferInsert> = {};
  if (input.notes !== undefined) set.notes = input.notes;
  if (input.isClosed !== undefined && input.isClosed !== before.isClosed) {
    set.isClosed = input.isClosed;
    set.closedDate = input.isClosed ? new Date().toISOString() : null;
    set.closedBy = input.isClosed ? userId : null;
  }
  await db
    .update(calendarPeriods)
    .set({
      ...set,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${calendarPeriods.version} + 1`,
    })
    .where(eq(calendarPeriods.id, id));
  const after = await getPeriodData(db, id);
  const action =
    input.isClosed === undefined || input.isClosed === before.isClosed
      ? 'update'
      : input.isClosed
        ? 'close'
        : 'reopen';
  return { before, after, action };
}
