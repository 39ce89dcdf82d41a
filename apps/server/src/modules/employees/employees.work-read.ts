import { MAX_DATE, MIN_DATE } from '@fieldline/contracts/common/dates';
import type {
  Availability,
  EmployeeEvent,
  EmployeeInventoryRow,
  EmployeeTimesheet,
} from '@fieldline/contracts/employees/employees.contract';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/errors';
import type { OwnAccess } from '../../platform/http/route';
import { searchInventory } from '../inventory';
import { warehousesOfEmployee } from '../warehouses';
import { findEmployee, findEmployeeByUser } from './employees.repository';
import { userOfEmployee } from './employees.service';
import { employeeCalendar, employeeWork } from './employees.work';

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const today = () => isoDay(Date.now());

/**
 * A user without the Employees permission reads their own employee record (and its work) through the
 * permission they record time with: a technician sees their own week, not a colleague's.
 */
export function ownEmployee(permission: OwnAccess['permission']): OwnAccess {
  return {
    permission,
    level: 1,
    async check(db, userId, params) {
      const id =
        (params as { id?: number; employeeId?: number }).id ?? (params as { employeeId?: number }).employeeId;
      const mine = await findEmployeeByUser(db, userId);
      if (!mine || mine.id !== id) throw forbidden();
    },
  };
}

/** GET employees/{id}/timesheets: the job time recorded by the employee's user (the last 31 days unless told). */
export async function employeeTimesheets(
  db: Db,
  id: number,
  range: { from?: string; to?: string },
): Promise<EmployeeTimesheet[]> {
  const userId = await userOfEmployee(db, id);
  if (userId === null) return [];
  const to = range.to ?? today();
  const from = range.from ?? isoDay(Date.parse(to) - 30 * DAY);
  return employeeWork().timesheets(db, userId, from, to);
}

/** GET employees/{id}/availability: the employee's booked visits and calendar events between from and to (the next 7 days unless told). */
export async function employeeAvailability(
  db: Db,
  id: number,
  range: { from?: string; to?: string },
): Promise<Availability> {
  const userId = await userOfEmployee(db, id);
  const from = range.from ?? today();
  const to = range.to ?? isoDay(Date.parse(from) + 6 * DAY);
  const busy =
    userId === null ? [] : (await employeeCalendar(db, userId, { from, to, offset: 0, limit: 10000 })).data;
  return { employeeId: id, from, to, busy };
}

/** GET employees/{id}/events/search: the employee's calendar visits, one page. */
export async function searchEmployeeEvents(
  db: Db,
  id: number,
  q: { from?: string; to?: string; query?: string; offset: number; limit: number },
): Promise<{ data: EmployeeEvent[]; count_filtered: number }> {
  const userId = await userOfEmployee(db, id);
  if (userId === null) return { data: [], count_filtered: 0 };
  const { data, count } = await employeeCalendar(db, userId, {
    from: q.from ?? MIN_DATE,
    to: q.to ?? MAX_DATE,
    query: q.query,
    offset: q.offset,
    limit: q.limit,
  });
  return { data, count_filtered: count };
}

/**
 * GET employees/inventory: stock in the technician's vans (warehouses marked as vans that the employee's
 * user drives or is assigned to). Without employeeId: the signed-in user's own employee.
 */
export async function employeeInventory(
  db: Db,
  userId: number,
  employeeId: number | undefined,
): Promise<EmployeeInventoryRow[]> {
  const employee =
    employeeId === undefined ? await findEmployeeByUser(db, userId) : await findEmployee(db, employeeId);
  if (!employee) throw notFound('employee', 'EMPLOYEE_NOT_FOUND');
  if (employee.userId === null) return [];
  const out: EmployeeInventoryRow[] = [];
  for (const warehouseId of await warehousesOfEmployee(db, employee.userId)) {
    const { data } = await searchInventory(db, { warehouseId, onlyInStock: true, offset: 0, limit: 10000 });
    for (const r of data)
      out.push({
        itemId: r.itemId,
        itemCode: r.itemCode,
        itemName: r.itemName,
        warehouseId: r.warehouseId,
        warehouseName: r.warehouseName,
        onHand: r.onHand,
        allocated: r.allocated,
        available: r.available,
      });
  }
  return out;
}
