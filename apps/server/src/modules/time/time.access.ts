import { Permission } from '@fieldline/contracts/common/permissions';
import { TIME_MESSAGES as M } from '@fieldline/contracts/time/time.contract';
import type { Db } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import type { Access, RouteContext } from '../../platform/http/route';
import { findEmployeeByUser } from '../employees';

/**
 * Timesheets read: one's own time (a technician records and sees his own week). Timesheets full: everyone's
 * time and approval, so a technician never approves. Inside, a Payroll user with Timesheets read also sees
 * everyone's time, and with Payroll full records it. Approval needs Timesheets full or Payroll full.
 */
export const timeOwn: Access = {
  permission: Permission.Timesheets,
  level: 1,
  or: { permission: Permission.Payroll, level: 1 },
};
export const timeSupervisor: Access = {
  permission: Permission.Timesheets,
  level: 2,
  or: { permission: Permission.Payroll, level: 2 },
};
export const payrollFull: Access = { permission: Permission.Payroll, level: 2 };
export const jobsFull: Access = { permission: Permission.Jobs, level: 2 };

type Ctx = Pick<RouteContext<unknown, unknown, unknown>, 'db' | 'user' | 'level'>;

/** Sees and records everyone's time (a supervisor, payroll). */
export const seesAll = (ctx: Ctx) =>
  ctx.level(Permission.Timesheets) >= 2 || ctx.level(Permission.Payroll) >= 1;

/** The signed-in user's own employee record, or 403 when the user has none. */
export async function ownEmployee(db: Db, userId: number) {
  const mine = await findEmployeeByUser(db, userId);
  if (!mine) throw forbidden(M.noEmployeeRecord);
  return mine;
}

/** Who a read is limited to: undefined for everyone, else the user's own employee id. */
export async function readScope(ctx: Ctx): Promise<number | undefined> {
  return seesAll(ctx) ? undefined : (await ownEmployee(ctx.db, ctx.user.id)).id;
}

/** Records and approves everyone's time. */
export const writesAll = (ctx: Ctx) =>
  ctx.level(Permission.Timesheets) >= 2 || ctx.level(Permission.Payroll) >= 2;
