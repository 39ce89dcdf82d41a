import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { customers } from '../modules/customers';
import { jobCalendarEvents, jobs } from '../modules/jobs';
import { locations } from '../modules/locations/locations.table';
import type { Db } from '../platform/db/database';
import { workLookups } from './demo-work-lookups';

/** At `hour`:`min` UTC, `days` days from today (Denver business hours are 15:00-24:00 UTC). */
const at = (days: number, hour: number, min = 0) => {
  const d = new Date();
  d.setUTCHours(hour, min, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString();
};

export const DEMO_DISPATCH_JOBS = [
  // name, type, urgency, technician, day, start hour (UTC), minutes long; null technician: unassigned.
  ['Water heater inspection', 'PM', 'Normal', 'jordan', 0, 15, 90],
  ['Walk-in cooler not cooling', 'SVC', 'High', 'jordan', 0, 18, 120],
  ['Rooftop unit filter change', 'PM', 'Low', 'jordan', 0, 21, 90],
  ['Leaking condensate line', 'SVC', 'Normal', 'sam', 0, 20, 120],
  ['Heat pump defrost fault', 'SVC', 'High', 'jordan', 1, 16, 120],
  ['Backflow preventer test', 'PM', 'Normal', 'sam', 1, 15, 90],
  ['Make-up air unit start-up', 'SVC', 'Normal', 'jordan', 2, 15, 180],
  // Not Sam: the events demo gives him day 2 off.
  ['Kitchen hood exhaust fan noise', 'SVC', 'Normal', 'jordan', 2, 19, 120],
  ['Boiler annual inspection', 'PM', 'Normal', 'jordan', 3, 18, 120],
  ['Sewer line camera inspection', 'SVC', 'Low', 'sam', 3, 16, 120],
  ['Chiller oil analysis', 'PM', 'Low', 'jordan', 4, 15, 120],
  ['Grease trap replacement quote', 'SVC', 'Normal', 'sam', 4, 18, 90],
  ['Ice machine leaking', 'SVC', 'Emergency', null, 0, 0, 0],
  ['Office too warm, VAV box check', 'SVC', 'High', null, 0, 0, 0],
  ['Ductless mini-split maintenance', 'PM', 'Normal', null, 0, 0, 0],
  ['Tankless water heater descale', 'PM', 'Low', null, 0, 0, 0],
] as const;

/**
 * The dispatch board's week (issue 18 item 5): visits for Jordan Lee and Sam Ortiz from today over the
 * next days (three today for Jordan), none overlapping each other or the tools demo's visit (Sam,
 * today 17:00-19:00 UTC), and a few open jobs with zones waiting in the unassigned lane. Set-based.
 */
export async function seedDispatch(db: Db): Promise<void> {
  const l = await workLookups(db);
  const office = l.officeIds[0];
  if (!office) return;
  const sites = await db
    .select({ customerId: locations.customerId, locationId: locations.id })
    .from(locations)
    .innerJoin(customers, eq(customers.id, locations.customerId))
    .where(and(eq(customers.isActive, true), isNotNull(locations.zoneId)))
    .orderBy(asc(locations.id))
    .limit(DEMO_DISPATCH_JOBS.length);
  if (sites.length === 0) return;
  const tech = { jordan: l.user('jordan.lee@example.com'), sam: l.user('sam.ortiz@example.com') };
  const made = await db
    .insert(jobs)
    .values(
      DEMO_DISPATCH_JOBS.map(([name, type, urgency, who], i) => ({
        jobNumber: `demo-dispatch-${i}`,
        name,
        jobTypeId: l.jobType(type),
        statusId: l.status(who ? 'Scheduled' : 'New'),
        officeId: office,
        ...sites[i % sites.length],
        urgencyId: l.urgency(urgency),
        assignedResourceId: who ? tech[who] : null,
        createdBy: l.adminId,
        modifiedBy: l.adminId,
      })),
    )
    .returning({ id: jobs.id, name: jobs.name });
  await db
    .update(jobs)
    .set({ jobNumber: sql`'J-' || lpad(${jobs.id}::text, 6, '0')` })
    .where(sql`${jobs.jobNumber} like 'demo-dispatch-%'`);
  const visits = DEMO_DISPATCH_JOBS.flatMap(([name, , , who, day, hour, minutes], i) =>
    who
      ? [
          {
            jobId: made.find((m) => m.name === name)?.id ?? made[i].id,
            title: name,
            startTime: at(day, hour),
            endTime: at(day, hour, minutes),
            employeeId: tech[who],
            createdBy: l.adminId,
            modifiedBy: l.adminId,
          },
        ]
      : [],
  );
  await db.insert(jobCalendarEvents).values(visits);
}
