import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { contacts } from '../modules/contacts/contacts.table';
import { users } from '../modules/identity';
import { jobCalendarEvents, jobContacts, jobs } from '../modules/jobs';
import { companyDaySql, companyToday } from '../modules/organization';
import type { Db } from '../platform/db/database';

/**
 * The technician's day (issue 18 item 4) needs no visits of its own (the tools and dispatch steps add them):
 * only a site contact on each of today's technician jobs that has none, the customer's first contact with a
 * phone, so "My day" shows a name and a tel: link. Runs after the steps that add visits.
 */
export async function seedTechnicianDay(db: Db): Promise<void> {
  const techs = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['jordan.lee@example.com', 'sam.ortiz@example.com']));
  if (techs.length === 0) return;
  const day = await companyToday(db);
  const todays = await db
    .selectDistinct({ jobId: jobCalendarEvents.jobId, customerId: jobs.customerId })
    .from(jobCalendarEvents)
    .innerJoin(jobs, eq(jobs.id, jobCalendarEvents.jobId))
    .where(
      and(
        inArray(
          jobCalendarEvents.employeeId,
          techs.map((t) => t.id),
        ),
        companyDaySql(jobCalendarEvents.startTime, day),
      ),
    );
  if (todays.length === 0) return;
  const linked = await db
    .selectDistinct({ jobId: jobContacts.jobId })
    .from(jobContacts)
    .where(
      inArray(
        jobContacts.jobId,
        todays.map((t) => t.jobId),
      ),
    );
  const has = new Set(linked.map((l) => l.jobId));
  const open = todays.filter((t) => !has.has(t.jobId));
  if (open.length === 0) return;
  const people = await db
    .select({ id: contacts.id, customerId: contacts.customerId })
    .from(contacts)
    .where(
      and(
        inArray(
          contacts.customerId,
          open.map((o) => o.customerId),
        ),
        eq(contacts.isActive, true),
        or(isNotNull(contacts.cellPhone), isNotNull(contacts.workPhone)),
      ),
    )
    .orderBy(asc(contacts.id));
  const rows = open.flatMap((o) => {
    const c = people.find((p) => p.customerId === o.customerId);
    return c ? [{ jobId: o.jobId, contactId: c.id, role: 'Site contact', isPrimary: true }] : [];
  });
  if (rows.length) await db.insert(jobContacts).values(rows).onConflictDoNothing();
}
