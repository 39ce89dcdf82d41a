import { formatDate } from '@fieldline/contracts/common/dates';
import type { GeneralTask } from '@fieldline/contracts/tasks/general-tasks.contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../identity';
import { queueMail } from '../mail';

const name = (r: { name: string } | null) => r?.name ?? 'nobody';
const day = (d: string | null) => (d ? formatDate(d) : 'none');

/** What a subscriber reads changed, field by field, in words. */
export function taskChanges(before: GeneralTask, after: GeneralTask): string[] {
  const out: string[] = [];
  const line = (label: string, a: string, b: string) => {
    if (a !== b) out.push(`${label}: ${a} → ${b}`);
  };
  line('Title', before.title, after.title);
  line('Status', before.status?.name ?? 'none', after.status?.name ?? 'none');
  line('Assigned to', name(before.assignedTo), name(after.assignedTo));
  line('Due', day(before.dueDate), day(after.dueDate));
  line('Priority', before.priority, after.priority);
  if (before.description !== after.description) out.push('The description was changed.');
  return out;
}

/**
 * Tells the task's subscribers (not the person who made the change) what changed, in one message to
 * them all through the mail outbox, in the same transaction as the change.
 */
export async function notifySubscribers(
  db: Db,
  before: GeneralTask,
  after: GeneralTask,
  actor: { id: number },
): Promise<void> {
  const ids = after.subscribers.map((s) => s.id);
  if (ids.length === 0) return;
  const changes = taskChanges(before, after);
  if (changes.length === 0) return;
  const rows = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.id, actor.id), eq(users.isActive, true)));
  const to = rows.map((r) => r.email).filter((e) => e.includes('@'));
  if (to.length === 0) return;
  const [who] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.id));
  const by = who ? `${who.firstName} ${who.lastName}`.trim() : 'Someone';
  const text = [
    `${by} changed the task "${after.title}":`,
    '',
    ...changes.map((c) => `- ${c}`),
    '',
    'You receive this because you subscribe to the task. Open My tasks in Fieldline to see it.',
  ].join('\n');
  await queueMail(
    db,
    {
      to,
      subject: `Task changed: ${after.title}`.slice(0, 998),
      text,
      relatedType: 'task',
      relatedId: after.id,
    },
    { userId: actor.id },
  );
}
