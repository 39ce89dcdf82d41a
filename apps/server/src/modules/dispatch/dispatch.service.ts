import {
  type createVisitBodySchema,
  DISPATCH_MESSAGES,
  type moveVisitBodySchema,
} from '@fieldline/contracts/dispatch/dispatch.contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { employees } from '../employees';
import {
  createCalendarEvent,
  deleteCalendarEvent,
  jobCalendarEvents,
  jobs,
  updateCalendarEvent,
  visitJobId,
} from '../jobs';

/**
 * Board writes go through the jobs module's calendar-event service (the same code path as
 * POST/PATCH/DELETE /v1/jobs/{id}/calendarEvents), so the booking guard, audit and version checks run
 * as they do there. The revision is bumped by the trigger on job_calendar_events.
 */

type Ctx<B, P = unknown> = RouteContext<B, unknown, P>;

/** Only an active technician with a sign-in user can be given a visit from the board. */
async function assertTechnician(db: Db, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.isActive, true), eq(employees.isTechnician, true)));
  if (!row) throw fieldError('userId', DISPATCH_MESSAGES.notTechnician);
}

export async function scheduleVisit(ctx: Ctx<z.output<typeof createVisitBodySchema>>) {
  const { db, body } = ctx;
  await assertTechnician(db, body.userId);
  const [job] = await db.select({ name: jobs.name }).from(jobs).where(eq(jobs.id, body.jobId));
  if (!job) throw notFound('job', 'JOB_NOT_FOUND');
  return createCalendarEvent({
    ...ctx,
    params: { id: body.jobId },
    body: {
      title: job.name,
      startTime: body.start,
      endTime: body.end,
      employeeId: body.userId,
      override: body.override,
    },
  });
}

/** The visit's job and whether the user is an active technician, in one read (a move's first step). */
async function visitAndTechnician(db: Db, visitId: number, userId: number) {
  const [row] = await db
    .select({
      jobId: jobCalendarEvents.jobId,
      isTechnician: sql<boolean>`exists (select 1 from ${employees} e where e.user_id = ${userId}
        and e.is_active and e.is_technician)`,
    })
    .from(jobCalendarEvents)
    .where(eq(jobCalendarEvents.id, visitId));
  if (!row) throw notFound('visit', 'VISIT_NOT_FOUND');
  if (!row.isTechnician) throw fieldError('userId', DISPATCH_MESSAGES.notTechnician);
  return row.jobId;
}

export async function moveVisit(ctx: Ctx<z.output<typeof moveVisitBodySchema>, { id: number }>) {
  const { db, body, params } = ctx;
  const jobId = await visitAndTechnician(db, params.id, body.userId);
  return updateCalendarEvent({
    ...ctx,
    params: { id: jobId, subId: params.id },
    body: {
      employeeId: body.userId,
      startTime: body.start,
      endTime: body.end,
      version: body.version,
      override: body.override,
    },
  });
}

export async function unassignVisit(ctx: Ctx<unknown, { id: number }>) {
  const jobId = await visitJobId(ctx.db, ctx.params.id);
  await deleteCalendarEvent({ ...ctx, params: { id: jobId, subId: ctx.params.id } });
}
