import {
  CALENDAR_ORDER_MESSAGE,
  type createCalendarEventBodySchema,
  type createJobContactBodySchema,
  type JobCalendarEvent,
  type JobContact,
  JobContactMessages,
  type updateCalendarEventBodySchema,
  type updateJobContactBodySchema,
} from '@fieldline/contracts/jobs/job-records.contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getContactRefs } from '../contacts';
import { getUserRefs } from '../identity';
import { jobHead } from './job-work.shared';
import { jobCalendarEvents, jobContacts } from './jobs.table';
import { assertTechnicianFree } from './visit-booking';

type SubParams = { id: number; subId: number };
type Ctx<B, P = { id: number }> = RouteContext<B, unknown, P>;

// ---- calendar events ---------------------------------------------------------------------------

type EventRow = typeof jobCalendarEvents.$inferSelect;

type UserRefs = Awaited<ReturnType<typeof getUserRefs>>;

/** The answer's shape; `known` holds people already read in this request (the employee just checked). */
async function toEvents(db: Db, rows: EventRow[], known?: UserRefs): Promise<JobCalendarEvent[]> {
  const wanted = rows.flatMap((r) => (r.employeeId && !known?.has(r.employeeId) ? [r.employeeId] : []));
  const people = wanted.length ? await getUserRefs(db, wanted) : new Map();
  for (const [id, ref] of known ?? []) people.set(id, ref);
  return rows.map((r) => {
    const who = r.employeeId ? people.get(r.employeeId) : undefined;
    return {
      id: r.id,
      jobId: r.jobId,
      title: r.title,
      startTime: new Date(r.startTime).toISOString(),
      endTime: new Date(r.endTime).toISOString(),
      employee: who ? { id: who.id, displayName: who.displayName } : null,
      note: r.note,
      ...auditOut(r),
    };
  });
}

export async function listCalendarEvents(db: Db, jobId: number): Promise<JobCalendarEvent[]> {
  await jobHead(db, jobId);
  const rows = await db
    .select()
    .from(jobCalendarEvents)
    .where(eq(jobCalendarEvents.jobId, jobId))
    .orderBy(asc(jobCalendarEvents.startTime), asc(jobCalendarEvents.id));
  return toEvents(db, rows);
}

async function eventRow(db: Db, jobId: number, eventId: number): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(jobCalendarEvents)
    .where(and(eq(jobCalendarEvents.id, eventId), eq(jobCalendarEvents.jobId, jobId)));
  // The event names its job, so a found event means the job exists; a miss says which one is missing.
  if (row) return row;
  await jobHead(db, jobId);
  throw notFound('calendar event');
}

/** The job of a calendar event (a visit), for callers that know only the visit (the dispatch board). */
export async function visitJobId(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ jobId: jobCalendarEvents.jobId })
    .from(jobCalendarEvents)
    .where(eq(jobCalendarEvents.id, eventId));
  if (!row) throw notFound('visit', 'VISIT_NOT_FOUND');
  return row.jobId;
}

export async function getCalendarEvent(db: Db, jobId: number, eventId: number) {
  return (await toEvents(db, [await eventRow(db, jobId, eventId)]))[0];
}

async function checkEmployee(db: Db, employeeId: number | null | undefined): Promise<UserRefs | undefined> {
  if (employeeId == null) return undefined;
  const refs = await getUserRefs(db, [employeeId]);
  if (!refs.has(employeeId)) throw fieldError('employeeId', 'Unknown employee.');
  return refs;
}

export async function createCalendarEvent(ctx: Ctx<z.output<typeof createCalendarEventBodySchema>>) {
  const { db, body, params, user } = ctx;
  await jobHead(db, params.id);
  const people = await checkEmployee(db, body.employeeId);
  if (body.employeeId != null)
    await assertTechnicianFree(db, {
      userId: body.employeeId,
      start: body.startTime,
      end: body.endTime,
      override: body.override,
    });
  const [row] = await db
    .insert(jobCalendarEvents)
    .values({
      jobId: params.id,
      title: body.title,
      startTime: body.startTime,
      endTime: body.endTime,
      employeeId: body.employeeId ?? null,
      note: body.note ?? '',
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await ctx.audit({
    entity: 'jobCalendarEvent',
    entityId: row.id,
    action: 'create',
    after: { ...body, jobId: params.id },
  });
  return (await toEvents(db, [row], people))[0];
}

export async function updateCalendarEvent(
  ctx: Ctx<z.output<typeof updateCalendarEventBodySchema>, SubParams>,
) {
  const { db, body, params, user } = ctx;
  const before = await eventRow(db, params.id, params.subId);
  const { version, override, ...b } = body;
  const people = await checkEmployee(db, b.employeeId);
  const start = b.startTime ?? before.startTime;
  const end = b.endTime ?? before.endTime;
  if (Date.parse(end) < Date.parse(start)) throw fieldError('endTime', CALENDAR_ORDER_MESSAGE);
  const employeeId = b.employeeId === undefined ? before.employeeId : b.employeeId;
  if (employeeId != null)
    await assertTechnicianFree(db, { userId: employeeId, start, end, visitId: before.id, override });
  const values: Partial<typeof jobCalendarEvents.$inferInsert> = {};
  for (const key of ['title', 'startTime', 'endTime', 'employeeId', 'note'] as const)
    if (b[key] !== undefined) (values as Record<string, unknown>)[key] = b[key];
  const row = await updateVersioned(
    db,
    jobCalendarEvents,
    params.subId,
    version,
    values,
    user.id,
    'calendar event',
  );
  await ctx.audit({ entity: 'jobCalendarEvent', entityId: row.id, action: 'update', after: b });
  return (await toEvents(db, [row], people))[0];
}

export async function deleteCalendarEvent(ctx: Ctx<unknown, SubParams>) {
  const { db, params } = ctx;
  await eventRow(db, params.id, params.subId);
  await db.delete(jobCalendarEvents).where(eq(jobCalendarEvents.id, params.subId));
  await ctx.audit({ entity: 'jobCalendarEvent', entityId: params.subId, action: 'delete' });
}

// ---- contacts ----------------------------------------------------------------------------------

type ContactLinkRow = typeof jobContacts.$inferSelect;

async function toContacts(db: Db, rows: ContactLinkRow[]): Promise<JobContact[]> {
  const refs = await getContactRefs(
    db,
    rows.map((r) => r.contactId),
  );
  return rows.map((r) => {
    const c = refs.get(r.contactId);
    return {
      id: r.id,
      jobId: r.jobId,
      contact: {
        id: r.contactId,
        displayName: c?.displayName ?? '',
        email: c?.email ?? null,
        isActive: c?.isActive ?? false,
      },
      role: r.role,
      isPrimary: r.isPrimary,
      version: r.version,
    };
  });
}

export async function listJobContacts(db: Db, jobId: number): Promise<JobContact[]> {
  await jobHead(db, jobId);
  const rows = await db
    .select()
    .from(jobContacts)
    .where(eq(jobContacts.jobId, jobId))
    .orderBy(asc(jobContacts.id));
  // Primary first, then in the order they were added.
  return toContacts(db, [...rows.filter((r) => r.isPrimary), ...rows.filter((r) => !r.isPrimary)]);
}

async function contactLink(db: Db, jobId: number, linkId: number) {
  await jobHead(db, jobId);
  const [row] = await db
    .select()
    .from(jobContacts)
    .where(and(eq(jobContacts.id, linkId), eq(jobContacts.jobId, jobId)));
  if (!row) throw notFound('job contact');
  return row;
}

export async function getJobContact(db: Db, jobId: number, linkId: number) {
  return (await toContacts(db, [await contactLink(db, jobId, linkId)]))[0];
}

/** One primary contact per job: marking one primary clears the others. */
async function clearOtherPrimaries(db: Db, jobId: number, keepId: number) {
  await db
    .update(jobContacts)
    .set({ isPrimary: false })
    .where(and(eq(jobContacts.jobId, jobId), ne(jobContacts.id, keepId), eq(jobContacts.isPrimary, true)));
}

/** A new job's contacts as given (a bid's, when it converts): no checks, one insert. */
export async function insertJobContacts(
  db: Db,
  userId: number,
  jobId: number,
  contacts: { contactId: number; role: string; isPrimary: boolean }[],
): Promise<void> {
  if (contacts.length)
    await db
      .insert(jobContacts)
      .values(contacts.map((c) => ({ jobId, ...c, createdBy: userId, modifiedBy: userId })));
}

export async function addJobContact(ctx: Ctx<z.output<typeof createJobContactBodySchema>>) {
  const { db, body, params, user } = ctx;
  const job = await jobHead(db, params.id);
  const contact = (await getContactRefs(db, [body.contactId])).get(body.contactId);
  if (!contact) throw fieldError('contactId', 'Unknown contact.');
  if (contact.customerId !== job.customerId)
    throw ruleViolation(JobContactMessages.notOfCustomer, 'JOB_CONTACT_CUSTOMER');
  const [dup] = await db
    .select({ id: jobContacts.id })
    .from(jobContacts)
    .where(and(eq(jobContacts.jobId, params.id), eq(jobContacts.contactId, body.contactId)));
  if (dup) throw conflict(JobContactMessages.duplicate, 'DUPLICATE_JOB_CONTACT');
  const [row] = await db
    .insert(jobContacts)
    .values({
      jobId: params.id,
      contactId: body.contactId,
      role: body.role ?? '',
      isPrimary: body.isPrimary ?? false,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  if (row.isPrimary) await clearOtherPrimaries(db, params.id, row.id);
  await ctx.audit({
    entity: 'jobContact',
    entityId: row.id,
    action: 'create',
    after: { ...body, jobId: params.id },
  });
  return (await toContacts(db, [row]))[0];
}

export async function updateJobContact(ctx: Ctx<z.output<typeof updateJobContactBodySchema>, SubParams>) {
  const { db, body, params, user } = ctx;
  await contactLink(db, params.id, params.subId);
  const { version, ...b } = body;
  const values: Partial<typeof jobContacts.$inferInsert> = {};
  if (b.role !== undefined) values.role = b.role;
  if (b.isPrimary !== undefined) values.isPrimary = b.isPrimary;
  const row = await updateVersioned(db, jobContacts, params.subId, version, values, user.id, 'job contact');
  if (row.isPrimary) await clearOtherPrimaries(db, params.id, row.id);
  await ctx.audit({ entity: 'jobContact', entityId: row.id, action: 'update', after: b });
  return (await toContacts(db, [row]))[0];
}

export async function removeJobContact(ctx: Ctx<unknown, SubParams>) {
  const { db, params } = ctx;
  await contactLink(db, params.id, params.subId);
  await db.delete(jobContacts).where(eq(jobContacts.id, params.subId));
  await ctx.audit({ entity: 'jobContact', entityId: params.subId, action: 'delete' });
}
