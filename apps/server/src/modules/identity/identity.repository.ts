import type { AccessLevelValue } from '@fieldline/contracts/common/permissions';
import { and, asc, count, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { offices } from '../organization/organization.table';
import { rolePermissions, roles, sessions, userOffices, userRoles, users } from './identity.table';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

export function displayName(u: { firstName: string; lastName: string }): string {
  return `${u.firstName} ${u.lastName}`.trim();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows[0];
}

type Named = { id: number; name: string };

/** One user with their roles and offices in one round trip (the signed-in user's read on every page load). */
export async function findUserWithRelations(db: Db, id: number) {
  const rows = await db
    .select({
      user: users,
      roles: sql<
        Named[]
      >`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
        from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`,
      offices: sql<
        Named[]
      >`coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name)
        from ${userOffices} uo join ${offices} o on o.id = uo.office_id where uo.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, id));
  return rows[0];
}

/** Roles and offices of many users in two queries. */
export async function rolesAndOfficesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return { roles: new Map(), offices: new Map() };
  const [roleRows, officeRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, userIds))
      .orderBy(asc(roles.name)),
    db
      .select({ userId: userOffices.userId, id: offices.id, name: offices.name })
      .from(userOffices)
      .innerJoin(offices, eq(offices.id, userOffices.officeId))
      .where(inArray(userOffices.userId, userIds))
      .orderBy(asc(offices.name)),
  ]);
  const group = (rows: { userId: number; id: number; name: string }[]) => {
    const map = new Map<number, { id: number; name: string }[]>();
    for (const r of rows) {
      const list = map.get(r.userId) ?? [];
      list.push({ id: r.id, name: r.name });
      map.set(r.userId, list);
    }
    return map;
  };
  return { roles: group(roleRows), offices: group(officeRows) };
}

export interface UserFilter {
  query?: string;
  isActive?: boolean;
  roleId?: number;
  officeId?: number;
}

function userWhere(f: UserFilter) {
  const like = f.query ? `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    like
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`, like),
          ilike(users.email, like),
        )
      : undefined,
    f.isActive === undefined ? undefined : eq(users.isActive, f.isActive),
    f.roleId
      ? inArray(
          users.id,
          sql`(select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${f.roleId})`,
        )
      : undefined,
    f.officeId
      ? inArray(
          users.id,
          sql`(select ${userOffices.userId} from ${userOffices} where ${userOffices.officeId} = ${f.officeId})`,
        )
      : undefined,
  );
}

export async function searchUsers(db: Db, f: UserFilter, offset: number, limit: number) {
  const where = userWhere(f);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, count: Number(total[0].n) };
}

export async function setUserRoles(db: Db, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length)
    await db.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })));
}

export async function setUserOffices(db: Db, userId: number, officeIds: number[]) {
  await db.delete(userOffices).where(eq(userOffices.userId, userId));
  if (officeIds.length)
    await db.insert(userOffices).values([...new Set(officeIds)].map((officeId) => ({ userId, officeId })));
}

/** Highest level per permission over the user's roles. */
export async function accessLevelsOf(db: Db, userId: number): Promise<Map<number, AccessLevelValue>> {
  const rows = await db
    .select({ id: rolePermissions.permissionId, level: sql<number>`max(${rolePermissions.accessLevel})` })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .groupBy(rolePermissions.permissionId);
  return new Map(rows.map((r) => [r.id, Number(r.level) as AccessLevelValue]));
}

/** Every grant of every role the user holds, for the derived-permissions view. */
export async function grantsOf(db: Db, userId: number) {
  return db
    .select({
      roleId: roles.id,
      roleName: roles.name,
      permissionId: rolePermissions.permissionId,
      accessLevel: rolePermissions.accessLevel,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
}

/** Active users holding full access to every one of the given permissions. */
export async function countFullAccessUsers(db: Db, permissionIds: number[]): Promise<number> {
  const rows = await db.execute(sql`
    select count(*)::int as n from (
      select ur.user_id
      from ${userRoles} ur
      join ${users} u on u.id = ur.user_id and u.is_active
      join ${rolePermissions} rp on rp.role_id = ur.role_id and rp.access_level = 2
      where rp.permission_id in ${permissionIds}
      group by ur.user_id
      having count(distinct rp.permission_id) = ${permissionIds.length}
    ) x`);
  const list = (rows as any).rows ?? rows;
  return Number(list[0].n);
}

export async function findRole(db: Db, id: number): Promise<RoleRow | undefined> {
  return (await db.select().from(roles).where(eq(roles.id, id)))[0];
}

export async function listRoles(db: Db, ids?: number[]) {
  const rows = await db
    .select()
    .from(roles)
    .where(ids ? inArray(roles.id, ids) : undefined)
    .orderBy(asc(roles.name));
  const roleIds = rows.map((r) => r.id);
  if (roleIds.length === 0) return [];
  const [grants, counts] = await Promise.all([
    db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds)),
    db
      .select({ roleId: userRoles.roleId, n: count() })
      .from(userRoles)
      .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.isActive, true)))
      .where(inArray(userRoles.roleId, roleIds))
      .groupBy(userRoles.roleId),
  ]);
  return rows.map((r) => ({
    ...r,
    userCount: Number(counts.find((c) => c.roleId === r.id)?.n ?? 0),
    permissions: grants
      .filter((g) => g.roleId === r.id)
      .map((g) => ({ id: g.permissionId, accessLevel: g.accessLevel as AccessLevelValue }))
      .sort((a, b) => a.id - b.id),
  }));
}

export async function setRolePermissions(
  db: Db,
  roleId: number,
  grants: { id: number; accessLevel: number }[],
) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const kept = grants.filter((g) => g.accessLevel > 0);
  if (kept.length)
    await db
      .insert(rolePermissions)
      .values(kept.map((g) => ({ roleId, permissionId: g.id, accessLevel: g.accessLevel })));
}

export async function userIdsWithRole(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  return rows.map((r) => r.userId);
}

export async function findLiveSession(db: Db, tokenHash: string) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedDate),
        or(isNull(sessions.expiresDate), gt(sessions.expiresDate, sql`now()`)),
        eq(users.isActive, true),
      ),
    );
  return rows[0];
}

/** Id, display name and e-mail of many users in one query (other modules show users as employees). */
export async function getUserRefs(
  db: Db,
  ids: number[],
): Promise<Map<number, { id: number; displayName: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, displayName: displayName(r), email: r.email }]));
}
