import { eq } from 'drizzle-orm';
import { users } from '../modules/identity';
import { approvePeriod, createCalendar, searchPeriods } from '../modules/payroll';
import type { Db } from '../platform/db/database';

/**
 * A bi-weekly payroll calendar whose periods run from about six weeks back to four months ahead, so one
 * covers today. Only three past periods: the demo's year of revenue carries a quarter of wages, not more. Every past period whose time is all approved is approved, posting its labour cost: with no
 * demo time at all that is the salaried staff's pay; a past period still holding unapproved time stays open
 * (the time demo decides what is approved).
 */
export async function seedPayroll(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  const userId = admin?.id ?? 1;
  // The Sunday three periods (6 weeks) back.
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 42 - d.getUTCDay());
  const start = d.toISOString().slice(0, 10);
  const { calendar } = await createCalendar(
    db,
    {
      name: 'Field and office staff',
      frequency: 'biweekly',
      startDate: start,
      periods: 13,
      weekStartsOn: 0,
      payDelayDays: 5,
    },
    userId,
  );
  const past = await searchPeriods(db, { calendarId: calendar.id, to: today, offset: 0, limit: 100 });
  for (const p of past.data
    .filter((x) => x.endDate < today)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : 1))) {
    // Each in its own savepoint: a period refused (time unapproved, a closed ledger month) stays open.
    await db.transaction((sp) => approvePeriod(sp as Db, p.id, userId)).catch(() => undefined);
  }
}
