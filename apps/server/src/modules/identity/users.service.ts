import { type FieldError, Messages } from '@fieldline/contracts/common/errors';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { findPermission, PERMISSIONS, Permission } from '@fieldline/contracts/common/permissions';
import {
  ACCOUNT_INACTIVE,
  type CreateUserBody,
  type CurrentUser,
  type createUserBodySchema,
  LAST_ADMIN,
  type UpdateUserBody,
  type User,
  type updateUserBodySchema,
  type userSearchQuerySchema,
} from '@fieldline/contracts/identity/identity.contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { listOffices } from '../organization';
import * as repo from './identity.repository';
import { users } from './identity.table';

export function toUser(
  row: repo.UserRow,
  rel: {
    roles: Map<number, { id: number; name: string }[]>;
    offices: Map<number, { id: number; name: string }[]>;
  },
): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: repo.displayName(row),
    title: row.title,
    phone: row.phone,
    isActive: row.isActive,
    defaultOfficeId: row.defaultOfficeId,
    lastSignInDate: row.lastSignInDate ? new Date(row.lastSignInDate).toISOString() : null,
    roles: rel.roles.get(row.id) ?? [],
    offices: rel.offices.get(row.id) ?? [],
    ...auditOut(row),
  };
}

export async function getUser(db: Db, id: number): Promise<User> {
  const found = await repo.findUserWithRelations(db, id);
  if (!found) throw notFound('user');
  return toUser(found.user, {
    roles: new Map([[id, found.roles]]),
    offices: new Map([[id, found.offices]]),
  });
}

/** `levels` lets a caller pass the cached access map instead of querying it again. */
export async function getCurrentUser(
  db: Db,
  id: number,
  levelsIn?: Promise<Map<number, 0 | 1 | 2>>,
): Promise<CurrentUser> {
  const [user, levels] = await Promise.all([getUser(db, id), levelsIn ?? repo.accessLevelsOf(db, id)]);
  const permissions = [...levels]
    .map(([pid, accessLevel]) => ({ id: pid, accessLevel }))
    .sort((a, b) => a.id - b.id);
  return { ...user, permissions };
}

export async function searchUsers(
  db: Db,
  q: z.output<typeof userSearchQuerySchema>,
): Promise<SearchResult<User>> {
  const { rows, count } = await repo.searchUsers(db, q, q.offset, q.limit);
  const rel = await repo.rolesAndOfficesOf(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toUser(r, rel)), count_filtered: count };
}

/** Unknown role or office ids are bad input naming the list entry (not a foreign-key failure). */
async function checkReferences(db: Db, roleIds: number[] | undefined, officeIds: number[] | undefined) {
  const errors: FieldError[] = [];
  if (roleIds?.length) {
    const known = new Set((await repo.listRoles(db, roleIds)).map((r) => r.id));
    roleIds.forEach((id, i) => {
      if (!known.has(id)) errors.push({ field: `roleIds[${i}]`, message: `Unknown role ${id}.` });
    });
  }
  if (officeIds?.length) {
    const known = new Set((await listOffices(db, { ids: officeIds })).map((o) => o.id));
    officeIds.forEach((id, i) => {
      if (!known.has(id)) errors.push({ field: `officeIds[${i}]`, message: `Unknown office ${id}.` });
    });
  }
  if (errors.length) throw badRequest(Messages.validation, errors);
}

function checkDefaultOffice(officeIds: number[] | undefined, defaultOfficeId: number | null | undefined) {
  if (defaultOfficeId && officeIds && !officeIds.includes(defaultOfficeId)) {
    throw fieldError('defaultOfficeId', 'The default office must be one of the user’s offices.');
  }
}

export async function createUser(ctx: RouteContext<z.output<typeof createUserBodySchema>, unknown, unknown>) {
  const { db, body } = ctx;
  if (await repo.findUserByEmail(db, body.email))
    throw fieldError('email', 'A user with this e-mail already exists.');
  await checkReferences(db, body.roleIds, body.officeIds);
  checkDefaultOffice(body.officeIds, body.defaultOfficeId);
  const [row] = await db
    .insert(users)
    .values({
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      title: body.title ?? null,
      phone: body.phone ?? null,
      passwordHash: await hashPassword(body.password),
      defaultOfficeId: body.defaultOfficeId ?? body.officeIds[0] ?? null,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  await repo.setUserRoles(db, row.id, body.roleIds);
  await repo.setUserOffices(db, row.id, body.officeIds);
  const user = await getUser(db, row.id);
  await ctx.audit({ entity: 'user', entityId: row.id, action: 'create', after: auditable(user) });
  return user;
}

/** Roles and Users at full access must stay with at least one active user, or nobody could fix it. */
export async function ensureAdministratorRemains(db: Db): Promise<void> {
  const n = await repo.countFullAccessUsers(db, [Permission.Roles, Permission.Users]);
  if (n === 0) throw ruleViolation(LAST_ADMIN, 'LAST_ADMINISTRATOR');
}

export async function updateUser(
  ctx: RouteContext<z.output<typeof updateUserBodySchema>, unknown, { id: number }>,
  onAccessChanged: (userId: number) => void,
) {
  const { db, body } = ctx;
  const id = ctx.params.id;
  const before = await getUser(db, id);
  if (body.email && body.email !== before.email) {
    const other = await repo.findUserByEmail(db, body.email);
    if (other && other.id !== id) throw fieldError('email', 'A user with this e-mail already exists.');
  }
  await checkReferences(db, body.roleIds, body.officeIds);
  const officeIds = body.officeIds ?? before.offices.map((o) => o.id);
  // An explicit null clears the default office; only a missing key keeps the current one.
  checkDefaultOffice(
    officeIds,
    body.defaultOfficeId === undefined ? before.defaultOfficeId : body.defaultOfficeId,
  );
  const { roleIds, officeIds: _o, version, ...fields } = body;
  await updateVersioned(db, users, id, version, fields, ctx.user.id, 'user');
  if (roleIds) await repo.setUserRoles(db, id, roleIds);
  if (body.officeIds) await repo.setUserOffices(db, id, body.officeIds);
  if (roleIds || body.isActive === false) await ensureAdministratorRemains(db);
  const after = await getUser(db, id);
  await ctx.audit({
    entity: 'user',
    entityId: id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  onAccessChanged(id);
  return after;
}

function auditable(u: User) {
  return {
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    title: u.title,
    phone: u.phone,
    isActive: u.isActive,
    defaultOfficeId: u.defaultOfficeId,
    roles: u.roles.map((r) => r.name),
    offices: u.offices.map((o) => o.name),
  };
}

export async function setPassword(
  ctx: RouteContext<unknown, unknown, unknown>,
  userId: number,
  password: string,
) {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw notFound('user');
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), modifiedBy: ctx.user.id })
    .where(eq(users.id, userId));
  await ctx.audit({ entity: 'user', entityId: userId, action: 'password-reset' });
}

export async function changeOwnPassword(
  ctx: RouteContext<unknown, unknown, unknown>,
  current: string,
  next: string,
) {
  const row = await repo.findUserById(ctx.db, ctx.user.id);
  if (!row?.isActive) throw ruleViolation(ACCOUNT_INACTIVE);
  if (!(await verifyPassword(row.passwordHash, current)))
    throw fieldError('currentPassword', 'The current password is incorrect.');
  await setPassword(ctx, row.id, next);
}

export async function derivedPermissions(db: Db, userId: number) {
  await getUser(db, userId);
  const grants = await repo.grantsOf(db, userId);
  return PERMISSIONS.map((p) => {
    const mine = grants.filter((g) => g.permissionId === p.id);
    const level = Math.max(0, ...mine.map((g) => g.accessLevel)) as 0 | 1 | 2;
    return {
      id: p.id,
      name: p.name,
      categoryId: p.categoryId,
      accessLevel: level,
      grantedBy: mine
        .filter((g) => g.accessLevel === level && level > 0)
        .map((g) => ({ id: g.roleId, name: g.roleName })),
    };
  });
}

export async function permissionsByRole(db: Db, userId: number) {
  await getUser(db, userId);
  const grants = await repo.grantsOf(db, userId);
  const byRole = new Map<
    number,
    { roleId: number; roleName: string; permissions: { id: number; name: string; accessLevel: number }[] }
  >();
  for (const g of grants) {
    const entry = byRole.get(g.roleId) ?? { roleId: g.roleId, roleName: g.roleName, permissions: [] };
    entry.permissions.push({
      id: g.permissionId,
      name: findPermission(g.permissionId)?.name ?? '',
      accessLevel: g.accessLevel,
    });
    byRole.set(g.roleId, entry);
  }
  return [...byRole.values()];
}

export type { CreateUserBody, UpdateUserBody };
