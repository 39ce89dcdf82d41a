import { type MoneyLike, moneyString } from '@fieldline/contracts/common/money';
import {
  type createMetricBodySchema,
  type EquipmentMetric,
  EQUIPMENT_MESSAGES as M,
  type MetricReading,
  type updateMetricBodySchema,
} from '@fieldline/contracts/equipment/equipment.contract';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import { getUserRefs } from '../identity';
import { withForeignKeys } from './equipment.errors';
import { equipmentSummaries, findEquipment } from './equipment.read';
import type { EquipmentWriteContext } from './equipment.service';
import { equipmentMetrics as metrics, equipmentMetricReadings as readings } from './equipment.table';

type MetricRow = typeof metrics.$inferSelect;
type ReadingRow = typeof readings.$inferSelect;

/** Readings a few minutes ahead of the server clock are clock drift of a technician's device, not the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const toMetric = (r: MetricRow): EquipmentMetric => ({
  id: r.id,
  equipmentId: r.equipmentId,
  name: r.name,
  description: r.description,
  unit: r.unit,
  isEquipmentMetric: r.isEquipmentMetric,
  lastReading: r.lastReading,
  lastReadingDate: r.lastReadingDate ? toIso(r.lastReadingDate) : null,
  ...auditOut(r),
});

export async function listMetrics(db: Db, equipmentId: number): Promise<EquipmentMetric[]> {
  await findEquipment(db, equipmentId);
  const rows = await db
    .select()
    .from(metrics)
    .where(eq(metrics.equipmentId, equipmentId))
    .orderBy(asc(metrics.name), asc(metrics.id));
  return rows.map(toMetric);
}

async function findMetric(db: Db, equipmentId: number, metricId: number): Promise<MetricRow> {
  const [row] = await db
    .select()
    .from(metrics)
    .where(and(eq(metrics.id, metricId), eq(metrics.equipmentId, equipmentId)));
  if (!row) throw notFound('metric');
  return row;
}

async function checkName(db: Db, equipmentId: number, name: string, exceptId?: number) {
  const clash = await db
    .select({ id: metrics.id })
    .from(metrics)
    .where(and(eq(metrics.equipmentId, equipmentId), sql`lower(${metrics.name}) = lower(${name})`));
  if (clash.some((c) => c.id !== exceptId)) throw conflict(M.duplicateMetric);
}

export async function createMetric(
  db: Db,
  ctx: EquipmentWriteContext,
  equipmentId: number,
  body: z.output<typeof createMetricBodySchema>,
): Promise<EquipmentMetric> {
  await findEquipment(db, equipmentId);
  await checkName(db, equipmentId, body.name);
  const [row] = await db
    .insert(metrics)
    .values({
      equipmentId,
      name: body.name,
      description: body.description ?? '',
      unit: body.unit ?? '',
      isEquipmentMetric: body.isEquipmentMetric ?? true,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  return toMetric(row);
}

export async function updateMetric(
  db: Db,
  ctx: EquipmentWriteContext,
  equipmentId: number,
  metricId: number,
  body: z.output<typeof updateMetricBodySchema>,
): Promise<EquipmentMetric> {
  await findMetric(db, equipmentId, metricId);
  const { version, ...values } = body;
  if (values.name !== undefined) await checkName(db, equipmentId, values.name, metricId);
  return toMetric(await updateVersioned(db, metrics, metricId, version, values, ctx.user.id, 'metric'));
}

/** Deleting a metric deletes its readings (cascade). */
export async function deleteMetric(db: Db, equipmentId: number, metricId: number): Promise<void> {
  await findMetric(db, equipmentId, metricId);
  await db.delete(metrics).where(eq(metrics.id, metricId));
}

async function toReadings(db: Db, rows: ReadingRow[]): Promise<MetricReading[]> {
  const people = await getUserRefs(
    db,
    rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
  );
  return rows.map((r) => {
    const person = r.createdBy ? people.get(r.createdBy) : undefined;
    return {
      id: r.id,
      metricId: r.metricId,
      reading: r.reading,
      readingDate: toIso(r.readingDate),
      jobId: r.jobId,
      note: r.note,
      createdBy: person ? { id: person.id, displayName: person.displayName } : null,
      createdDate: toIso(r.createdDate),
    };
  });
}

export async function listReadings(
  db: Db,
  equipmentId: number,
  metricId: number,
  page: { offset: number; limit: number },
): Promise<MetricReading[]> {
  await findMetric(db, equipmentId, metricId);
  const rows = await db
    .select()
    .from(readings)
    .where(eq(readings.metricId, metricId))
    .orderBy(desc(readings.readingDate), desc(readings.id))
    .offset(page.offset)
    .limit(page.limit);
  return toReadings(db, rows);
}

export interface ReadingInput {
  metricId: number;
  reading: MoneyLike;
  /** ISO instant; now when absent. */
  readingDate?: string | null;
  jobId?: number | null;
  note?: string;
}

/**
 * Shared API: records a reading and, in the same transaction, makes it the metric's last reading
 * unless a later-dated reading is already there (a back-dated reading only joins the history).
 */
export async function recordMetricReading(
  db: Db,
  ctx: EquipmentWriteContext,
  input: ReadingInput,
): Promise<MetricReading> {
  const [metric] = await db.select({ id: metrics.id }).from(metrics).where(eq(metrics.id, input.metricId));
  if (!metric) throw notFound('metric');
  const when = input.readingDate ? new Date(input.readingDate) : new Date();
  if (when.getTime() > Date.now() + CLOCK_SKEW_MS) throw ruleViolation(M.futureReading);
  const readingDate = when.toISOString();
  const reading = moneyString(input.reading, 4);
  const [row] = await withForeignKeys(
    () =>
      db
        .insert(readings)
        .values({
          metricId: input.metricId,
          reading,
          readingDate,
          jobId: input.jobId ?? null,
          note: input.note ?? '',
          createdBy: ctx.user.id,
          modifiedBy: ctx.user.id,
        })
        .returning(),
    { job_id: { field: 'jobId', message: 'There is no job with this id.' } },
  );
  await db
    .update(metrics)
    .set({
      lastReading: reading,
      lastReadingDate: readingDate,
      modifiedDate: sql`now()`,
      modifiedBy: ctx.user.id,
      version: sql`${metrics.version} + 1`,
    })
    .where(
      and(
        eq(metrics.id, input.metricId),
        or(isNull(metrics.lastReadingDate), lte(metrics.lastReadingDate, readingDate)),
      ),
    );
  return (await toReadings(db, [row]))[0];
}

/** The route form: the metric must belong to the equipment in the path. */
export async function recordReadingOf(
  db: Db,
  ctx: EquipmentWriteContext,
  equipmentId: number,
  metricId: number,
  body: Omit<ReadingInput, 'metricId'>,
): Promise<MetricReading> {
  await findMetric(db, equipmentId, metricId);
  return recordMetricReading(db, ctx, { ...body, metricId });
}

/** Shared API: equipment summaries with their metrics and last readings (three queries in all). */
export async function equipmentWithMetrics(db: Db, ids: number[]) {
  const summaries = await equipmentSummaries(db, ids);
  const wanted = [...summaries.keys()];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(metrics)
          .where(inArray(metrics.equipmentId, wanted))
          .orderBy(asc(metrics.name), asc(metrics.id));
  const out = new Map<
    number,
    (typeof summaries extends Map<number, infer S> ? S : never) & { metrics: EquipmentMetric[] }
  >();
  for (const [id, s] of summaries) {
    out.set(id, { ...s, metrics: rows.filter((m) => m.equipmentId === id).map(toMetric) });
  }
  return out;
}
