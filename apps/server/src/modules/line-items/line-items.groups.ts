import {
  CANNOT_MOVE_DOWN,
  CANNOT_MOVE_UP,
  type createGroupBodySchema,
  LAST_DISPLAY_ORDER,
  type LineItemGroup,
  type LineItemKind,
  normalizeFlags,
  SYSTEM_GROUP_DELETE,
  SYSTEM_GROUP_RENAME,
  type updateGroupBodySchema,
} from '@fieldline/contracts/line-items/line-items.contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound, ruleViolation } from '../../platform/errors';
import { flagsOf, readCollection, scopeOf, writableScope } from './line-items.read';
import * as repo from './line-items.repository';
import type { Actor, Scope } from './line-items.scope';
import { lineItemGroups } from './line-items.table';

/** A new group: display order 9999 (before the NA group, which sorts last) until resorted. */
export async function createGroupRow(
  a: Actor,
  scope: Scope,
  body: Partial<z.output<typeof createGroupBodySchema>> & { name: string },
) {
  const { name, description, displayOrder, ...flags } = body;
  const [row] = await a.db
    .insert(lineItemGroups)
    .values({
      collectionId: scope.collection.id,
      name,
      description: description ?? '',
      displayOrder: displayOrder ?? LAST_DISPLAY_ORDER,
      ...normalizeFlags(flags),
      createdBy: a.userId,
      modifiedBy: a.userId,
    })
    .returning();
  return row;
}

async function groupOut(a: Actor, scope: Scope, groupId: number): Promise<LineItemGroup> {
  const c = await readCollection(a.db, scope);
  const g = c.groups.find((x) => x.id === groupId);
  if (!g) throw notFound('group');
  return g;
}

export async function listGroupsOf(a: Actor, kind: LineItemKind, ownerId: number) {
  return (await readCollection(a.db, await scopeOf(a.db, kind, ownerId, a.userId))).groups;
}

export async function getGroup(a: Actor, kind: LineItemKind, ownerId: number, groupId: number) {
  return groupOut(a, await scopeOf(a.db, kind, ownerId, a.userId), groupId);
}

export async function createGroup(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  body: z.output<typeof createGroupBodySchema>,
) {
  const scope = await writableScope(a.db, kind, ownerId, a.userId);
  const row = await createGroupRow(a, scope, body);
  return groupOut(a, scope, row.id);
}

async function writableGroup(a: Actor, kind: LineItemKind, ownerId: number, groupId: number) {
  const scope = await writableScope(a.db, kind, ownerId, a.userId);
  const group = await repo.findGroup(a.db, scope.collection.id, groupId);
  if (!group) throw notFound('group');
  return { scope, group };
}

/** Flags merge with the stored ones and then obey the dependencies (show detail, show subtotal). */
export async function updateGroup(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  groupId: number,
  body: z.output<typeof updateGroupBodySchema>,
) {
  const { scope, group } = await writableGroup(a, kind, ownerId, groupId);
  const { name, description, ...flags } = body;
  if (group.isSystem && name !== undefined && name !== group.name) throw ruleViolation(SYSTEM_GROUP_RENAME);
  await a.db
    .update(lineItemGroups)
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...normalizeFlags({ ...flagsOf(group), ...flags }),
      modifiedBy: a.userId,
      modifiedDate: sql`now()`,
      version: sql`${lineItemGroups.version} + 1`,
    })
    .where(eq(lineItemGroups.id, group.id));
  return groupOut(a, scope, group.id);
}

/** Deleting a group moves its lines to the end of the NA group; the NA group itself stays. */
export async function deleteGroup(a: Actor, kind: LineItemKind, ownerId: number, groupId: number) {
  const { scope, group } = await writableGroup(a, kind, ownerId, groupId);
  if (group.isSystem || group.isNaGroup) throw ruleViolation(SYSTEM_GROUP_DELETE);
  const na = await repo.naGroupOf(a.db, scope.collection.id);
  const [naLines, moving] = await Promise.all([
    repo.groupLines(a.db, na.id),
    repo.groupLines(a.db, group.id),
  ]);
  await repo.renumberLines(
    a.db,
    na.id,
    [...naLines, ...moving].map((l) => l.id),
    a.userId,
  );
  await a.db.delete(lineItemGroups).where(eq(lineItemGroups.id, group.id));
  const rest = (await repo.listGroups(a.db, scope.collection.id)).filter((g) => !g.isNaGroup);
  await repo.renumberGroups(
    a.db,
    rest.map((g) => g.id),
    a.userId,
  );
}

/** Puts the group at a place (1 = first) among the other groups and renumbers them 1..n; NA stays last. */
export async function sortGroup(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  groupId: number,
  displayOrder: number,
) {
  const { scope, group } = await writableGroup(a, kind, ownerId, groupId);
  if (group.isNaGroup) throw ruleViolation(SYSTEM_GROUP_RENAME);
  const others = (await repo.listGroups(a.db, scope.collection.id)).filter(
    (g) => !g.isNaGroup && g.id !== group.id,
  );
  const at = Math.min(Math.max(displayOrder, 1), others.length + 1) - 1;
  const ordered = [...others.slice(0, at), group, ...others.slice(at)].map((g) => g.id);
  await repo.renumberGroups(a.db, ordered, a.userId);
  return groupOut(a, scope, group.id);
}

/**
 * Moves a line up or down: swapped within its group; at the group's edge it goes to the end of the
 * previous group (up) or the start of the next one (down). The first line of the first group cannot
 * move up, the last of the last group cannot move down (422).
 */
export async function moveLine(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  direction: 'up' | 'down',
) {
  const scope = await writableScope(a.db, kind, ownerId, a.userId);
  const line = await repo.findLine(a.db, scope.collection.id, lineId);
  if (!line) throw notFound('line item');
  const groups = await repo.listGroups(a.db, scope.collection.id);
  const gi = groups.findIndex((g) => g.id === line.groupId);
  const ids = (await repo.groupLines(a.db, line.groupId)).map((l) => l.id);
  const i = ids.indexOf(line.id);
  if (direction === 'up' && i > 0) {
    [ids[i - 1], ids[i]] = [ids[i], ids[i - 1]];
    await repo.renumberLines(a.db, line.groupId, ids, a.userId);
  } else if (direction === 'down' && i < ids.length - 1) {
    [ids[i + 1], ids[i]] = [ids[i], ids[i + 1]];
    await repo.renumberLines(a.db, line.groupId, ids, a.userId);
  } else {
    const target = groups[direction === 'up' ? gi - 1 : gi + 1];
    if (!target) throw ruleViolation(direction === 'up' ? CANNOT_MOVE_UP : CANNOT_MOVE_DOWN);
    const targetIds = (await repo.groupLines(a.db, target.id)).map((l) => l.id);
    const remaining = ids.filter((id) => id !== line.id);
    await repo.renumberLines(a.db, line.groupId, remaining, a.userId);
    await repo.renumberLines(
      a.db,
      target.id,
      direction === 'up' ? [...targetIds, line.id] : [line.id, ...targetIds],
      a.userId,
    );
  }
  return readCollection(a.db, scope);
}
