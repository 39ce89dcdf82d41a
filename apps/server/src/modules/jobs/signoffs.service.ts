import type {
  createSignoffBodySchema,
  Signoff,
  SignoffDetail,
} from '@fieldline/contracts/jobs/job-work.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { getUserRefs } from '../identity';
import { jobHead } from './job-work.shared';
import { jobSignoffs } from './jobs.table';

type CreateBody = z.output<typeof createSignoffBodySchema>;

/** The list leaves the (large) image out; GET one carries it. */
const listColumns = {
  id: jobSignoffs.id,
  jobId: jobSignoffs.jobId,
  signatureName: jobSignoffs.signatureName,
  signatureEmail: jobSignoffs.signatureEmail,
  note: jobSignoffs.note,
  hasSignature: sql<boolean>`${jobSignoffs.signatureImage} is not null`,
  createdDate: jobSignoffs.createdDate,
  createdBy: jobSignoffs.createdBy,
};
interface ListRow {
  id: number;
  jobId: number;
  signatureName: string;
  signatureEmail: string;
  note: string;
  hasSignature: boolean;
  createdDate: string;
  createdBy: number | null;
}

export async function listSignoffs(db: Db, jobId: number): Promise<Signoff[]> {
  await jobHead(db, jobId);
  const rows = await db
    .select(listColumns)
    .from(jobSignoffs)
    .where(eq(jobSignoffs.jobId, jobId))
    .orderBy(asc(jobSignoffs.createdDate), asc(jobSignoffs.id));
  return present(db, rows);
}

export async function getSignoff(db: Db, jobId: number, sid: number): Promise<SignoffDetail> {
  await jobHead(db, jobId);
  const [row] = await db
    .select({ ...listColumns, signatureImage: jobSignoffs.signatureImage })
    .from(jobSignoffs)
    .where(and(eq(jobSignoffs.id, sid), eq(jobSignoffs.jobId, jobId)));
  if (!row) throw notFound('signoff', 'SIGNOFF_NOT_FOUND');
  const [out] = await present(db, [row]);
  return { ...out, signatureImage: row.signatureImage };
}

export async function createSignoff(
  db: Db,
  userId: number,
  jobId: number,
  body: CreateBody,
): Promise<SignoffDetail> {
  await jobHead(db, jobId);
  const [row] = await db
    .insert(jobSignoffs)
    .values({
      jobId,
      signatureName: body.signatureName,
      signatureEmail: body.signatureEmail ?? '',
      signatureImage: body.signatureImage ?? null,
      note: body.note ?? '',
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning({ id: jobSignoffs.id });
  return getSignoff(db, jobId, row.id);
}

export async function deleteSignoff(db: Db, jobId: number, sid: number): Promise<void> {
  await jobHead(db, jobId);
  const gone = await db
    .delete(jobSignoffs)
    .where(and(eq(jobSignoffs.id, sid), eq(jobSignoffs.jobId, jobId)))
    .returning({ id: jobSignoffs.id });
  if (gone.length === 0) throw notFound('signoff', 'SIGNOFF_NOT_FOUND');
}

async function present(db: Db, rows: ListRow[]): Promise<Signoff[]> {
  const people = await getUserRefs(
    db,
    rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
  );
  return rows.map((r) => {
    const person = r.createdBy ? people.get(r.createdBy) : undefined;
    return {
      id: r.id,
      jobId: r.jobId,
      signatureName: r.signatureName,
      signatureEmail: r.signatureEmail,
      note: r.note,
      hasSignature: Boolean(r.hasSignature),
      createdDate: toIso(r.createdDate),
      createdBy: person ? { id: person.id, displayName: person.displayName } : null,
    };
  });
}
