import { eq, sql } from 'drizzle-orm';
import { bids } from '../modules/bids';
import { checklistDefinitions, checklists } from '../modules/checklists';
import {
  createRecommendation,
  equipmentRecommendations,
  recommendationStatuses,
  recommendationTypes,
} from '../modules/equipment';
import { jobNumberOf, jobSignoffs, jobs, timesheets } from '../modules/jobs';
import { copyCollection } from '../modules/line-items';
import { workTasks } from '../modules/tasks';
import { signaturePng } from './demo-signature';
import {
  addDemoLines,
  type DemoLine,
  type DemoUnit,
  daysAgoIso,
  demoUnit,
  type Site,
  type WorkLookups,
} from './demo-work-lookups';

/* The record builders of the work demo (demo-work.ts): bids, jobs, time, tasks, recommendations, signoffs. */

export const TECH = 'jordan.lee@example.com';
export const ELECTRICIAN = 'sam.ortiz@example.com';
export const SALES = 'marcus.bell@example.com';
/** The dispatcher, who sets up the jobs' task lists. */
export const KIM = 'kim.nguyen@example.com';
export const dateAgo = (days: number) => daysAgoIso(days).slice(0, 10);

export async function createBid(
  l: WorkLookups,
  site: Site,
  spec: {
    name: string;
    status: 'Open' | 'Sent' | 'Accepted' | 'Converted';
    daysAgo: number;
    lines: DemoLine[];
  },
) {
  const [bid] = await l.db
    .insert(bids)
    .values({
      bidNumber: `demo-${site.locationId}-${spec.name}`,
      name: spec.name,
      customerId: site.customerId,
      locationId: site.locationId,
      officeId: site.officeId,
      jobTypeId: l.jobType('INST'),
      salesPersonId: l.user(SALES),
      bidDate: dateAgo(spec.daysAgo),
      expirationDate: dateAgo(spec.daysAgo - 30),
      createdBy: l.adminId,
    })
    .returning({ id: bids.id });
  await l.db
    .update(bids)
    .set({ bidNumber: sql`'B-' || lpad(${bids.id}::text, 6, '0')` })
    .where(eq(bids.id, bid.id));
  // Lines first: a converted bid is locked.
  await addDemoLines(l, 'Bid', bid.id, spec.lines);
  if (spec.status !== 'Open') {
    await l.db
      .update(bids)
      .set({
        status: spec.status === 'Converted' ? 'Accepted' : spec.status,
        acceptedDate: spec.status === 'Sent' ? null : dateAgo(spec.daysAgo - 5),
      })
      .where(eq(bids.id, bid.id));
  }
  return bid.id;
}

export interface JobSpec {
  name: string;
  type: string;
  site: Site;
  status: string;
  daysAgo: number;
  description?: string;
  invoiceStatus?: number;
  completedDaysAgo?: number;
  scheduledInDays?: number;
  lines?: DemoLine[];
  bidId?: number;
}

export async function createJob(l: WorkLookups, spec: JobSpec): Promise<number> {
  const created = daysAgoIso(spec.daysAgo, 14);
  const start = spec.scheduledInDays !== undefined ? daysAgoIso(-spec.scheduledInDays, 15) : null;
  const [job] = await l.db
    .insert(jobs)
    .values({
      jobNumber: `demo-${spec.site.locationId}-${spec.name}`,
      name: spec.name,
      description: spec.description ?? '',
      jobTypeId: l.jobType(spec.type),
      statusId: l.status('New'),
      officeId: spec.site.officeId,
      customerId: spec.site.customerId,
      locationId: spec.site.locationId,
      salesPersonId: l.user(SALES),
      assignedResourceId: l.user(
        spec.type === 'INST' ? TECH : spec.name.includes('panel') ? ELECTRICIAN : TECH,
      ),
      urgencyId: l.urgency(spec.type === 'SVC' ? 'High' : 'Normal'),
      bidId: spec.bidId ?? null,
      scheduledStart: start,
      scheduledEnd: start ? new Date(new Date(start).getTime() + 3 * 3600_000).toISOString() : null,
      createdDate: created,
      modifiedDate: created,
      createdBy: l.adminId,
    })
    .returning({ id: jobs.id });
  await l.db
    .update(jobs)
    .set({ jobNumber: jobNumberOf(job.id) })
    .where(eq(jobs.id, job.id));
  if (spec.bidId) {
    await copyCollection(l.db, { userId: l.adminId }, 'Bid', spec.bidId, 'Job', job.id);
  }
  if (spec.lines) await addDemoLines(l, 'Job', job.id, spec.lines);
  // Status and invoicing last: an invoiced job's lines are locked.
  await l.db
    .update(jobs)
    .set({
      statusId: l.status(spec.status),
      invoiceStatus: spec.invoiceStatus ?? 0,
      completedDate: spec.completedDaysAgo !== undefined ? daysAgoIso(spec.completedDaysAgo, 21) : null,
    })
    .where(eq(jobs.id, job.id));
  return job.id;
}

export async function addTime(
  l: WorkLookups,
  jobId: number,
  rows: { email: string; type: string; daysAgo: number; hours: string; rate: string; text: string }[],
) {
  await l.db.insert(timesheets).values(
    rows.map((r) => {
      const start = daysAgoIso(r.daysAgo, 15);
      return {
        jobId,
        employeeId: l.user(r.email),
        timeTypeId: l.timeType(r.type),
        workDate: start.slice(0, 10),
        startTime: start,
        endTime: new Date(new Date(start).getTime() + Number(r.hours) * 3600_000).toISOString(),
        hours: r.hours,
        billedTime: r.type === 'Travel' ? '0' : r.hours,
        costRate: r.rate,
        description: r.text,
        createdBy: l.adminId,
      };
    }),
  );
}

export async function addTasks(
  l: WorkLookups,
  jobId: number,
  daysAgo: number,
  tasks: [string, boolean, number | null][],
) {
  const at = daysAgoIso(daysAgo, 14);
  await l.db.insert(workTasks).values(
    tasks.map(([task, selected, equipmentId], i) => ({
      ownerKind: 'Job',
      ownerId: jobId,
      task,
      selected,
      equipmentId,
      displayOrder: i + 1,
      createdBy: l.user(KIM),
      createdDate: at,
      modifiedDate: at,
    })),
  );
}

export async function recommend(
  l: WorkLookups,
  jobId: number,
  unit: DemoUnit,
  type: string,
  status: string,
  text: string,
  daysAgo: number,
) {
  const [t] = await l.db.select().from(recommendationTypes).where(eq(recommendationTypes.typeName, type));
  const [s] = await l.db.select().from(recommendationStatuses).where(eq(recommendationStatuses.name, status));
  const rec = await createRecommendation(
    l.db,
    { user: { id: l.user(TECH) } },
    {
      equipmentId: unit.id,
      typeId: t.id,
      statusId: s.id,
      urgencyId: l.urgency('Normal'),
      description: text,
      jobId,
    },
  );
  await l.db
    .update(equipmentRecommendations)
    .set({ enteredOn: daysAgoIso(daysAgo, 20) })
    .where(eq(equipmentRecommendations.id, rec.id));
}

export async function signoff(
  l: WorkLookups,
  jobId: number,
  name: string,
  email: string,
  note: string,
  daysAgo: number,
) {
  await l.db.insert(jobSignoffs).values({
    jobId,
    signatureName: name,
    signatureEmail: email,
    signatureImage: signaturePng(name),
    note,
    createdDate: daysAgoIso(daysAgo, 22),
    createdBy: l.user(TECH),
  });
}

let unitSeq = 0;
export function demoUnitAt(
  l: WorkLookups,
  site: Site,
  name: string,
  description: string,
  tag: string,
  itemId: number | undefined,
  hours: [number, number],
) {
  unitSeq += 1;
  return demoUnit(
    l,
    site,
    {
      name,
      description,
      serial: `SN-${tag}-${String(site.locationId).padStart(4, '0')}`,
      model: `MDL-${tag}`,
      itemId,
      installDate: `20${14 + (unitSeq % 8)}-0${1 + (unitSeq % 8)}-15`,
    },
    hours,
  );
}

export async function checklistFor(l: WorkLookups, jobId: number, equipmentId: number, daysAgo: number) {
  const [definition] = await l.db
    .insert(checklistDefinitions)
    .values({
      name: 'RTU preventive maintenance',
      title: 'Rooftop Unit PM Checklist',
      questions: [
        { id: 'filters', text: 'Filters replaced?', kind: 'check' },
        { id: 'belts', text: 'Belts inspected and tensioned?', kind: 'check' },
        { id: 'superheat', text: 'Superheat (°F)', kind: 'number' },
        { id: 'amps', text: 'Compressor amps', kind: 'number' },
        { id: 'notes', text: 'Technician notes', kind: 'text' },
      ],
      createdBy: l.adminId,
    })
    .onConflictDoNothing()
    .returning({ id: checklistDefinitions.id });
  if (!definition) return;
  await l.db.insert(checklists).values({
    ownerKind: 'Job',
    ownerId: jobId,
    definitionId: definition.id,
    equipmentId,
    answers: {
      filters: true,
      belts: false,
      superheat: 12,
      amps: 18.4,
      notes: 'Belt on RTU-1 worn; recommended replacement.',
    },
    createdBy: l.user(TECH),
    createdDate: daysAgoIso(daysAgo, 19),
  });
}
