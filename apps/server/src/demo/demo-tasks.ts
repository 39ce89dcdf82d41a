import { inArray } from 'drizzle-orm';
import { users } from '../modules/identity';
import { companyToday } from '../modules/organization';
import {
  taskGroups,
  taskMembers,
  taskStatuses,
  taskSubscribers,
  taskTypes,
  workTasks,
} from '../modules/tasks';
import type { Db } from '../platform/db/database';

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Task types (Call back, Follow up, Paperwork), statuses (Open, In progress, Done), a group, and a few
 * standalone to-dos for the office manager (Dana Whitfield) and the Dispatcher (Kim Nguyen): one overdue,
 * one due today, one done. Dates are relative to the company's today.
 */
export async function seedTasks(db: Db) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'dana.whitfield@example.com',
        'kim.nguyen@example.com',
        'jordan.lee@example.com',
      ]),
    );
  const id = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const dana = id('dana.whitfield@example.com');
  const kim = id('kim.nguyen@example.com');
  const jordan = id('jordan.lee@example.com');
  if (!dana || !kim) return;

  const types = await db
    .insert(taskTypes)
    .values(['Call back', 'Follow up', 'Paperwork'].map((name, sort) => ({ name, sort })))
    .returning();
  const statuses = await db
    .insert(taskStatuses)
    .values([
      { name: 'Open', sort: 0 },
      { name: 'In progress', sort: 1 },
      { name: 'Done', sort: 2, isDone: true },
    ])
    .returning();
  const [office] = await db.insert(taskGroups).values({ name: 'Office', sort: 0 }).returning();
  const type = (name: string) => types.find((t) => t.name === name)?.id ?? null;
  const status = (name: string) => statuses.find((s) => s.name === name)?.id ?? null;
  const today = await companyToday(db);

  const rows = await db
    .insert(workTasks)
    .values([
      {
        task: 'Call back Mrs. Alvarez about the thermostat quote',
        note: 'She asked for a price on a smart thermostat with the next visit.',
        assignedTo: dana,
        dueDate: addDays(today, -2),
        priority: 'High',
        typeId: type('Call back'),
        statusId: status('Open'),
        groupId: office.id,
      },
      {
        task: 'Send the warranty registration for the new furnace',
        assignedTo: dana,
        dueDate: today,
        typeId: type('Paperwork'),
        statusId: status('In progress'),
        groupId: office.id,
      },
      {
        task: 'Follow up on the rooftop unit parts order',
        note: 'Supplier promised a ship date this week.',
        assignedTo: kim,
        dueDate: addDays(today, 3),
        typeId: type('Follow up'),
        statusId: status('Open'),
      },
      {
        task: 'Confirm next week on-call schedule with the technicians',
        assignedTo: kim,
        dueDate: addDays(today, 1),
        priority: 'Low',
        typeId: type('Follow up'),
        statusId: status('Open'),
      },
      {
        task: 'File the permit for the Oak Street water heater',
        assignedTo: dana,
        dueDate: addDays(today, -5),
        typeId: type('Paperwork'),
        statusId: status('Done'),
        completedDate: `${addDays(today, -4)}T16:00:00Z`,
      },
    ])
    .returning();
  // Kim follows Dana's overdue call back; Jordan works on the on-call schedule with Kim.
  await db.insert(taskSubscribers).values({ taskId: rows[0].id, userId: kim });
  if (jordan) await db.insert(taskMembers).values({ taskId: rows[3].id, userId: jordan });
}
