import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { employeeCreditCards, employees } from '../modules/employees';
import { mileageRates, mileageTrips, postExpenses } from '../modules/expenses';
import { users } from '../modules/identity';
import { jobCalendarEvents, jobExpenses, jobs } from '../modules/jobs';
import { glAccounts } from '../modules/ledger/ledger.table';
import type { Db } from '../platform/db/database';

/**
 * Mileage and expenses (issue 17 items 5 and 7): the company rate per mile, two months of trips for the
 * technicians T-2001 Jordan Lee and T-2002 Sam Ortiz (the older month posted as reimbursement), and
 * expenses: some posted, some pending, one on Jordan's company fuel card, one handled outside. Dates are
 * relative to today. Posting goes through postExpenses, so the journal holds the entries.
 */
const DAY = 86_400_000;
const dateAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const weekday = (days: number) => {
  const d = new Date(Date.now() - days * DAY).getUTCDay();
  return d !== 0 && d !== 6;
};

const TRIPS: [string, string, string][] = [
  ['Shop', 'Customer site', 'Service call'],
  ['Customer site', 'Supply house', 'Parts pickup'],
  ['Shop', 'Customer site', 'Maintenance visit'],
  ['Supply house', 'Shop', 'Return of core parts'],
];

export async function seedExpenses(db: Db): Promise<void> {
  const techs = await db
    .select({ id: employees.id, userId: employees.userId, number: employees.number })
    .from(employees)
    .where(inArray(employees.number, ['T-2001', 'T-2002']))
    .orderBy(asc(employees.number));
  const [admin] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  if (techs.length < 2 || !admin) return;
  const [jordan, sam] = techs;
  await db.insert(mileageRates).values([
    { effectiveDate: '2025-01-01', ratePerMile: '0.7000', createdBy: admin.id },
    { effectiveDate: '2026-01-01', ratePerMile: '0.7250', createdBy: admin.id },
  ]);

  // Job expenses recorded by the technicians on their jobs (demo-work) are theirs to be reimbursed.
  await db
    .update(jobExpenses)
    .set({ employeeId: sql`(select e.id from employees e where e.user_id = ${jobExpenses.createdBy})` })
    .where(isNull(jobExpenses.employeeId));

  const trips: number[] = [];
  const older: number[] = [];
  for (const [n, tech] of techs.entries()) {
    const visits = await db
      .selectDistinct({ jobId: jobCalendarEvents.jobId })
      .from(jobCalendarEvents)
      .where(eq(jobCalendarEvents.employeeId, tech.userId ?? 0));
    let odometer = 48_210 + n * 17_345;
    for (let ago = 60; ago >= 1; ago--) {
      if (!weekday(ago) || (ago + n) % 3 === 0) continue;
      const [from, to, purpose] = TRIPS[(ago + n) % TRIPS.length];
      const miles = 8 + ((ago * 7 + n * 11) % 37) + ((ago % 4) * 2) / 10;
      const start = odometer;
      odometer = Math.round((odometer + miles) * 10) / 10;
      const job = visits.length && purpose !== 'Parts pickup' ? visits[ago % visits.length].jobId : null;
      const [row] = await db
        .insert(mileageTrips)
        .values({
          employeeId: tech.id,
          tripDate: dateAgo(ago),
          vehicle: n === 0 ? 'Van 12 (Ford Transit)' : 'Van 7 (Ram ProMaster)',
          startOdometer: start.toFixed(1),
          endOdometer: odometer.toFixed(1),
          distance: (odometer - start).toFixed(1),
          fromPlace: from,
          toPlace: to,
          purpose,
          jobId: job,
          createdBy: tech.userId,
          modifiedBy: tech.userId,
        })
        .returning({ id: mileageTrips.id });
      trips.push(row.id);
      if (ago > 30) older.push(row.id);
    }
  }

  const account = async (code: string) =>
    (await db.select({ id: glAccounts.id }).from(glAccounts).where(eq(glAccounts.code, code)))[0]?.id ?? null;
  const [fuel, supplies, vehicle] = [await account('6300'), await account('6500'), await account('6200')];
  const [card] = await db
    .select({ id: employeeCreditCards.id })
    .from(employeeCreditCards)
    .where(and(eq(employeeCreditCards.employeeId, jordan.id), eq(employeeCreditCards.isActive, true)))
    .limit(1);
  const [someJob] = await db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id)).limit(1);
  const base = { createdBy: admin.id, modifiedBy: admin.id };
  const rows = await db
    .insert(jobExpenses)
    .values([
      // Posted (older).
      {
        ...base,
        employeeId: jordan.id,
        enteredOn: dateAgo(41),
        description: 'Fuel, Van 12',
        amount: '86.40',
        vendor: 'Shell',
        accountId: fuel,
        paidBy: card ? 'companyCard' : 'employee',
        creditCardId: card?.id ?? null,
      },
      {
        ...base,
        employeeId: sam.id,
        enteredOn: dateAgo(38),
        description: 'Flashlight and batteries',
        amount: '32.17',
        vendor: 'Ace Hardware',
        accountId: supplies,
      },
      {
        ...base,
        employeeId: sam.id,
        enteredOn: dateAgo(35),
        description: 'Tolls E-470',
        amount: '18.25',
        vendor: 'E-470 Authority',
        accountId: vehicle,
      },
      // Pending.
      {
        ...base,
        employeeId: jordan.id,
        enteredOn: dateAgo(6),
        description: 'Parking downtown',
        amount: '22.00',
        vendor: 'City lot',
      },
      {
        ...base,
        employeeId: sam.id,
        jobId: someJob?.id ?? null,
        enteredOn: dateAgo(4),
        description: 'Refrigerant recovery cylinder rental',
        amount: '45.00',
        vendor: 'Johnstone Supply',
      },
      {
        ...base,
        employeeId: jordan.id,
        enteredOn: dateAgo(2),
        description: 'Work boots allowance',
        amount: '139.99',
        vendor: 'Boot Barn',
        accountId: supplies,
      },
      // Handled outside: paid through the payroll service's own expense tool.
      {
        ...base,
        employeeId: sam.id,
        enteredOn: dateAgo(20),
        description: 'Safety certification course',
        amount: '250.00',
        vendor: 'NATE',
        isExternal: true,
      },
    ])
    .returning({ id: jobExpenses.id });

  const ctx = {
    db,
    user: { id: admin.id },
    body: { ids: rows.slice(0, 3).map((r) => r.id), tripIds: older, entryDate: dateAgo(0) },
    audit: async () => {},
    afterCommit: () => {},
    afterRollback: () => {},
    operationKey: null,
    level: () => 2,
  } as unknown as Parameters<typeof postExpenses>[0];
  await postExpenses(ctx);
}
