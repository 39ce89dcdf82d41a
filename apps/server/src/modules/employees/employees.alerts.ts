import type {
  alertQuerySchema,
  createAlertBodySchema,
  EmployeeAlert,
  updateAlertBodySchema,
} from '@fieldline/contracts/employees/employees.contract';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { fullName } from './employees.repository';
import { employeeAlerts, employees } from './employees.table';

type Query = z.output<typeof alertQuerySchema>;
type CreateBody = z.output<typeof createAlertBodySchema>;
type UpdateBody = z.output<typeof updateAlertBodySchema>;

/** Alerts by due date (the soonest first); dismissed ones only when asked for. */
export async function listAlerts(
  db: Db,
  q: Omit<Query, 'fields'> & { ids?: number[] },
): Promise<EmployeeAlert[]> {
  const rows = await db
    .select({ a: employeeAlerts, firstName: employees.firstName, lastName: employees.lastName })
    .from(employeeAlerts)
    .innerJoin(employees, eq(employees.id, employeeAlerts.employeeId))
    .where(
      and(
        q.ids ? inArray(employeeAlerts.id, q.ids) : undefined,
        q.employeeId === undefined ? undefined : eq(employeeAlerts.employeeId, q.employeeId),
        q.includeDismissed || q.ids ? undefined : eq(employeeAlerts.isDismissed, false),
        q.dueBy === undefined ? undefined : lte(employeeAlerts.dueDate, q.dueBy),
      ),
    )
    .orderBy(asc(employeeAlerts.dueDate), asc(employeeAlerts.id))
    .limit(10000);
  return rows.map(({ a, firstName, lastName }) => ({
    id: a.id,
    employeeId: a.employeeId,
    employeeName: fullName({ firstName, lastName }),
    alertType: a.alertType as EmployeeAlert['alertType'],
    description: a.description,
    dueDate: a.dueDate,
    isDismissed: a.isDismissed,
    dismissedDate: a.dismissedDate === null ? null : toIso(a.dismissedDate),
    ...auditOut(a),
  }));
}

export async function getAlert(db: Db, id: number): Promise<EmployeeAlert> {
  const [alert] = await listAlerts(db, { ids: [id] });
  if (!alert) throw notFound('alert', 'ALERT_NOT_FOUND');
  return alert;
}

export async function createAlert(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<EmployeeAlert> {
  const { db, body, user } = ctx;
  const [e] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, body.employeeId));
  if (!e) throw fieldError('employeeId', 'Choose a value from the list.');
  const [row] = await db
    .insert(employeeAlerts)
    .values({ ...body, createdBy: user.id, modifiedBy: user.id })
    .returning();
  const out = await getAlert(db, row.id);
  await ctx.audit({ entity: 'employeeAlert', entityId: row.id, action: 'create', after: out });
  return out;
}

/** Update an alert; dismissing it stamps when (un-dismissing clears the stamp). */
export async function updateAlert(
  ctx: RouteContext<UpdateBody, unknown, { id: number }>,
): Promise<EmployeeAlert> {
  const { db, body, user, params } = ctx;
  const before = await getAlert(db, params.id);
  const { version, ...values } = body;
  const dismissed =
    values.isDismissed === undefined || values.isDismissed === before.isDismissed
      ? {}
      : { dismissedDate: values.isDismissed ? new Date().toISOString() : null };
  await updateVersioned(
    db,
    employeeAlerts,
    params.id,
    version,
    { ...values, ...dismissed },
    user.id,
    'alert',
  );
  const out = await getAlert(db, params.id);
  await ctx.audit({ entity: 'employeeAlert', entityId: params.id, action: 'update', before, after: out });
  return out;
}
