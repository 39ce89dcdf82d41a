import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import type { ControlKind } from '@fieldline/contracts/ledger/ledger.constants';
import {
  type AccountLookupRow,
  accountKey,
  COA_CODE_FORMAT,
  COA_NAME_FORMAT,
  displayCode,
  type GlAccount,
  type GlAccountDetail,
} from '@fieldline/contracts/ledger/ledger.contract';
import { CONTROL_KIND_WORDS, roleControlKind } from '@fieldline/contracts/ledger/ledger.control';
import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { AppError, conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import { listModifiers, modifiersFingerprintSql } from '../organization';
import { defaultCompanyId } from './ledger.posting';
import { glAccountGroups, glAccounts, journalLines } from './ledger.table';

type Modifiers = Awaited<ReturnType<typeof listModifiers>>;
type AccountRow = typeof glAccounts.$inferSelect & { groupName: string };

const selectAccount = (db: Db) =>
  db
    .select({ a: glAccounts, groupName: glAccountGroups.name })
    .from(glAccounts)
    .innerJoin(glAccountGroups, eq(glAccountGroups.id, glAccounts.groupId));

const flat = (r: { a: typeof glAccounts.$inferSelect; groupName: string }): AccountRow => ({
  ...r.a,
  groupName: r.groupName,
});

export function toGlAccount(a: AccountRow): GlAccount {
  return {
    id: a.id,
    name: a.name,
    code: a.code,
    groupID: a.groupId,
    groupName: a.groupName,
    chartOfAccountType: a.accountType,
    coaCodeFormat: COA_CODE_FORMAT,
    coaNameFormat: COA_NAME_FORMAT,
    COGS: a.isCogs,
    isActive: a.isActive,
    isInventory: a.isInventory,
    systemRole: a.systemRole,
    controlKind: a.controlKind as ControlKind | null,
    offices: a.offices,
    divisions: a.divisions,
    departments: a.departments,
    description: a.description,
    accountCode: accountKey({
      companyId: a.companyId,
      accountId: a.id,
      officeId: 0,
      divisionId: 0,
      departmentId: 0,
    }),
    displayCode: displayCode(a.code),
    displayName: a.name,
  };
}

export interface AccountSearch {
  query?: string;
  offset: number;
  limit: number;
  isActive?: boolean;
  isInventory?: boolean;
  excludeRoles?: string[];
  chartOfAccountType?: number;
  groupID?: number;
}

function searchWhere(companyId: number, q: AccountSearch): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(glAccounts.companyId, companyId)];
  // The same expression as the gl_accounts_search_trgm index.
  if (q.query) where.push(ilike(sql`(${glAccounts.code} || ' ' || ${glAccounts.name})`, `%${q.query}%`));
  if (q.isActive !== undefined) where.push(eq(glAccounts.isActive, q.isActive));
  if (q.isInventory !== undefined) where.push(eq(glAccounts.isInventory, q.isInventory));
  if (q.excludeRoles?.length)
    where.push(or(isNull(glAccounts.systemRole), notInArray(glAccounts.systemRole, q.excludeRoles)));
  if (q.chartOfAccountType) where.push(eq(glAccounts.accountType, q.chartOfAccountType));
  if (q.groupID) where.push(eq(glAccounts.groupId, q.groupID));
  return and(...where);
}

export async function searchAccounts(db: Db, q: AccountSearch) {
  const companyId = await defaultCompanyId(db);
  const cond = searchWhere(companyId, q);
  const [rows, [n]] = await Promise.all([
    selectAccount(db)
      .where(cond)
      .orderBy(asc(glAccounts.code), asc(glAccounts.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(glAccounts).where(cond),
  ]);
  return { data: rows.map((r) => toGlAccount(flat(r))), count_filtered: Number(n.n) };
}

export async function countAccounts(db: Db, q: AccountSearch) {
  const companyId = await defaultCompanyId(db);
  const [n] = await db.select({ n: count() }).from(glAccounts).where(searchWhere(companyId, q));
  return { count: Number(n.n) };
}

async function hasPostings(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(eq(journalLines.accountId, accountId))
    .limit(1);
  return Boolean(row);
}

export async function getAccount(db: Db, id: number): Promise<GlAccountDetail> {
  const companyId = await defaultCompanyId(db);
  const [row] = await selectAccount(db).where(
    and(eq(glAccounts.id, id), eq(glAccounts.companyId, companyId)),
  );
  if (!row) throw notFound('account');
  return { ...toGlAccount(flat(row)), hasPostings: await hasPostings(db, id), ...auditOut(row.a) };
}

export interface AccountInput {
  name?: string;
  code?: string;
  groupID?: number;
  chartOfAccountType?: number;
  COGS?: boolean;
  isActive?: boolean;
  isInventory?: boolean;
  systemRole?: string | null;
  controlKind?: ControlKind | null;
  offices?: number[];
  divisions?: number[];
  departments?: number[];
  description?: string | null;
  version?: number;
}

async function checkInput(db: Db, companyId: number, input: AccountInput, exceptId?: number) {
  let groupType: number | undefined;
  if (input.groupID !== undefined) {
    const [g] = await db.select().from(glAccountGroups).where(eq(glAccountGroups.id, input.groupID));
    if (!g) throw fieldError('groupID', 'Unknown account group');
    groupType = g.accountType;
  }
  const other = exceptId ? sql`${glAccounts.id} <> ${exceptId}` : undefined;
  if (input.code !== undefined) {
    const [dup] = await db
      .select({ id: glAccounts.id })
      .from(glAccounts)
      .where(and(eq(glAccounts.companyId, companyId), eq(glAccounts.code, input.code), other));
    if (dup) throw conflict(`An account with the code ${input.code} already exists.`, ErrorCodes.DUPLICATE);
  }
  if (input.systemRole) {
    const [holder] = await db
      .select({ code: glAccounts.code, name: glAccounts.name })
      .from(glAccounts)
      .where(and(eq(glAccounts.companyId, companyId), eq(glAccounts.systemRole, input.systemRole), other));
    if (holder)
      throw conflict(
        `The ${input.systemRole} role is already held by account ${holder.code} ${holder.name}.`,
        ErrorCodes.DUPLICATE,
      );
  }
  if (input.offices?.length || input.divisions?.length || input.departments?.length) {
    const known = await listModifiers(db, companyId);
    for (const kind of ['offices', 'divisions', 'departments'] as const) {
      const ids = new Set(known[kind].map((m) => m.id));
      if (input[kind]?.some((id) => !ids.has(id))) throw fieldError(kind, `Unknown ${kind.slice(0, -1)} id`);
    }
  }
  return groupType;
}

/**
 * The kind an account gets: the AR, AP, Inventory and AccruedPayables role accounts always carry their
 * role's kind (a request asking otherwise is refused); any other account carries what it is given.
 */
function controlKindFor(
  role: string | null,
  requested: ControlKind | null | undefined,
  current: ControlKind | null = null,
): ControlKind | null {
  const fixed = roleControlKind(role);
  if (fixed && requested !== undefined && requested !== fixed) {
    const message = `The account holding the ${role} role is always the ${CONTROL_KIND_WORDS[fixed]} control account.`;
    throw new AppError(422, ErrorCodes.RULE, message, [{ field: 'controlKind', message }]);
  }
  return fixed ?? (requested !== undefined ? requested : current);
}

export async function createAccount(db: Db, input: AccountInput, userId: number | null) {
  const companyId = await defaultCompanyId(db);
  const groupType = await checkInput(db, companyId, input);
  const [row] = await db
    .insert(glAccounts)
    .values({
      companyId,
      code: input.code as string,
      name: input.name as string,
      groupId: input.groupID as number,
      accountType: input.chartOfAccountType ?? (groupType as number),
      isCogs: input.COGS ?? false,
      isInventory: input.isInventory ?? false,
      isActive: input.isActive ?? true,
      systemRole: input.systemRole ?? null,
      controlKind: controlKindFor(input.systemRole ?? null, input.controlKind),
      offices: input.offices ?? [],
      divisions: input.divisions ?? [],
      departments: input.departments ?? [],
      description: input.description ?? null,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning({ id: glAccounts.id });
  return getAccount(db, row.id);
}

export async function updateAccount(db: Db, id: number, input: AccountInput, userId: number | null) {
  const before = await getAccount(db, id);
  if (input.version !== undefined && input.version !== before.version)
    throw new AppError(409, ErrorCodes.STALE_VERSION, Messages.staleVersion);
  const companyId = await defaultCompanyId(db);
  const groupType = await checkInput(db, companyId, input, id);
  // A new group of another type carries its type along unless a type is given.
  const type = input.chartOfAccountType ?? (groupType !== before.chartOfAccountType ? groupType : undefined);
  if (type !== undefined && type !== before.chartOfAccountType && before.hasPostings)
    throw ruleViolation('An account with postings cannot change its type.');
  const set: Partial<typeof glAccounts.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.code !== undefined) set.code = input.code;
  if (input.groupID !== undefined) set.groupId = input.groupID;
  if (type !== undefined) set.accountType = type;
  if (input.COGS !== undefined) set.isCogs = input.COGS;
  if (input.isActive !== undefined) set.isActive = input.isActive;
  if (input.isInventory !== undefined) set.isInventory = input.isInventory;
  if (input.systemRole !== undefined) set.systemRole = input.systemRole;
  if (input.systemRole !== undefined || input.controlKind !== undefined) {
    const role = input.systemRole !== undefined ? input.systemRole : before.systemRole;
    // An account leaving a control role keeps its kind unless the request says otherwise.
    set.controlKind = controlKindFor(role, input.controlKind, before.controlKind);
  }
  if (input.offices !== undefined) set.offices = input.offices;
  if (input.divisions !== undefined) set.divisions = input.divisions;
  if (input.departments !== undefined) set.departments = input.departments;
  if (input.description !== undefined) set.description = input.description;
  await db
    .update(glAccounts)
    .set({ ...set, modifiedBy: userId, modifiedDate: sql`now()`, version: sql`${glAccounts.version} + 1` })
    .where(eq(glAccounts.id, id));
  return { before, after: await getAccount(db, id) };
}

export async function listGroups(db: Db) {
  const rows = await db
    .select()
    .from(glAccountGroups)
    .orderBy(asc(glAccountGroups.sort), asc(glAccountGroups.id));
  return rows.map((g) => ({ id: g.id, name: g.name, chartOfAccountType: g.accountType, sort: g.sort }));
}

const pick = (list: number[]) => (list.length ? [0, ...list] : [0]);

/**
 * Every account key: each account alone (0_0_0) and with each office, division and department it lists,
 * crossed (an empty list means the part stays 0).
 */
export function accountKeys(accounts: AccountRow[], mods: Modifiers): AccountLookupRow[] {
  const names = {
    office: new Map(mods.offices.map((m) => [m.id, m.name])),
    division: new Map(mods.divisions.map((m) => [m.id, m.name])),
    department: new Map(mods.departments.map((m) => [m.id, m.name])),
  };
  const out: AccountLookupRow[] = [];
  for (const a of accounts) {
    for (const o of pick(a.offices))
      for (const dv of pick(a.divisions))
        for (const dp of pick(a.departments)) {
          const parts = [
            o ? names.office.get(o) : null,
            dv ? names.division.get(dv) : null,
            dp ? names.department.get(dp) : null,
          ].filter(Boolean);
          out.push({
            key: accountKey({
              companyId: a.companyId,
              accountId: a.id,
              officeId: o,
              divisionId: dv,
              departmentId: dp,
            }),
            accountId: a.id,
            code: a.code,
            name: a.name,
            displayCode: displayCode(a.code, o, dv, dp),
            displayName: [a.name, ...parts].join(' - '),
            chartOfAccountType: a.accountType,
            systemRole: a.systemRole,
            controlKind: a.controlKind as ControlKind | null,
            isActive: a.isActive,
            isInventory: a.isInventory,
          });
        }
  }
  return out;
}

async function allAccounts(db: Db, companyId: number) {
  return (
    await selectAccount(db).where(eq(glAccounts.companyId, companyId)).orderBy(asc(glAccounts.code))
  ).map(flat);
}

export async function lookup(db: Db): Promise<AccountLookupRow[]> {
  const companyId = await defaultCompanyId(db);
  const [accounts, mods] = await Promise.all([allAccounts(db, companyId), listModifiers(db, companyId)]);
  return accountKeys(accounts, mods);
}

export async function lookupName(db: Db) {
  const rows = await lookup(db);
  return { names: rows.map((r) => ({ key: r.key, name: r.displayName })), codeFormat: COA_CODE_FORMAT };
}

/** The full chart as the legacy GetChartOfAccounts answers it (the search row of every account). */
export async function fullChart(db: Db): Promise<GlAccount[]> {
  const companyId = await defaultCompanyId(db);
  return (await allAccounts(db, companyId)).map(toGlAccount);
}

/** md5 over counts, versions and last changes of accounts, groups, offices, divisions and departments. */
export async function checksum(db: Db): Promise<{ checksum: string }> {
  const companyId = await defaultCompanyId(db);
  const res = await db.execute(sql`select md5(
    (select count(*)::text || ':' || coalesce(sum(version), 0)::text || ':' || coalesce(max(modified_date)::text, '')
       from ${glAccounts} where company_id = ${companyId})
    || '|' || (select count(*)::text || ':' || coalesce(string_agg(name || account_type::text, ',' order by id), '')
       from ${glAccountGroups})
    || '|' || ${modifiersFingerprintSql()}) as checksum`);
  return { checksum: String((res.rows[0] as { checksum: string }).checksum) };
}

export async function accountsExist(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(glAccounts).where(inArray(glAccounts.id, ids));
}
