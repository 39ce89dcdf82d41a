import { and, desc, eq } from 'drizzle-orm';
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

export interface AuditHistoryRow {
  id: number;
  action: string;
  changes: Record<string, { from?: unknown; to?: unknown }> | null;
  userId: number | null;
  at: string;
}

/** One record's audit trail, newest first; callers add user names through the identity module. */
export async function auditHistory(
  db: Db,
  entity: string,
  entityId: number | string,
): Promise<AuditHistoryRow[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    changes: r.changes ?? null,
    userId: r.userId,
    at: new Date(r.at).toISOString(),
  }));
}
