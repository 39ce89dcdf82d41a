import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractVisits } from './contract-visits.table';
import {
  generate,
  officeIn,
  putSchedule,
  seedContract,
  t,
  useVisitsApp,
  visits,
} from './contract-visits.test-kit';

useVisitsApp();

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const dow = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

interface Plan {
  frequency: 'Monthly' | 'Quarterly' | 'SemiAnnual' | 'Annual' | 'Months';
  months: number[];
  dayOfMonth: number | null;
  nthWeek: number | null;
  weekday: number | null;
}

/** An independent reference of the month-based dates (the SQL expression is checked against it). */
function expected(p: Plan, start: string, from: string, end: string): string[] {
  const [sy, sm, sd] = start.split('-').map(Number);
  const [fy, fm] = from.split('-').map(Number);
  const out: string[] = [];
  for (let k = fy * 12 + fm - 1; ; k++) {
    const y = Math.floor(k / 12);
    const m = (k % 12) + 1;
    if (iso(y, m, 1) > end) break;
    const diff = y * 12 + m - (sy * 12 + sm);
    const step = { Monthly: 1, Quarterly: 3, SemiAnnual: 6, Annual: 12, Months: 0 }[p.frequency];
    if (step ? diff % step !== 0 : !p.months.includes(m)) continue;
    let day: number;
    if (p.nthWeek === 5) {
      day = daysIn(y, m);
      while (dow(y, m, day) !== p.weekday) day--;
    } else if (p.nthWeek !== null) {
      day = 1 + (((((p.weekday as number) - dow(y, m, 1)) % 7) + 7) % 7) + 7 * (p.nthWeek - 1);
    } else day = Math.min(p.dayOfMonth ?? sd, daysIn(y, m));
    const d = iso(y, m, day);
    if (d >= from && d <= end) out.push(d);
  }
  return out;
}

const planArb: fc.Arbitrary<Plan> = fc
  .record({
    frequency: fc.constantFrom('Monthly', 'Quarterly', 'SemiAnnual', 'Annual', 'Months' as const),
    months: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }),
    day: fc.oneof(
      fc.record({
        dayOfMonth: fc.integer({ min: 1, max: 31 }),
        nthWeek: fc.constant(null),
        weekday: fc.constant(null),
      }),
      fc.record({
        dayOfMonth: fc.constant(null),
        nthWeek: fc.integer({ min: 1, max: 5 }),
        weekday: fc.integer({ min: 0, max: 6 }),
      }),
      fc.constant({ dayOfMonth: null, nthWeek: null, weekday: null }),
    ),
  })
  .map(({ frequency, months, day }) => ({ frequency, months: months.sort((a, b) => a - b), ...day }));

const dateArb = fc
  .record({
    y: fc.integer({ min: 2024, max: 2028 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => iso(y, m, d));

function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t0 = new Date(Date.UTC(y, m - 1 + months, d - 1));
  return t0.toISOString().slice(0, 10);
}

async function duplicateOccurrences(contractId: number): Promise<number> {
  const result = await t.database.db.execute(sql`
    select count(*)::int as n from (select occurrence_date from ${contractVisits}
      where contract_id = ${contractId}::int group by occurrence_date having count(*) > 1) d`);
  return (((result as { rows?: unknown[] }).rows ?? result) as { n: number }[])[0].n;
}

/** Today in the demo office's zone (America/Denver), from the database clock as generation reads it. */
async function officeToday(): Promise<string> {
  const result = await t.database.db.execute(
    sql`select (now() at time zone 'America/Denver')::date::text as d`,
  );
  return (((result as { rows?: unknown[] }).rows ?? result) as { d: string }[])[0].d;
}

describe('generation properties', () => {
  it("is idempotent, gives exactly the schedule's dates, never two visits for one day, across re-runs and changes", async () => {
    await fc.assert(
      fc.asyncProperty(
        planArb,
        planArb,
        dateArb,
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 3 }),
        async (plan, changed, start, termMonths, horizonDays, reruns) => {
          const end = addMonths(start, termMonths);
          const c = await seedContract({ startDate: start, endDate: end });
          await putSchedule(c.id, { ...plan, horizonDays });
          const first = await generate(c.id);
          const want = expected(plan, start, start, end);
          expect(first.visitsCreated).toBe(want.length);
          for (let i = 0; i < reruns; i++)
            expect(await generate(c.id)).toEqual({ visitsCreated: 0, jobsCreated: 0 });
          const got = await visits(c.id);
          expect(got.map((v) => v.occurrenceDate)).toEqual(want);
          // Jobs exactly for the visits due within the horizon (the demo office is in America/Denver).
          const today = await officeToday();
          const limit = new Date(Date.parse(`${today}T00:00:00Z`) + horizonDays * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const ok = (v: (typeof got)[number]) =>
            v.occurrenceDate <= limit ? v.job !== null : v.job === null;
          expect(got.every(ok)).toBe(true);
          expect(new Set(got.filter((v) => v.job).map((v) => v.job?.id)).size).toBe(
            got.filter((v) => v.job).length,
          );

          // A change keeps the past and regenerates the future; re-runs still add nothing.
          await putSchedule(c.id, { ...changed, horizonDays });
          await generate(c.id);
          expect(await generate(c.id)).toEqual({ visitsCreated: 0, jobsCreated: 0 });
          const after = (await visits(c.id)).map((v) => v.occurrenceDate);
          expect(await duplicateOccurrences(c.id)).toBe(0);
          expect(after.filter((d) => d < today)).toEqual(want.filter((d) => d < today));
          const from = today > start ? today : start;
          const future = expected(changed, start, from, end);
          expect(after.filter((d) => d >= from)).toEqual(future);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});

describe('daylight saving', () => {
  for (const [zone, winter, summer] of [
    ['America/New_York', '2027-01-15T14:00:00.000Z', '2027-07-15T13:00:00.000Z'],
    ['Europe/London', '2027-01-15T09:00:00.000Z', '2027-07-15T08:00:00.000Z'],
    ['Australia/Sydney', '2027-01-14T22:00:00.000Z', '2027-07-14T23:00:00.000Z'],
  ] as const) {
    it(`keeps the preferred window at 09:00 wall-clock time in ${zone} across the changes`, async () => {
      const officeId = await officeIn(zone);
      const c = await seedContract({ officeId, startDate: '2027-01-01', endDate: '2027-12-31' });
      await putSchedule(c.id, {
        frequency: 'Monthly',
        dayOfMonth: 15,
        windowStart: '09:00',
        windowEnd: '11:00',
        horizonDays: 730,
      });
      await generate(c.id);
      const list = await visits(c.id);
      expect(list).toHaveLength(12);
      const wall = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      const day = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      for (const v of list) {
        const startAt = new Date(v.job?.scheduledStart as string);
        expect(wall.format(startAt)).toBe('09:00');
        expect(wall.format(new Date(v.job?.scheduledEnd as string))).toBe('11:00');
        expect(day.format(startAt)).toBe(v.occurrenceDate);
      }
      expect(list[0].job?.scheduledStart).toBe(winter);
      expect(list[6].job?.scheduledStart).toBe(summer);
      const [row] = await t.database.db
        .select()
        .from(contractVisits)
        .where(eq(contractVisits.id, list[0].id));
      expect(row.occurrenceDate).toBe('2027-01-15');
    });
  }
});
