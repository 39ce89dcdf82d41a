import { integer, timestamp } from 'drizzle-orm/pg-core';

/** createdDate, createdBy, modifiedDate, modifiedBy and version: on every record table. */
export const auditColumns = () => ({
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  modifiedDate: timestamp('modified_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  modifiedBy: integer('modified_by'),
  version: integer('version').notNull().default(1),
});

export interface AuditFields {
  createdDate: string;
  createdBy: number | null;
  modifiedDate: string;
  modifiedBy: number | null;
  version: number;
}

/** Audit fields as they travel on the wire (ISO instants). */
export function auditOut(row: AuditFields): AuditFields {
  return {
    createdDate: toIso(row.createdDate),
    createdBy: row.createdBy,
    modifiedDate: toIso(row.modifiedDate),
    modifiedBy: row.modifiedBy,
    version: row.version,
  };
}

export function toIso(v: string | Date | null): string {
  if (v === null) return '';
  return new Date(v).toISOString();
}
