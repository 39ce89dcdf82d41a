import {
  ALERT_END_BEFORE_START,
  type CustomerAlert,
  type createAlertBodySchema,
  type updateAlertBodySchema,
} from '@fieldline/contracts/customers/customers.contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { alertInEffect, findCustomer } from './customers.repository';
import { customerAlerts } from './customers.table';

type AlertRow = typeof customerAlerts.$inferSelect;

const toAlert = (r: AlertRow): CustomerAlert => ({
  id: r.id,
  customerId: r.customerId,
  message: r.message,
  severity: r.severity,
  startDate: r.startDate,
  endDate: r.endDate,
  isActive: r.isActive,
  ...auditOut(r),
});

const severityOrder = sql`case ${customerAlerts.severity} when 'critical' then 0 when 'warning' then 1 else 2 end`;

/** A customer's alerts, the most severe and newest first; `inEffect` keeps those active today. */
export async function listAlerts(
  db: Db,
  f: { customerId: number; isActive?: boolean; inEffect?: boolean },
): Promise<CustomerAlert[]> {
  const rows = await db
    .select()
    .from(customerAlerts)
    .where(
      and(
        eq(customerAlerts.customerId, f.customerId),
        f.isActive === undefined ? undefined : eq(customerAlerts.isActive, f.isActive),
        f.inEffect ? alertInEffect : undefined,
      ),
    )
    .orderBy(severityOrder, desc(customerAlerts.createdDate), asc(customerAlerts.id));
  return rows.map(toAlert);
}

export async function listAlertsOfCustomer(db: Db, customerId: number, isActive?: boolean) {
  if (!(await findCustomer(db, customerId))) throw notFound('customer');
  return listAlerts(db, { customerId, isActive });
}

export async function getAlert(db: Db, id: number): Promise<CustomerAlert> {
  const [row] = await db.select().from(customerAlerts).where(eq(customerAlerts.id, id));
  if (!row) throw notFound('customer alert');
  return toAlert(row);
}

function checkDates(start: string | null | undefined, end: string | null | undefined) {
  // ISO dates compare correctly as text.
  if (start && end && end < start) throw fieldError('endDate', ALERT_END_BEFORE_START);
}

const auditable = (a: CustomerAlert) => ({
  customerId: a.customerId,
  message: a.message,
  severity: a.severity,
  startDate: a.startDate,
  endDate: a.endDate,
  isActive: a.isActive,
});

export async function createAlert(
  ctx: RouteContext<z.output<typeof createAlertBodySchema>, unknown, unknown>,
): Promise<CustomerAlert> {
  const { db, body } = ctx;
  if (!(await findCustomer(db, body.customerId))) throw fieldError('customerId', 'Unknown customer.');
  checkDates(body.startDate, body.endDate);
  const [row] = await db
    .insert(customerAlerts)
    .values({
      customerId: body.customerId,
      message: body.message,
      severity: body.severity,
      startDate: body.startDate ?? null,
      endDate: body.endDate ?? null,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  const alert = toAlert(row);
  await ctx.audit({ entity: 'customerAlert', entityId: row.id, action: 'create', after: auditable(alert) });
  return alert;
}

export async function updateAlert(
  ctx: RouteContext<z.output<typeof updateAlertBodySchema>, unknown, { id: number }>,
): Promise<CustomerAlert> {
  const { db, body, params } = ctx;
  const before = await getAlert(db, params.id);
  const { version, ...fields } = body;
  checkDates(
    fields.startDate === undefined ? before.startDate : fields.startDate,
    fields.endDate === undefined ? before.endDate : fields.endDate,
  );
  const row = await updateVersioned(
    db,
    customerAlerts,
    params.id,
    version,
    fields,
    ctx.user.id,
    'customer alert',
  );
  const after = toAlert(row);
  await ctx.audit({
    entity: 'customerAlert',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

export async function deleteAlert(ctx: RouteContext<unknown, unknown, { id: number }>): Promise<void> {
  const before = await getAlert(ctx.db, ctx.params.id);
  await ctx.db.delete(customerAlerts).where(eq(customerAlerts.id, ctx.params.id));
  await ctx.audit({
    entity: 'customerAlert',
    entityId: before.id,
    action: 'delete',
    before: auditable(before),
  });
}
