import type { Answers, Question } from '@fieldline/contracts/checklists/checklists.contract';
import {
  type DayVisit,
  mapsUrlOf,
  type TechnicianDay,
  type WorkState,
} from '@fieldline/contracts/technician-day/technician-day.contract';
import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { checklistDefinitions, checklists } from '../checklists';
import { getContactCards } from '../contacts';
import { documentLinks } from '../documents';
import { getUserRefs } from '../identity';
import { jobCalendarEvents, jobContacts, jobSignoffs, jobs, timesheets } from '../jobs';
import { locationSites } from '../locations';
import { companyDaySql, companyTimezone, companyToday } from '../organization';
import { workTasks } from '../tasks';
import { todaysJobs } from '../tools';

/** 1 Monday .. 7 Sunday (hours of operation numbering) of a YYYY-MM-DD date. */
export const weekdayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

const byJob = <T extends { jobId: number }>(rows: T[]) => {
  const m = new Map<number, T[]>();
  for (const r of rows) m.set(r.jobId, [...(m.get(r.jobId) ?? []), r]);
  return m;
};

/**
 * The technician's day in one answer (issue 18 item 4): the visits of `todaysJobs` (tools list, same order)
 * and, for all of them at once, site, hours, contact, tasks, checklists, time, notes, signoffs and photos.
 * The number of queries does not depend on the number of visits.
 */
export async function technicianDay(db: Db, userId: number, date?: string): Promise<TechnicianDay> {
  const day = date ?? (await companyToday(db));
  const [people, list, timezone] = await Promise.all([
    getUserRefs(db, [userId]),
    todaysJobs(db, userId, day),
    companyTimezone(db),
  ]);
  const person = people.get(userId);
  if (!person) throw notFound('user', 'USER_NOT_FOUND');
  const base = { date: day, timezone, userId, technicianName: person.displayName };
  if (list.length === 0) return { ...base, visits: [] };
  const ids = list.map((j) => j.jobId);

  const [heads, visitNotes, contacts, tasks, lists, time, signoffs, photos] = await Promise.all([
    db.select({ id: jobs.id, locationId: jobs.locationId }).from(jobs).where(inArray(jobs.id, ids)),
    db
      .select({ jobId: jobCalendarEvents.jobId, note: jobCalendarEvents.note })
      .from(jobCalendarEvents)
      .where(
        and(
          inArray(jobCalendarEvents.jobId, ids),
          eq(jobCalendarEvents.employeeId, userId),
          companyDaySql(jobCalendarEvents.startTime, day),
        ),
      )
      .orderBy(asc(jobCalendarEvents.startTime), asc(jobCalendarEvents.id)),
    db
      .select({
        jobId: jobContacts.jobId,
        contactId: jobContacts.contactId,
        isPrimary: jobContacts.isPrimary,
      })
      .from(jobContacts)
      .where(inArray(jobContacts.jobId, ids))
      .orderBy(sql`${jobContacts.isPrimary} desc`, asc(jobContacts.id)),
    db
      .select({
        // Job tasks always have an owner; the coalesce only narrows the type (general tasks may have none).
        jobId: sql<number>`coalesce(${workTasks.ownerId}, 0)`,
        id: workTasks.id,
        task: workTasks.task,
        note: workTasks.note,
        selected: workTasks.selected,
      })
      .from(workTasks)
      .where(and(eq(workTasks.ownerKind, 'Job'), inArray(workTasks.ownerId, ids)))
      .orderBy(asc(workTasks.displayOrder), asc(workTasks.id)),
    db
      .select({
        jobId: checklists.ownerId,
        id: checklists.id,
        title: checklistDefinitions.title,
        questions: checklistDefinitions.questions,
        answers: checklists.answers,
      })
      .from(checklists)
      .innerJoin(checklistDefinitions, eq(checklistDefinitions.id, checklists.definitionId))
      .where(and(eq(checklists.ownerKind, 'Job'), inArray(checklists.ownerId, ids)))
      .orderBy(asc(checklists.id)),
    db
      .select({
        jobId: sql<number>`${timesheets.jobId}`,
        id: timesheets.id,
        startTime: timesheets.startTime,
        endTime: timesheets.endTime,
        hours: timesheets.hours,
        workDate: timesheets.workDate,
        note: timesheets.note,
      })
      .from(timesheets)
      .where(and(inArray(timesheets.jobId, ids), eq(timesheets.employeeId, userId)))
      .orderBy(asc(timesheets.id)),
    db
      .select({ jobId: jobSignoffs.jobId, n: sql<number>`count(*)::int` })
      .from(jobSignoffs)
      .where(inArray(jobSignoffs.jobId, ids))
      .groupBy(jobSignoffs.jobId),
    db
      .select({ jobId: documentLinks.sourceId, n: sql<number>`count(*)::int` })
      .from(documentLinks)
      .where(and(eq(documentLinks.sourceKind, 'Job'), inArray(documentLinks.sourceId, ids)))
      .groupBy(documentLinks.sourceId),
  ]);
  const locationOf = new Map(heads.map((h) => [h.id, h.locationId]));
  const [sites, cards] = await Promise.all([
    locationSites(
      db,
      heads.map((h) => h.locationId),
      weekdayOf(day),
    ),
    getContactCards(
      db,
      contacts.map((c) => c.contactId),
    ),
  ]);
  const notesBy = byJob(visitNotes);
  const contactsBy = byJob(contacts);
  const tasksBy = byJob(tasks);
  const listsBy = byJob(lists);
  const timeBy = byJob(time);
  const signoffsBy = new Map(signoffs.map((s) => [s.jobId, s.n]));
  const photosBy = new Map(photos.map((p) => [p.jobId, p.n]));

  const visits = list.map((j): DayVisit => {
    const site = sites.get(locationOf.get(j.jobId) ?? 0);
    const contactId = contactsBy.get(j.jobId)?.[0]?.contactId;
    const contact = contactId ? (cards.get(contactId) ?? null) : null;
    const rows = timeBy.get(j.jobId) ?? [];
    const open = rows.find((r) => r.startTime && !r.endTime);
    const closed = rows.filter((r) => r.workDate === day && r.endTime);
    const state: WorkState = open ? 'working' : closed.length ? 'done' : 'notStarted';
    const tools = new Map<number, { toolId: number; name: string; quantity: number; checkedOut: boolean }>();
    for (const s of j.tools) {
      const t = tools.get(s.toolId);
      if (t) t.quantity += s.quantity;
      else
        tools.set(s.toolId, { toolId: s.toolId, name: s.toolName, quantity: s.quantity, checkedOut: false });
    }
    for (const c of j.checkedOut) {
      const t = tools.get(c.toolId);
      if (t) t.checkedOut = true;
      else
        tools.set(c.toolId, { toolId: c.toolId, name: c.toolName, quantity: c.quantity, checkedOut: true });
    }
    return {
      jobId: j.jobId,
      jobNumber: j.jobNumber,
      jobName: j.jobName,
      statusName: j.statusName,
      customerName: j.customerName,
      startTime: j.startTime,
      endTime: j.endTime,
      site: {
        locationId: site?.id ?? locationOf.get(j.jobId) ?? 0,
        name: site?.name ?? '',
        address: site?.address ?? '',
        mapsUrl: mapsUrlOf(site?.address ?? ''),
        hours: site?.hours ?? null,
      },
      contact,
      tools: [...tools.values()],
      tasks: (tasksBy.get(j.jobId) ?? []).map(({ id, task, note, selected }) => ({
        id,
        task,
        note,
        selected,
      })),
      checklists: (listsBy.get(j.jobId) ?? []).map((c) => ({
        id: c.id,
        title: c.title,
        questions: c.questions as Question[],
        answers: c.answers as Answers,
      })),
      work: {
        state,
        since: open?.startTime ? toIso(open.startTime) : null,
        hours: closed.reduce((sum, r) => sum.plus(r.hours), new Decimal(0)).toFixed(2),
        timesheetId: open?.id ?? null,
      },
      notes: [
        ...(notesBy.get(j.jobId) ?? []).map((n) => n.note),
        ...rows.filter((r) => r.workDate === day).map((r) => r.note),
      ]
        .filter(Boolean)
        .join('\n'),
      signoffCount: signoffsBy.get(j.jobId) ?? 0,
      photoCount: photosBy.get(j.jobId) ?? 0,
    };
  });
  return { ...base, visits };
}

/** The user's open time entry on the job (started, not ended), if any. */
export async function openEntry(db: Db, userId: number, jobId: number) {
  const [row] = await db
    .select({ id: timesheets.id, startTime: timesheets.startTime })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.jobId, jobId),
        eq(timesheets.employeeId, userId),
        isNotNull(timesheets.startTime),
        isNull(timesheets.endTime),
      ),
    )
    .orderBy(asc(timesheets.id))
    .limit(1)
    .for('update');
  return row;
}
