import { FALLBACK_PAY_CODES, PAY_KINDS, type PayKind } from '@fieldline/contracts/payroll/payroll.contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError } from '../../platform/errors';
import { jobPrevailingWages, payrollCodeMap } from './payroll.table';

/** The pay code each pay kind exports under (the fallback code when none is mapped). */
export async function getCodeMap(db: Db) {
  const rows = (
    await db.execute(sql`select m.kind, m.payroll_code_id, pc.pay_code
        from payroll_code_map m left join payroll_codes pc on pc.id = m.payroll_code_id`)
  ).rows as { kind: PayKind; payroll_code_id: number | null; pay_code: string | null }[];
  return PAY_KINDS.map((kind) => {
    const r = rows.find((x) => x.kind === kind);
    return {
      kind,
      payrollCodeId: r?.payroll_code_id ?? null,
      payCode: r?.pay_code ?? FALLBACK_PAY_CODES[kind],
    };
  });
}

export async function updateCodeMap(db: Db, rows: { kind: PayKind; payrollCodeId: number | null }[]) {
  for (const [i, r] of rows.entries()) {
    if (r.payrollCodeId === null) {
      await db.delete(payrollCodeMap).where(eq(payrollCodeMap.kind, r.kind));
      continue;
    }
    const [code] = (
      await db.execute(sql`select id from payroll_codes where id = ${r.payrollCodeId} and is_active`)
    ).rows;
    if (!code) throw fieldError(`rows[${i}].payrollCodeId`, 'Choose an active payroll code from the list.');
    await db
      .insert(payrollCodeMap)
      .values(r)
      .onConflictDoUpdate({ target: payrollCodeMap.kind, set: { payrollCodeId: r.payrollCodeId } });
  }
  return getCodeMap(db);
}

export async function getJobWageCode(db: Db, jobId: number) {
  const [row] = await db.select().from(jobPrevailingWages).where(eq(jobPrevailingWages.jobId, jobId));
  return { jobId, prevailingWageCodeId: row?.prevailingWageCodeId ?? null };
}

/** Sets (or clears, with null) the prevailing wage code a job's time is paid under. */
export async function setJobWageCode(db: Db, jobId: number, codeId: number | null) {
  const [job] = (await db.execute(sql`select id from jobs where id = ${jobId}`)).rows;
  if (!job) throw fieldError('jobId', 'The job was not found.');
  if (codeId === null) {
    await db.delete(jobPrevailingWages).where(eq(jobPrevailingWages.jobId, jobId));
    return { jobId, prevailingWageCodeId: null };
  }
  const [code] = (await db.execute(sql`select id from prevailing_wage_codes where id = ${codeId}`)).rows;
  if (!code) throw fieldError('prevailingWageCodeId', 'Choose a prevailing wage code from the list.');
  await db
    .insert(jobPrevailingWages)
    .values({ jobId, prevailingWageCodeId: codeId })
    .onConflictDoUpdate({ target: jobPrevailingWages.jobId, set: { prevailingWageCodeId: codeId } });
  return { jobId, prevailingWageCodeId: codeId };
}
