import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';

/**
 * What must be settled on a job before it moves to a completed status, asked of higher modules (tools:
 * tools still checked out against the job). Each check answers the refusal's message, or null when the
 * job may complete. Filled when the checking module's index.ts loads (decision 013); with none
 * registered nothing blocks completion, which is the truth when no module has anything outstanding.
 */
export type CompletionCheck = (db: Db, jobId: number) => Promise<string | null>;

const checks: { code: string; check: CompletionCheck }[] = [];

export function registerCompletionCheck(code: string, check: CompletionCheck): void {
  if (!checks.some((c) => c.code === code)) checks.push({ code, check });
}

/** Refuses (422, the check's own message) a job that is not ready to complete. */
export async function checkJobMayComplete(db: Db, jobId: number): Promise<void> {
  for (const { code, check } of checks) {
    const message = await check(db, jobId);
    if (message) throw ruleViolation(message, code);
  }
}
