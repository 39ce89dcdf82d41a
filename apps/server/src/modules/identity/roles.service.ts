import { isPermissionId } from '@fieldline/contracts/common/permissions';
import type { Role } from '@fieldline/contracts/identity/identity.contract';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import * as repo from './identity.repository';
import { roles } from './identity.table';
import { ensureAdministratorRemains } from './users.service';

type Grant = { id: number; accessLevel: 0 | 1 | 2 };
type RoleBody = { name?: string; description?: string | null; permissions?: Grant[]; version?: number };

function toRole(r: Awaited<ReturnType<typeof repo.listRoles>>[number]): Role {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    isSystem: r.isSystem,
    userCount: r.userCount,
    permissions: r.permissions,
    ...auditOut(r),
  };
}

export async function listRoles(db: Db): Promise<Role[]> {
  return (await repo.listRoles(db)).map(toRole);
}

export async function getRole(db: Db, id: number): Promise<Role> {
  const [row] = await repo.listRoles(db, [id]);
  if (!row) throw notFound('role');
  return toRole(row);
}

function checkGrants(grants: Grant[] | undefined) {
  grants?.forEach((g, i) => {
    if (!isPermissionId(g.id)) throw fieldError(`permissions[${i}].id`, `Unknown permission ${g.id}.`);
  });
}

async function checkNameFree(db: Db, name: string | undefined, exceptId?: number) {
  if (!name) return;
  const taken = (await repo.listRoles(db)).find(
    (r) => r.name.toLowerCase() === name.toLowerCase() && r.id !== exceptId,
  );
  if (taken) throw fieldError('name', 'A role with this name already exists.');
}

function auditable(r: Role) {
  return {
    name: r.name,
    description: r.description,
    permissions: r.permissions.map((g) => `${g.id}:${g.accessLevel}`),
  };
}

export async function createRole(
  ctx: RouteContext<RoleBody & { name: string }, unknown, unknown>,
): Promise<Role> {
  const { db, body } = ctx;
  checkGrants(body.permissions);
  await checkNameFree(db, body.name);
  const [row] = await db
    .insert(roles)
    .values({
      name: body.name,
      description: body.description ?? null,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  await repo.setRolePermissions(db, row.id, body.permissions ?? []);
  const role = await getRole(db, row.id);
  await ctx.audit({ entity: 'role', entityId: row.id, action: 'create', after: auditable(role) });
  return role;
}

export async function updateRole(
  ctx: RouteContext<RoleBody, unknown, { id: number }>,
  onAccessChanged: (userIds: number[]) => void,
): Promise<Role> {
  const { db, body } = ctx;
  const id = ctx.params.id;
  const before = await getRole(db, id);
  checkGrants(body.permissions);
  await checkNameFree(db, body.name, id);
  const { permissions, version, ...fields } = body;
  await updateVersioned(db, roles, id, version, fields, ctx.user.id, 'role');
  if (permissions) {
    await repo.setRolePermissions(db, id, permissions);
    await ensureAdministratorRemains(db);
  }
  const after = await getRole(db, id);
  await ctx.audit({
    entity: 'role',
    entityId: id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  onAccessChanged(await repo.userIdsWithRole(db, id));
  return after;
}
