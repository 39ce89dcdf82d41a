import { documentTypeOf, extensionOf } from '@fieldline/contracts/documents/documents.contract';
import {
  type dayMaterialBodySchema,
  type dayNoteBodySchema,
  type dayPhotoBodySchema,
  type dayTaskBodySchema,
  TECHNICIAN_DAY_MESSAGES as M,
  type WorkEntry,
} from '@fieldline/contracts/technician-day/technician-day.contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { badRequest, ruleViolation } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { RouteContext } from '../../platform/http/route';
import { createDocument } from '../documents';
import {
  insertTimeRow,
  jobCalendarEvents,
  timesheets,
  timeTypes,
  updateCalendarEvent,
  updateTimeRow,
} from '../jobs';
import { addLine } from '../line-items';
import { companyDaySql, companyToday } from '../organization';
import { updateTask } from '../tasks';
import { openEntry } from './technician-day.read';

type Ctx<B = unknown> = RouteContext<B, unknown, { id: number }>;

async function entry(db: Db, id: number): Promise<WorkEntry> {
  const [r] = await db.select().from(timesheets).where(eq(timesheets.id, id));
  return {
    timesheetId: r.id,
    startTime: r.startTime ? toIso(r.startTime) : null,
    endTime: r.endTime ? toIso(r.endTime) : null,
    hours: r.hours,
  };
}

/** Start work: a time entry of the job opened now (the job's Time tab shows the same row). */
export async function startWork({ db, user, params }: Ctx): Promise<WorkEntry> {
  if (await openEntry(db, user.id, params.id)) throw ruleViolation(M.alreadyStarted);
  const [type] = await db
    .select({ id: timeTypes.id })
    .from(timeTypes)
    .orderBy(asc(timeTypes.sort), asc(timeTypes.name))
    .limit(1);
  if (!type) throw ruleViolation(M.noTimeType);
  const id = await insertTimeRow(
    db,
    user.id,
    {
      employeeId: user.id,
      timeTypeId: type.id,
      workDate: await companyToday(db),
      startTime: new Date().toISOString(),
      hours: '0',
      description: 'Work on site',
    },
    { jobId: params.id },
  );
  return entry(db, id);
}

/** End work: the open entry closed now, its hours from start to end; refused when none is open. */
export async function endWork({ db, user, params }: Ctx): Promise<WorkEntry> {
  const open = await openEntry(db, user.id, params.id);
  if (!open?.startTime) throw ruleViolation(M.notStarted);
  // At least one second after the start, so an immediate stop still saves (end must follow start).
  const end = new Date(Math.max(Date.now(), Date.parse(open.startTime) + 1000)).toISOString();
  await updateTimeRow(db, user.id, open.id, { endTime: end }, {});
  return entry(db, open.id);
}

const usDate = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;

/** A note on the technician's visit of the job that day (the calendar event's note), stamped and appended. */
export async function addNote(ctx: Ctx<z.output<typeof dayNoteBodySchema>>): Promise<{ notes: string }> {
  const { db, user, params, body } = ctx;
  const day = await companyToday(db);
  const visits = await db
    .select({ id: jobCalendarEvents.id, note: jobCalendarEvents.note, version: jobCalendarEvents.version })
    .from(jobCalendarEvents)
    .where(
      and(
        eq(jobCalendarEvents.jobId, params.id),
        eq(jobCalendarEvents.employeeId, user.id),
        companyDaySql(jobCalendarEvents.startTime, day),
      ),
    )
    .orderBy(asc(jobCalendarEvents.startTime), asc(jobCalendarEvents.id))
    .limit(1);
  const line = `${usDate(day)} ${user.displayName}: ${body.text}`;
  const [visit] = visits;
  if (visit) {
    const note = visit.note ? `${visit.note}\n${line}` : line;
    const saved = await updateCalendarEvent({
      ...ctx,
      params: { id: params.id, subId: visit.id },
      body: { note, override: true },
    } as unknown as Parameters<typeof updateCalendarEvent>[0]);
    return { notes: saved.note };
  }
  // No visit (the job is assigned to them): the note goes with their time on the job today.
  const [entry] = await db
    .select({ id: timesheets.id, note: timesheets.note })
    .from(timesheets)
    .where(
      and(eq(timesheets.jobId, params.id), eq(timesheets.employeeId, user.id), eq(timesheets.workDate, day)),
    )
    .orderBy(desc(timesheets.id))
    .limit(1);
  if (!entry) throw ruleViolation(M.noVisitForNote);
  const note = entry.note ? `${entry.note}\n${line}` : line;
  await updateTimeRow(db, user.id, entry.id, { note }, {});
  return { notes: note };
}

/** A photo of the job: an image document related to the job, visible to technicians. */
export async function addPhoto(ctx: Ctx<z.output<typeof dayPhotoBodySchema>>, files: FileStorage) {
  const { body, params } = ctx;
  const ext = (body.file.type.replace(/^\./, '') || extensionOf(body.file.name)).toLowerCase();
  if (documentTypeOf(ext) !== 1)
    throw badRequest(M.photoNotImage, [{ field: 'file.type', message: M.photoNotImage }]);
  const doc = await createDocument(
    {
      ...ctx,
      body: {
        description: body.description || `Photo from the site, job ${params.id}`,
        documentType: 1,
        visibleToTech: true,
        file: { ...body.file, type: ext },
        jobs: [{ id: params.id }],
      },
    } as unknown as Parameters<typeof createDocument>[0],
    files,
  );
  return { documentId: doc.id, name: doc.name };
}

/** Material used: a line of the job's items (the same service as the job's Items tab). */
export async function addMaterial({ db, user, params, body }: Ctx<z.output<typeof dayMaterialBodySchema>>) {
  const line = await addLine({ db, userId: user.id }, 'Job', params.id, {
    itemId: body.itemId,
    quantity: body.quantity,
    ...(body.note ? { note: body.note } : {}),
  } as Parameters<typeof addLine>[3]);
  return { lineId: line.id, itemId: body.itemId, quantity: String(line.quantity) };
}

/** Tick (or untick) a task of the job: the tasks module's own update (rules, version, audit). */
export async function tickTask(
  ctx: RouteContext<z.output<typeof dayTaskBodySchema>, unknown, { id: number; taskId: number }>,
  selected: boolean,
) {
  const task = await updateTask('Job', { ...ctx, body: { selected } });
  return { id: task.id, selected: task.selected };
}
