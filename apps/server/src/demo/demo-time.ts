import { Decimal } from 'decimal.js';
import { and, asc, eq, gte, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { employees } from '../modules/employees';
import { users } from '../modules/identity';
import { jobs, timesheets, timeTypes } from '../modules/jobs';
import { companyToday } from '../modules/organization';
import { nonBillableTypes, timecards } from '../modules/time';
import type { Db } from '../platform/db/database';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Weeks of approved time before the current (pending) week. */
const WEEKS = 8;
const APPROVER = 'tom.becker@example.com';

/**
 * Two months of time (issue 17 item 7) for the hourly employees (salaried staff keep no timecards):
 * technicians on their demo jobs, office staff on non-job time
 * (with some training and meetings), 8 hours a weekday. Weeks run Monday to Sunday; the 8 weeks before the
 * current one are approved by the payroll specialist, the current week is pending and Sam Ortiz's shows the
 * review's warnings (overlapping entries on Monday, nothing on Tuesday). Days that already carry job time
 * from the jobs demo are topped up to 8 hours, not doubled.
 */
export async function seedTime(db: Db, at?: number): Promise<void> {
  const now = at ?? Date.now();
  // The company's today (Denver), not the server's UTC one: after midnight UTC on a Monday, a week counted in
  // UTC would approve (and lock) the company's Sunday, which is still today there.
  const today = new Date(at === undefined ? await companyToday(db) : iso(now)).getTime();
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const first = monday - WEEKS * 7 * DAY;
  const people = await db
    .select({ e: employees, email: users.email })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    // Salaried staff keep no timecards.
    .where(and(eq(employees.isActive, true), isNotNull(employees.userId), eq(employees.payType, 'hourly')))
    .orderBy(asc(employees.number));
  const types = new Map((await db.select().from(timeTypes)).map((t) => [t.name, t]));
  const regular = types.get('Regular')!;
  const nb = new Map((await db.select().from(nonBillableTypes)).map((t) => [t.name, t.id]));
  const [approver] = await db.select({ id: users.id }).from(users).where(eq(users.email, APPROVER));
  const existing = await db
    .select({
      userId: timesheets.employeeId,
      workDate: timesheets.workDate,
      hours: sql<string>`sum(${timesheets.hours})`,
    })
    .from(timesheets)
    .where(gte(timesheets.workDate, iso(first)))
    .groupBy(timesheets.employeeId, timesheets.workDate);
  const booked = new Map(existing.map((r) => [`${r.userId} ${r.workDate}`, new Decimal(r.hours)]));

  const timeOnJob = db.select({ id: timesheets.id }).from(timesheets).where(eq(timesheets.jobId, jobs.id));
  const rows: (typeof timesheets.$inferInsert)[] = [];
  for (const { e, email } of people) {
    const userId = e.userId as number;
    const myJobs = e.isTechnician
      ? (
          await db
            .select({ id: jobs.id })
            .from(jobs)
            // Jobs whose work the jobs demo already recorded keep exactly that record.
            .where(and(eq(jobs.assignedResourceId, userId), notExists(timeOnJob)))
            .orderBy(asc(jobs.id))
        ).map((j) => j.id)
      : [];
    let n = 0;
    for (let t = first; t <= today; t += DAY) {
      const weekday = new Date(t).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const date = iso(t);
      const current = t >= monday;
      const sam = email === 'sam.ortiz@example.com';
      if (current && sam && weekday === 2) continue; // the missing Tuesday
      const already = booked.get(`${userId} ${date}`) ?? new Decimal(0);
      const left = new Decimal(8).minus(already);
      if (left.lte(0)) continue;
      n++;
      // The jobs demo's own entries start at 15:00 UTC: a topped-up day starts after them.
      const shift = already.isZero() ? 0 : already.toNumber() + 0.5;
      const at = (h: number) => new Date(t + (h + shift) * 3600_000).toISOString();
      const entry = (startH: number, hours: Decimal, extra: Partial<typeof timesheets.$inferInsert>) => {
        rows.push({
          employeeId: userId,
          timeTypeId: regular.id,
          workDate: date,
          startTime: at(startH),
          endTime: at(startH + hours.toNumber()),
          hours: hours.toFixed(2),
          billedTime: extra.jobId ? hours.toFixed(2) : '0',
          costRate: regular.costRate,
          description: '',
          createdBy: approver.id,
          ...extra,
        });
      };
      // 08:00 Mountain time is 15:00 UTC (near enough for the demo all year). Sam's current Monday: the
      // second entry is logged as starting an hour before the first ended (the review's overlap warning).
      const overlap = current && sam && weekday === 1;
      const next = (end: number) => (overlap ? end - 1 : end + 0.5);
      if (myJobs.length) {
        const half = left.div(2).toDecimalPlaces(2);
        entry(15, half, { jobId: myJobs[n % myJobs.length], description: 'Service call' });
        entry(next(15 + half.toNumber()), left.minus(half), {
          jobId: myJobs[(n + 1) % myJobs.length],
          description: 'Follow-up visit',
        });
      } else if (e.isTechnician) {
        // A technician whose demo jobs already carry their recorded work: shop time.
        entry(15, new Decimal(2), { nonBillableTypeId: nb.get('Shop'), description: 'Van stocking' });
        entry(next(17), left.minus(2), { nonBillableTypeId: nb.get('Shop'), description: 'Shop repairs' });
      } else if (weekday === 5 && n % 2 === 0) {
        entry(15, new Decimal(2), { nonBillableTypeId: nb.get('Training'), description: 'Product training' });
        entry(next(17), left.minus(2), { description: 'Office work' });
      } else if (weekday === 1) {
        entry(15, new Decimal(1), {
          nonBillableTypeId: nb.get('Meeting'),
          description: 'Weekly team meeting',
        });
        entry(overlap ? 15.5 : 16, left.minus(1), { description: 'Office work' });
      } else {
        entry(15, left, { description: 'Office work' });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(timesheets).values(rows.slice(i, i + 500));

  // The approved weeks: a timecard per employee and week, and the rows stamped.
  const approvedAt = new Date(monday + 9 * 3600_000).toISOString();
  const cards: (typeof timecards.$inferInsert)[] = [];
  for (let w = 0; w < WEEKS; w++) {
    const from = iso(first + w * 7 * DAY);
    const to = iso(first + (w * 7 + 6) * DAY);
    for (const { e } of people)
      cards.push({
        employeeId: e.id,
        periodFrom: from,
        periodTo: to,
        status: 'approved',
        submittedAt: approvedAt,
        approvedAt,
        approvedBy: approver.id,
        createdBy: approver.id,
      });
  }
  await db.insert(timecards).values(cards);
  await db
    .update(timesheets)
    .set({ approvedAt, approvedBy: approver.id })
    .where(and(gte(timesheets.workDate, iso(first)), lt(timesheets.workDate, iso(monday))));
  // The current week: open timecards for the technicians, Jordan's already submitted.
  for (const { e, email } of people.filter((p) => p.e.isTechnician))
    await db.insert(timecards).values({
      employeeId: e.id,
      periodFrom: iso(monday),
      periodTo: iso(monday + 6 * DAY),
      status: email === 'jordan.lee@example.com' ? 'submitted' : 'open',
      submittedAt: email === 'jordan.lee@example.com' ? new Date(now).toISOString() : null,
      createdBy: e.userId,
    });
}
