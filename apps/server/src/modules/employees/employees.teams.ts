import {
  type createTeamBodySchema,
  EMPLOYEE_MESSAGES as M,
  type Team,
  type teamQuerySchema,
  type updateTeamBodySchema,
} from '@fieldline/contracts/employees/employees.contract';
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { offices } from '../organization/organization.table';
import { findEmployeeSummaries, fullName } from './employees.repository';
import { employees, employeeTeamMembers, employeeTeams } from './employees.table';

type Query = z.output<typeof teamQuerySchema>;
type CreateBody = z.output<typeof createTeamBodySchema>;
type UpdateBody = z.output<typeof updateTeamBodySchema>;

const leader = alias(employees, 'team_leader');

/** Teams by name, each with its members (GET employeeTeams/query). */
export async function queryTeams(db: Db, q: Omit<Query, 'fields'> & { ids?: number[] }): Promise<Team[]> {
  if (q.ids && q.ids.length === 0) return [];
  const rows = await db
    .select({
      t: employeeTeams,
      officeName: offices.name,
      leaderFirst: leader.firstName,
      leaderLast: leader.lastName,
    })
    .from(employeeTeams)
    .leftJoin(offices, eq(offices.id, employeeTeams.officeId))
    .leftJoin(leader, eq(leader.id, employeeTeams.leaderId))
    .where(
      and(
        q.ids ? inArray(employeeTeams.id, q.ids) : undefined,
        q.query ? ilike(employeeTeams.name, `%${q.query.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
        q.officeId === undefined ? undefined : eq(employeeTeams.officeId, q.officeId),
        q.active === undefined ? undefined : eq(employeeTeams.isActive, q.active),
        q.employeeId === undefined
          ? undefined
          : sql`exists (select 1 from ${employeeTeamMembers} m where m.team_id = ${employeeTeams.id} and m.employee_id = ${q.employeeId})`,
      ),
    )
    .orderBy(asc(employeeTeams.name), asc(employeeTeams.id));
  const members = await membersOf(
    db,
    rows.map((r) => r.t.id),
  );
  return rows.map(({ t, officeName, leaderFirst, leaderLast }) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    officeId: t.officeId,
    officeName,
    leaderId: t.leaderId,
    leaderName:
      leaderFirst === null ? null : fullName({ firstName: leaderFirst, lastName: leaderLast ?? '' }),
    isActive: t.isActive,
    members: members.get(t.id) ?? [],
    ...auditOut(t),
  }));
}

async function membersOf(db: Db, teamIds: number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({
      teamId: employeeTeamMembers.teamId,
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(employeeTeamMembers)
    .innerJoin(employees, eq(employees.id, employeeTeamMembers.employeeId))
    .where(inArray(employeeTeamMembers.teamId, teamIds))
    .orderBy(asc(employees.lastName), asc(employees.firstName));
  for (const r of rows) out.set(r.teamId, [...(out.get(r.teamId) ?? []), { id: r.id, name: fullName(r) }]);
  return out;
}

export async function getTeam(db: Db, id: number): Promise<Team> {
  const [team] = await queryTeams(db, { ids: [id] });
  if (!team) throw notFound('team', 'TEAM_NOT_FOUND');
  return team;
}

/** GET employees/employeebyteams: every active team with its members' summaries. */
export async function employeesByTeams(db: Db) {
  const teams = await queryTeams(db, { active: true });
  return Promise.all(
    teams.map(async (t) => ({ teamId: t.id, teamName: t.name, employees: await teamEmployees(db, t.id) })),
  );
}

/** GET employees/getemployeebyteamIid/{id}: the team's members. */
export async function teamEmployees(db: Db, teamId: number) {
  const [exists] = await db
    .select({ id: employeeTeams.id })
    .from(employeeTeams)
    .where(eq(employeeTeams.id, teamId));
  if (!exists) throw notFound('team', 'TEAM_NOT_FOUND');
  return (await findEmployeeSummaries(db, { teamId })).rows;
}

export async function createTeam(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Team> {
  const { db, body, user } = ctx;
  await check(db, 0, body);
  const { memberIds, ...values } = body;
  const [row] = await db
    .insert(employeeTeams)
    .values({ ...values, createdBy: user.id, modifiedBy: user.id })
    .returning();
  await saveMembers(db, row.id, memberIds);
  const out = await getTeam(db, row.id);
  await ctx.audit({ entity: 'employeeTeam', entityId: row.id, action: 'create', after: out });
  return out;
}

export async function updateTeam(ctx: RouteContext<UpdateBody, unknown, { id: number }>): Promise<Team> {
  const { db, body, user, params } = ctx;
  const before = await getTeam(db, params.id);
  await check(db, params.id, body);
  const { memberIds, version, ...values } = body;
  await updateVersioned(db, employeeTeams, params.id, version, values, user.id, 'team');
  await saveMembers(db, params.id, memberIds);
  const out = await getTeam(db, params.id);
  await ctx.audit({ entity: 'employeeTeam', entityId: params.id, action: 'update', before, after: out });
  return out;
}

async function check(db: Db, id: number, b: UpdateBody) {
  if (b.name !== undefined) {
    const [taken] = await db
      .select({ id: employeeTeams.id })
      .from(employeeTeams)
      .where(and(sql`lower(${employeeTeams.name}) = lower(${b.name})`, ne(employeeTeams.id, id)));
    if (taken) throw conflict(M.teamNameTaken, 'TEAM_NAME_TAKEN');
  }
  if (b.officeId) {
    const [o] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, b.officeId));
    if (!o) throw fieldError('officeId', 'Choose a value from the list.');
  }
  const ids = [...(b.memberIds ?? []), ...(b.leaderId ? [b.leaderId] : [])];
  if (ids.length) {
    const found = new Set(
      (
        await db
          .select({ id: employees.id })
          .from(employees)
          .where(inArray(employees.id, [...new Set(ids)]))
      ).map((r) => r.id),
    );
    if (b.leaderId && !found.has(b.leaderId)) throw fieldError('leaderId', 'Choose a value from the list.');
    const i = (b.memberIds ?? []).findIndex((m) => !found.has(m));
    if (i >= 0) throw fieldError(`memberIds[${i}]`, 'Choose a value from the list.');
  }
}

async function saveMembers(db: Db, teamId: number, memberIds: number[] | undefined) {
  if (!memberIds) return;
  await db.delete(employeeTeamMembers).where(eq(employeeTeamMembers.teamId, teamId));
  const unique = [...new Set(memberIds)];
  if (unique.length)
    await db.insert(employeeTeamMembers).values(unique.map((employeeId) => ({ teamId, employeeId })));
}
