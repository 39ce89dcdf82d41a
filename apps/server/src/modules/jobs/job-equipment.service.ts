import { Messages } from '@fieldline/contracts/common/errors';
import {
  type JobEquipment,
  JOB_WORK_MESSAGES as M,
  type metricReadingBodySchema,
} from '@fieldline/contracts/jobs/job-work.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { equipmentSummaries, equipmentWithMetrics, recordMetricReading } from '../equipment';
import { jobHead } from './job-work.shared';
import { jobEquipment } from './jobs.table';

type ReadingBody = z.output<typeof metricReadingBodySchema>;

/** The equipment worked on during the job, with each metric's last reading (one batch of queries). */
export async function listJobEquipment(db: Db, jobId: number): Promise<JobEquipment[]> {
  await jobHead(db, jobId);
  const links = await db
    .select()
    .from(jobEquipment)
    .where(eq(jobEquipment.jobId, jobId))
    .orderBy(asc(jobEquipment.equipmentId));
  return present(db, links);
}

/** Puts equipment of the job's location on the job (again: only the note changes). */
export async function addJobEquipment(
  db: Db,
  jobId: number,
  equipmentId: number,
  note: string | undefined,
): Promise<JobEquipment> {
  const job = await jobHead(db, jobId);
  const unit = (await equipmentSummaries(db, [equipmentId])).get(equipmentId);
  if (!unit) throw notFound('equipment', 'EQUIPMENT_NOT_FOUND');
  if (unit.locationId !== job.locationId) throw ruleViolation(M.equipmentNotAtLocation);
  await linkEquipment(db, jobId, [equipmentId], note);
  return one(db, jobId, equipmentId);
}

/** Adds job_equipment rows (existing ones keep theirs unless a note is given). */
export async function linkEquipment(db: Db, jobId: number, equipmentIds: number[], note?: string) {
  if (equipmentIds.length === 0) return;
  const insert = db
    .insert(jobEquipment)
    .values(equipmentIds.map((equipmentId) => ({ jobId, equipmentId, note: note ?? '' })));
  await (note === undefined
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: [jobEquipment.jobId, jobEquipment.equipmentId], set: { note } }));
}

export async function removeJobEquipment(db: Db, jobId: number, equipmentId: number): Promise<void> {
  await jobHead(db, jobId);
  const gone = await db
    .delete(jobEquipment)
    .where(and(eq(jobEquipment.jobId, jobId), eq(jobEquipment.equipmentId, equipmentId)))
    .returning({ id: jobEquipment.equipmentId });
  if (gone.length === 0) throw notFound('equipment on this job', 'JOB_EQUIPMENT_NOT_FOUND');
}

/** A metric reading taken during the job (recorded with the job's id); answers the equipment. */
export async function recordJobReading(
  db: Db,
  userId: number,
  jobId: number,
  equipmentId: number,
  body: ReadingBody,
): Promise<JobEquipment> {
  await jobHead(db, jobId);
  const [link] = await db
    .select()
    .from(jobEquipment)
    .where(and(eq(jobEquipment.jobId, jobId), eq(jobEquipment.equipmentId, equipmentId)));
  if (!link) throw notFound('equipment on this job', 'JOB_EQUIPMENT_NOT_FOUND');
  const unit = (await equipmentWithMetrics(db, [equipmentId])).get(equipmentId);
  if (!unit?.metrics.some((m) => m.id === body.metricId))
    throw badRequest(Messages.validation, [{ field: 'metricId', message: M.unknownMetric }]);
  await recordMetricReading(
    db,
    { user: { id: userId } },
    { metricId: body.metricId, reading: body.reading, readingDate: body.readingDate, jobId, note: body.note },
  );
  return one(db, jobId, equipmentId);
}

async function one(db: Db, jobId: number, equipmentId: number): Promise<JobEquipment> {
  const links = await db
    .select()
    .from(jobEquipment)
    .where(and(eq(jobEquipment.jobId, jobId), eq(jobEquipment.equipmentId, equipmentId)));
  return (await present(db, links))[0];
}

export async function present(
  db: Db,
  links: { equipmentId: number; note: string }[],
): Promise<JobEquipment[]> {
  const units = await equipmentWithMetrics(
    db,
    links.map((l) => l.equipmentId),
  );
  return links.flatMap((l) => {
    const u = units.get(l.equipmentId);
    if (!u) return [];
    return [
      {
        id: u.id,
        name: u.name,
        description: u.description,
        serialNumber: u.serialNumber,
        item: u.item,
        note: l.note,
        metrics: u.metrics.map((m) => ({
          id: m.id,
          name: m.name,
          description: m.description,
          isEquipmentMetric: m.isEquipmentMetric,
          lastReading: m.lastReading,
          lastReadingDate: m.lastReadingDate ? toIso(m.lastReadingDate) : null,
        })),
      },
    ];
  });
}
