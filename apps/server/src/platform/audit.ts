import type { Db } from './db/database';
import { auditLog } from './db/platform.table';

export type AuditAction = 'create' | 'update' | 'delete' | string;

export interface AuditEntry {
  entity: string;
  entityId: number | string;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const IGNORED = new Set(['modifiedDate', 'modifiedBy', 'version', 'passwordHash', 'tokenHash']);

/** Field-by-field differences; secrets are never copied into the log. */
export function diff(before?: Record<string, unknown> | null, after?: Record<string, unknown> | null) {
  const changes: Record<string, { from?: unknown; to?: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const k of keys) {
    if (IGNORED.has(k)) continue;
    const a = before?.[k];
    const b = after?.[k];
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[k] = { from: a, to: b };
  }
  return changes;
}

export async function writeAudit(db: Db, entry: AuditEntry, userId: number | null, requestId?: string) {
  await db.insert(auditLog).values({
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    changes: diff(entry.before, entry.after),
    userId,
    requestId,
  });
}
