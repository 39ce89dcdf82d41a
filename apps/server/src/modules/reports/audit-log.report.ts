// Reports may read across modules (ARCHITECTURE section 2): the audit log joined to user names.
import type { AuditLogEntry } from '@fieldline/contracts/system/system.contract';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { auditLog } from '../../platform/db/platform.table';
import { users } from '../identity/identity.table';

export interface AuditFilter {
  from?: string;
  to?: string;
  entity?: string;
  entityId?: string;
  userId?: number;
  offset: number;
  limit: number;
}

export async function searchAuditLog(
  db: Db,
  f: AuditFilter,
): Promise<{ data: AuditLogEntry[]; count_filtered: number }> {
  const where = and(
    f.from ? gte(auditLog.at, f.from) : undefined,
    // `to` is a business date: include the whole day.
    f.to ? lt(auditLog.at, sql`(${f.to}::date + 1)`) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.userId ? eq(auditLog.userId, f.userId) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({ a: auditLog, firstName: users.firstName, lastName: users.lastName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    data: rows.map(({ a, firstName, lastName }) => ({
      id: a.id,
      entity: a.entity,
      entityId: a.entityId,
      action: a.action,
      changes: a.changes ?? null,
      userId: a.userId,
      userDisplayName: firstName ? `${firstName} ${lastName}` : null,
      at: new Date(a.at).toISOString(),
    })),
    count_filtered: Number(total[0].n),
  };
}
