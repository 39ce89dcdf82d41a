// Reports may read across modules (ARCHITECTURE section 2): the job summary of spec 2 §2.10, read
// straight from the owning tables in a fixed number of queries, whatever the row counts.
import type { JobSummary } from '@fieldline/contracts/jobs/job-summary.contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { checklistDefinitions, checklists } from '../checklists/checklists.table';
import {
  equipment,
  equipmentMetrics,
  equipmentRecommendations,
  recommendationStatuses,
  recommendationTypes,
} from '../equipment/equipment.table';
import { users } from '../identity/identity.table';
import { items } from '../items/items.table';
import {
  jobEquipment,
  jobExpenses,
  jobSignoffs,
  jobUrgencies,
  timesheets,
  timeTypes,
} from '../jobs/jobs.table';
import { lineItemCollections, lineItemGroups, lineItems } from '../line-items/line-items.table';
import { workTasks } from '../tasks/tasks.table';
import { jobGeneral } from './job-general.report';

const creator = alias(users, 'creator');
const deleter = alias(users, 'deleter');
const expenseItem = alias(items, 'expense_item');

type UserCols = { id: number | null; firstName: string | null; lastName: string | null };
const userCols = <T extends { id: unknown; firstName: unknown; lastName: unknown }>(u: T) => ({
  id: u.id as T['id'],
  firstName: u.firstName as T['firstName'],
  lastName: u.lastName as T['lastName'],
});
const userRef = (u: UserCols | null) =>
  u && u.id !== null ? { id: u.id, displayName: `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() } : null;
const eqRef = (e: { id: number | null; name: string | null } | null) =>
  e && e.id !== null ? { id: e.id, name: e.name ?? '' } : null;
const eqCols = { id: equipment.id, name: equipment.name };
const iso = (v: string | null) => (v ? toIso(v) : null);

/** The whole job summary; 404 when the job does not exist. */
export async function jobSummary(db: Db, jobId: number): Promise<JobSummary> {
  const job = await jobGeneral(db, jobId);
  const { companyName: _company, ...general } = job;
  const [lines, equipmentRows, tasks, time, recs, expenses, signoffs, lists] = await Promise.all([
    itemsOf(db, jobId),
    equipmentOf(db, jobId),
    tasksOf(db, jobId),
    timeOf(db, jobId),
    recommendationsOf(db, jobId),
    expensesOf(db, jobId),
    signoffsOf(db, jobId),
    checklistsOf(db, jobId),
  ]);
  const metrics = equipmentRows.length
    ? await db
        .select()
        .from(equipmentMetrics)
        .where(
          inArray(
            equipmentMetrics.equipmentId,
            equipmentRows.map((e) => e.id),
          ),
        )
        .orderBy(asc(equipmentMetrics.equipmentId), asc(equipmentMetrics.name), asc(equipmentMetrics.id))
    : [];
  return {
    job: general,
    currencyRate: job.customer.currency?.rate ?? '1',
    currencyAbbreviation: job.customer.currency?.abbreviation ?? null,
    items: lines,
    equipment: equipmentRows.map((e) => ({
      ...e,
      metrics: metrics
        .filter((m) => m.equipmentId === e.id)
        .map((m) => ({
          id: m.id,
          name: m.name,
          description: m.description,
          unit: m.unit,
          isEquipmentMetric: m.isEquipmentMetric,
          lastReading: m.lastReading,
          lastReadingDate: iso(m.lastReadingDate),
        })),
    })),
    tasks,
    timesheets: time,
    recommendations: recs,
    expenses,
    signoffs,
    checklists: lists,
  };
}

async function itemsOf(db: Db, jobId: number): Promise<JobSummary['items']> {
  const rows = await db
    .select({
      l: lineItems,
      item: { id: items.id, name: items.name, description: items.description },
      groupName: lineItemGroups.name,
      groupOrder: lineItemGroups.displayOrder,
      eq: eqCols,
    })
    .from(lineItems)
    .innerJoin(lineItemCollections, eq(lineItemCollections.id, lineItems.collectionId))
    .innerJoin(lineItemGroups, eq(lineItemGroups.id, lineItems.groupId))
    .innerJoin(items, eq(items.id, lineItems.itemId))
    .leftJoin(equipment, eq(equipment.id, lineItems.equipmentId))
    .where(and(eq(lineItemCollections.ownerKind, 'Job'), eq(lineItemCollections.ownerId, jobId)))
    .orderBy(
      asc(lineItemGroups.displayOrder),
      asc(lineItemGroups.id),
      asc(lineItems.displayOrder),
      asc(lineItems.id),
    );
  return rows.map(({ l, item, groupName, eq: e }) => ({
    id: l.id,
    item,
    description: l.description || item.description,
    unitPrice: l.price,
    orderedQuantity: l.quantity,
    discountAmount: l.discountAmt,
    subtotal: l.subtotal,
    equipment: eqRef(e),
    displayOrder: l.displayOrder,
    groupName,
    expenseDescription: l.expenseDescription,
  }));
}

/** Equipment worked on (job_equipment) and equipment the job's lines are for, by name. */
async function equipmentOf(db: Db, jobId: number) {
  const lineEquipment = db
    .select({ id: lineItems.equipmentId })
    .from(lineItems)
    .innerJoin(lineItemCollections, eq(lineItemCollections.id, lineItems.collectionId))
    .where(and(eq(lineItemCollections.ownerKind, 'Job'), eq(lineItemCollections.ownerId, jobId)));
  const rows = await db
    .select({
      e: equipment,
      item: { id: items.id, name: items.name },
    })
    .from(equipment)
    .leftJoin(items, eq(items.id, equipment.itemId))
    .where(
      sql`${equipment.id} in (select ${jobEquipment.equipmentId} from ${jobEquipment} where ${jobEquipment.jobId} = ${jobId}) or ${equipment.id} in (${lineEquipment})`,
    )
    .orderBy(asc(equipment.name), asc(equipment.id));
  return rows.map(({ e, item }) => ({
    id: e.id,
    name: e.name,
    description: e.description,
    serialNumber: e.serialNumber,
    item: item?.id ? { id: item.id, name: item.name } : null,
  }));
}

async function tasksOf(db: Db, jobId: number): Promise<JobSummary['tasks']> {
  const rows = await db
    .select({ t: workTasks, eq: eqCols, by: userCols(creator) })
    .from(workTasks)
    .leftJoin(equipment, eq(equipment.id, workTasks.equipmentId))
    .leftJoin(creator, eq(creator.id, workTasks.createdBy))
    .where(and(eq(workTasks.ownerKind, 'Job'), eq(workTasks.ownerId, jobId)))
    .orderBy(asc(workTasks.displayOrder), asc(workTasks.id));
  return rows.map(({ t, eq: e, by }) => ({
    id: t.id,
    task: t.task,
    note: t.note,
    selected: t.selected,
    equipment: eqRef(e),
    createdBy: userRef(by),
    createdDate: toIso(t.createdDate),
  }));
}

async function timeOf(db: Db, jobId: number): Promise<JobSummary['timesheets']> {
  const rows = await db
    .select({
      t: timesheets,
      emp: userCols(users),
      type: { id: timeTypes.id, name: timeTypes.name },
      item: { id: items.id, name: items.name },
    })
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.employeeId))
    .innerJoin(timeTypes, eq(timeTypes.id, timesheets.timeTypeId))
    .leftJoin(items, eq(items.id, timesheets.itemId))
    .where(eq(timesheets.jobId, jobId))
    .orderBy(asc(timesheets.workDate), asc(timesheets.startTime), asc(timesheets.id));
  return rows.map(({ t, emp, type, item }) => ({
    id: t.id,
    employee: userRef(emp) ?? { id: t.employeeId, displayName: '' },
    hours: t.hours,
    billedTime: t.billedTime,
    description: t.description,
    note: t.note,
    workDate: t.workDate,
    startTime: iso(t.startTime),
    endTime: iso(t.endTime),
    timeType: type,
    item: eqRef(item),
  }));
}

async function recommendationsOf(db: Db, jobId: number): Promise<JobSummary['recommendations']> {
  const r = equipmentRecommendations;
  const rows = await db
    .select({
      r,
      eq: eqCols,
      status: { id: recommendationStatuses.id, name: recommendationStatuses.name },
      type: recommendationTypes,
      urgency: { id: jobUrgencies.id, name: jobUrgencies.name },
      by: userCols(creator),
      deletedBy: userCols(deleter),
    })
    .from(r)
    .innerJoin(equipment, eq(equipment.id, r.equipmentId))
    .innerJoin(recommendationStatuses, eq(recommendationStatuses.id, r.statusId))
    .innerJoin(recommendationTypes, eq(recommendationTypes.id, r.typeId))
    .leftJoin(jobUrgencies, eq(jobUrgencies.id, r.urgencyId))
    .leftJoin(creator, eq(creator.id, r.createdBy))
    .leftJoin(deleter, eq(deleter.id, r.deletedBy))
    .where(and(eq(r.jobId, jobId), isNull(r.deletedOn)))
    .orderBy(asc(r.enteredOn), asc(r.id));
  return rows.map((x) => ({
    id: x.r.id,
    equipment: eqRef(x.eq),
    status: x.status,
    recommendationType: {
      id: x.type.id,
      typeName: x.type.typeName,
      typeDescription: x.type.typeDescription,
    },
    description: x.r.description,
    urgency: eqRef(x.urgency),
    createdBy: userRef(x.by),
    enteredOn: toIso(x.r.enteredOn),
    deletedBy: userRef(x.deletedBy),
    deletedOn: iso(x.r.deletedOn),
  }));
}

async function expensesOf(db: Db, jobId: number): Promise<JobSummary['expenses']> {
  const rows = await db
    .select({
      x: jobExpenses,
      eq: eqCols,
      item: { id: expenseItem.id, name: expenseItem.name },
      by: userCols(creator),
    })
    .from(jobExpenses)
    .leftJoin(equipment, eq(equipment.id, jobExpenses.equipmentId))
    .leftJoin(expenseItem, eq(expenseItem.id, jobExpenses.expenseItemId))
    .leftJoin(creator, eq(creator.id, jobExpenses.createdBy))
    .where(eq(jobExpenses.jobId, jobId))
    .orderBy(asc(jobExpenses.enteredOn), asc(jobExpenses.id));
  return rows.map(({ x, eq: e, item, by }) => ({
    id: x.id,
    equipment: eqRef(e),
    description: x.description,
    amount: x.amount,
    vendor: x.vendor,
    expenseItem: eqRef(item),
    createdBy: userRef(by),
    enteredOn: x.enteredOn,
  }));
}

async function signoffsOf(db: Db, jobId: number): Promise<JobSummary['signoffs']> {
  const rows = await db
    .select({
      id: jobSignoffs.id,
      signatureName: jobSignoffs.signatureName,
      signatureEmail: jobSignoffs.signatureEmail,
      note: jobSignoffs.note,
      hasSignature: sql<boolean>`(${jobSignoffs.signatureImage} is not null and ${jobSignoffs.signatureImage} <> '')`,
      createdDate: jobSignoffs.createdDate,
    })
    .from(jobSignoffs)
    .where(eq(jobSignoffs.jobId, jobId))
    .orderBy(asc(jobSignoffs.createdDate), asc(jobSignoffs.id));
  return rows.map((s) => ({
    ...s,
    hasSignature: Boolean(s.hasSignature),
    createdDate: toIso(s.createdDate),
  }));
}

async function checklistsOf(db: Db, jobId: number): Promise<JobSummary['checklists']> {
  const rows = await db
    .select({
      c: { id: checklists.id, createdDate: checklists.createdDate },
      def: {
        id: checklistDefinitions.id,
        name: checklistDefinitions.name,
        title: checklistDefinitions.title,
      },
      eq: eqCols,
      by: userCols(creator),
    })
    .from(checklists)
    .innerJoin(checklistDefinitions, eq(checklistDefinitions.id, checklists.definitionId))
    .leftJoin(equipment, eq(equipment.id, checklists.equipmentId))
    .leftJoin(creator, eq(creator.id, checklists.createdBy))
    .where(and(eq(checklists.ownerKind, 'Job'), eq(checklists.ownerId, jobId)))
    .orderBy(asc(checklists.createdDate), asc(checklists.id));
  return rows.map(({ c, def, eq: e, by }) => ({
    id: c.id,
    checklistDefinition: def,
    equipment: eqRef(e),
    createdBy: userRef(by),
    createdDate: toIso(c.createdDate),
  }));
}
