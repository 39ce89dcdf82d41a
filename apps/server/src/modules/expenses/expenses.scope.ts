import { Permission } from '@fieldline/contracts/common/permissions';
import { EXPENSE_MESSAGES as M } from '@fieldline/contracts/expenses/expenses.contract';
import type { Db } from '../../platform/db/database';
import { fieldError, forbidden } from '../../platform/errors';
import type { Access } from '../../platform/http/route';
import { findEmployeeByUser } from '../employees';

/**
 * Who sees and records whose expenses and trips. Everyone works through the Expenses permission (1053);
 * a user who can also read Employees (the office) works with every employee's records, anyone else (a
 * technician) only with their own employee record's, as jobs' technician-own access does for job work.
 */
export const expensesRead: Access = { permission: Permission.Expenses, level: 1 };
export const expensesFull: Access = { permission: Permission.Expenses, level: 2 };
/** Posting to the ledger, flagging external and the company rate: office work. */
export const expensesOffice: Access = {
  permission: Permission.Expenses,
  level: 2,
  also: { permission: Permission.Employees, level: 1 },
};

export interface ScopeContext {
  db: Db;
  user: { id: number };
  level(permission: number): number;
}

/** null: every employee; a number: only that employee's records. */
export type Scope = number | null;

export async function scopeOf(ctx: ScopeContext): Promise<Scope> {
  if (ctx.level(Permission.Employees) >= 1) return null;
  const mine = await findEmployeeByUser(ctx.db, ctx.user.id);
  if (!mine) throw forbidden(M.employeeNoUser);
  return mine.id;
}

/** The employee a new record is for: the one asked (office, or the user's own), else the user's own. */
export async function employeeFor(ctx: ScopeContext, asked: number | undefined): Promise<number> {
  const scope = await scopeOf(ctx);
  if (scope !== null) {
    if (asked !== undefined && asked !== scope) throw forbidden(M.notYours);
    return scope;
  }
  if (asked !== undefined) return asked;
  const mine = await findEmployeeByUser(ctx.db, ctx.user.id);
  if (!mine) throw fieldError('employeeId', 'Required');
  return mine.id;
}

/** Refuses a record of another employee to a user limited to their own. */
export function checkScope(scope: Scope, employeeId: number | null): void {
  if (scope !== null && employeeId !== scope) throw forbidden(M.notYours);
}
