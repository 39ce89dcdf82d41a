import { asc, eq } from 'drizzle-orm';
import { checklistDefinitions, checklists } from '../src/modules/checklists/checklists.table';
import {
  equipmentMetrics,
  equipmentRecommendations,
  recommendationStatuses,
  recommendationTypes,
} from '../src/modules/equipment/equipment.table';
import { users } from '../src/modules/identity/identity.table';
import {
  jobEquipment,
  jobExpenses,
  jobSignoffs,
  jobStatuses,
  timesheets,
  timeTypes,
} from '../src/modules/jobs/jobs.table';
import { lineItemCollections, lineItemGroups, lineItems } from '../src/modules/line-items/line-items.table';
import { workTasks } from '../src/modules/tasks/tasks.table';
import { unique } from './factories';
import { seedItem } from './factories-stock';
import { seedEquipment, seedJob } from './factories-work';
import type { TestApp } from './harness';

/** A 1×1 PNG, as a signature pad would send it. */
export const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A job with every summary section filled, written straight to the tables, with known figures:
 * revenue 294.97 (250.00 + 26.97 + 18.00), items cost 43.6874 → 43.69, labour 75 + 55.625 = 130.625
 * → 130.62 (half-to-even), expenses 19.75, profit 100.91, margin 0.3421.
 */
export async function seedJobWithWork(t: TestApp, token: string, values: Parameters<typeof seedJob>[2] = {}) {
  const db = t.database.db;
  const job = await seedJob(t, token, values);
  const site = { customerId: job.customerId, locationId: job.locationId };
  const rtu = await seedEquipment(t, site, { name: 'Rooftop unit 1', serialNumber: unique('RTU') });
  const boiler = await seedEquipment(t, site, { name: 'Boiler 2', serialNumber: unique('BLR') });
  await db.insert(jobEquipment).values({ jobId: job.id, equipmentId: rtu.id });
  const [metric] = await db
    .insert(equipmentMetrics)
    .values({
      equipmentId: rtu.id,
      name: 'Run hours',
      unit: 'h',
      lastReading: '1520.0000',
      lastReadingDate: '2026-11-01T10:00:00Z',
    })
    .returning();

  const [user] = await db.select().from(users).orderBy(asc(users.id)).limit(1);
  const [collection] = await db
    .insert(lineItemCollections)
    .values({ ownerKind: 'Job', ownerId: job.id })
    .returning();
  const [group] = await db
    .insert(lineItemGroups)
    .values({ collectionId: collection.id, name: 'Parts', displayOrder: 1 })
    .returning();
  const compressor = await seedItem(t, { name: 'Compressor', description: 'Scroll compressor' });
  const filter = await seedItem(t, { name: 'Filter 20x25', description: 'Pleated filter' });
  const labour = await seedItem(t, { name: 'Refrigerant', description: 'R-410A per lb' });
  const lines = await db
    .insert(lineItems)
    .values([
      {
        collectionId: collection.id,
        groupId: group.id,
        itemId: compressor.id,
        quantity: '2',
        cost: '10.0000',
        price: '125.0000',
        subtotal: '250.00',
        displayOrder: 1,
        equipmentId: rtu.id,
      },
      {
        collectionId: collection.id,
        groupId: group.id,
        itemId: filter.id,
        quantity: '3',
        cost: '4.3333',
        price: '9.9900',
        discountPct: '10',
        discountAmt: '0.9990',
        subtotal: '26.97',
        displayOrder: 2,
      },
      {
        collectionId: collection.id,
        groupId: group.id,
        itemId: labour.id,
        quantity: '1.5',
        cost: '7.1250',
        price: '12.0000',
        subtotal: '18.00',
        displayOrder: 3,
        equipmentId: boiler.id,
      },
    ])
    .returning();

  const [regular] = await db.select().from(timeTypes).where(eq(timeTypes.name, 'Regular'));
  const [overtime] = await db.select().from(timeTypes).where(eq(timeTypes.name, 'Overtime'));
  await db.insert(timesheets).values([
    {
      jobId: job.id,
      employeeId: user.id,
      timeTypeId: regular.id,
      workDate: '2026-11-03',
      hours: '2.50',
      billedTime: '2.50',
      costRate: '30.0000',
      description: 'Diagnose compressor',
    },
    {
      jobId: job.id,
      employeeId: user.id,
      timeTypeId: overtime.id,
      workDate: '2026-11-04',
      hours: '1.25',
      billedTime: '1.00',
      costRate: '44.5000',
      description: 'Replace compressor',
    },
  ]);
  await db.insert(jobExpenses).values([
    { jobId: job.id, description: 'Parking', amount: '12.50', vendor: 'City lot', enteredOn: '2026-11-03' },
    {
      jobId: job.id,
      description: 'Shop supplies',
      amount: '7.25',
      enteredOn: '2026-11-04',
      equipmentId: rtu.id,
    },
  ]);
  await db.insert(workTasks).values([
    { ownerKind: 'Job', ownerId: job.id, task: 'Check refrigerant charge', selected: true, displayOrder: 1 },
    { ownerKind: 'Job', ownerId: job.id, task: 'Replace filters', equipmentId: rtu.id, displayOrder: 2 },
  ]);
  const [repair] = await db
    .select()
    .from(recommendationTypes)
    .where(eq(recommendationTypes.typeName, 'Repair'));
  const [open] = await db
    .select()
    .from(recommendationStatuses)
    .where(eq(recommendationStatuses.name, 'Open'));
  await db.insert(equipmentRecommendations).values([
    {
      equipmentId: rtu.id,
      typeId: repair.id,
      statusId: open.id,
      jobId: job.id,
      description: 'Replace fan belt',
    },
    {
      equipmentId: boiler.id,
      typeId: repair.id,
      statusId: open.id,
      jobId: job.id,
      description: 'Deleted one',
      deletedOn: '2026-11-05T00:00:00Z',
      deletedBy: user.id,
    },
  ]);
  const [definition] = await db
    .insert(checklistDefinitions)
    .values({
      name: unique('RTU inspection'),
      title: 'Rooftop Unit Inspection',
      questions: [
        { id: 'q1', text: 'Filter replaced?', kind: 'check' },
        { id: 'q2', text: 'Discharge temperature', kind: 'number' },
        { id: 'q3', text: 'Comments', kind: 'text' },
      ],
    })
    .returning();
  const [checklist] = await db
    .insert(checklists)
    .values({
      ownerKind: 'Job',
      ownerId: job.id,
      definitionId: definition.id,
      equipmentId: rtu.id,
      answers: { q1: true, q2: 54 },
      createdBy: user.id,
    })
    .returning();
  const [signoff] = await db
    .insert(jobSignoffs)
    .values({
      jobId: job.id,
      signatureName: 'Dana Whitfield',
      signatureEmail: 'dana@example.test',
      signatureImage: SIGNATURE_PNG,
      note: 'Work accepted, unit cooling.',
    })
    .returning();
  return { job, rtu, boiler, metric, lines, checklist, definition, signoff, user };
}

export async function statusId(t: TestApp, text: string) {
  const [s] = await t.database.db.select().from(jobStatuses).where(eq(jobStatuses.statusText, text));
  return s.id;
}
