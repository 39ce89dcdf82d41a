import { Money, type MoneyLike, moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import type {
  createTaxAuthorityBodySchema,
  createTaxScheduleBodySchema,
  TaxAuthority,
  TaxSchedule,
  updateTaxAuthorityBodySchema,
  updateTaxScheduleBodySchema,
} from '@fieldline/contracts/taxes/taxes.contract';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { glAccounts } from '../ledger/ledger.table';
import { normalizePostalCode } from './taxes.jurisdiction';
import { taxAuthorities, taxScheduleAuthorities, taxSchedules } from './taxes.table';

type AuthorityRow = typeof taxAuthorities.$inferSelect;

/** "2.90000000" → "2.9": percent text without trailing zeros. */
export const percentText = (v: MoneyLike) => toDecimal(v).toString();

function toAuthority(a: AuthorityRow): TaxAuthority {
  return {
    id: a.id,
    name: a.name,
    rate: percentText(a.ratePct),
    payableAccountId: a.payableAccountId,
    isActive: a.isActive,
  };
}

const likeQuery = (column: Parameters<typeof ilike>[0], q?: string) =>
  q ? ilike(column, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;

export async function listAuthorities(
  db: Db,
  f: { query?: string; active?: boolean; offset?: number; limit?: number; ids?: number[] },
): Promise<TaxAuthority[]> {
  const where: (SQL | undefined)[] = [likeQuery(taxAuthorities.name, f.query)];
  if (f.active !== undefined) where.push(eq(taxAuthorities.isActive, f.active));
  if (f.ids) where.push(inArray(taxAuthorities.id, f.ids.length ? f.ids : [0]));
  const rows = await db
    .select()
    .from(taxAuthorities)
    .where(and(...where))
    .orderBy(asc(taxAuthorities.name), asc(taxAuthorities.id))
    .offset(f.offset ?? 0)
    .limit(f.limit ?? 1000);
  return rows.map(toAuthority);
}

export async function getAuthority(db: Db, id: number): Promise<TaxAuthority> {
  const [row] = await listAuthorities(db, { ids: [id] });
  if (!row) throw notFound('tax authority');
  return row;
}

/** Schedules with their authorities (in schedule order): two queries whatever the count. */
async function withAuthorities(db: Db, rows: (typeof taxSchedules.$inferSelect)[]): Promise<TaxSchedule[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ scheduleId: taxScheduleAuthorities.scheduleId, authority: taxAuthorities })
    .from(taxScheduleAuthorities)
    .innerJoin(taxAuthorities, eq(taxAuthorities.id, taxScheduleAuthorities.authorityId))
    .where(
      inArray(
        taxScheduleAuthorities.scheduleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(taxScheduleAuthorities.sort), asc(taxAuthorities.id));
  return rows.map((s) => {
    const authorities = links.filter((l) => l.scheduleId === s.id).map((l) => toAuthority(l.authority));
    const rate = authorities.reduce((sum, a) => sum.plus(a.rate), new Money(0));
    return {
      id: s.id,
      name: s.name,
      description: s.description,
      isActive: s.isActive,
      rate: rate.toString(),
      authorities,
      jurisdiction: {
        state: s.jurisdictionState,
        county: s.jurisdictionCounty,
        cities: s.jurisdictionCities,
        postalCodes: s.jurisdictionPostalCodes,
      },
    };
  });
}

export async function listSchedules(
  db: Db,
  f: { query?: string; active?: boolean; offset?: number; limit?: number; ids?: number[] },
): Promise<TaxSchedule[]> {
  const where: (SQL | undefined)[] = [likeQuery(taxSchedules.name, f.query)];
  if (f.active !== undefined) where.push(eq(taxSchedules.isActive, f.active));
  if (f.ids) where.push(inArray(taxSchedules.id, f.ids.length ? f.ids : [0]));
  const rows = await db
    .select()
    .from(taxSchedules)
    .where(and(...where))
    .orderBy(asc(taxSchedules.name), asc(taxSchedules.id))
    .offset(f.offset ?? 0)
    .limit(f.limit ?? 1000);
  return withAuthorities(db, rows);
}

/** The schedule with its authorities (rate, payable account), or null when there is no such schedule. */
/** Schedule names by id (locations show theirs). */
export async function scheduleRefs(
  db: Db,
  ids: number[],
): Promise<Map<number, { id: number; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: taxSchedules.id, name: taxSchedules.name })
    .from(taxSchedules)
    .where(inArray(taxSchedules.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function getScheduleWithAuthorities(db: Db, id: number): Promise<TaxSchedule | null> {
  const [row] = await listSchedules(db, { ids: [id] });
  return row ?? null;
}

export async function getSchedule(db: Db, id: number): Promise<TaxSchedule> {
  const row = await getScheduleWithAuthorities(db, id);
  if (!row) throw notFound('tax schedule');
  return row;
}

export interface TaxByAuthority {
  authorityId: number;
  name: string;
  rate: string;
  payableAccountId: number | null;
  taxableAmount: string;
  amount: string;
}

/**
 * Sales tax on `taxableAmount` under a schedule: each authority's tax is rounded half-to-even to cents on
 * its own (that is what each authority is paid), and the total is their sum. No schedule, no tax.
 */
export async function computeTax(
  db: Db,
  scheduleId: number | null | undefined,
  taxableAmount: MoneyLike,
): Promise<{ total: string; byAuthority: TaxByAuthority[] }> {
  return taxCalculator(db)(scheduleId, taxableAmount);
}

/**
 * `computeTax` for many documents: each schedule is read once (a billing run taxes thousands of invoices
 * under a handful of schedules).
 */
export function taxCalculator(db: Db) {
  const schedules = new Map<number, Promise<TaxSchedule | null>>();
  return async (
    scheduleId: number | null | undefined,
    taxableAmount: MoneyLike,
  ): Promise<{ total: string; byAuthority: TaxByAuthority[] }> => {
    if (!scheduleId) return { total: '0.00', byAuthority: [] };
    if (!schedules.has(scheduleId)) schedules.set(scheduleId, getScheduleWithAuthorities(db, scheduleId));
    const schedule = await schedules.get(scheduleId);
    if (!schedule) throw notFound('tax schedule');
    const base = roundMoney(taxableAmount);
    const byAuthority = schedule.authorities.map((a) => ({
      authorityId: a.id,
      name: a.name,
      rate: a.rate,
      payableAccountId: a.payableAccountId,
      taxableAmount: moneyString(base),
      amount: moneyString(base.times(a.rate).dividedBy(100)),
    }));
    const total = byAuthority.reduce((sum, a) => sum.plus(a.amount), new Money(0));
    return { total: moneyString(total), byAuthority };
  };
}

async function checkAccount(db: Db, accountId: number | null | undefined) {
  if (!accountId) return;
  const [row] = await db.select({ id: glAccounts.id }).from(glAccounts).where(eq(glAccounts.id, accountId));
  if (!row) throw fieldError('payableAccountId', 'Unknown account.');
}

async function checkAuthorityIds(db: Db, ids: number[] | undefined) {
  if (!ids?.length) return;
  if (new Set(ids).size !== ids.length) throw fieldError('authorityIds', 'An authority is listed twice.');
  const found = await listAuthorities(db, { ids });
  if (found.length !== ids.length) throw fieldError('authorityIds', 'Unknown tax authority.');
}

type Ctx<B, P = { id: number }> = RouteContext<B, unknown, P>;

export async function createAuthority(ctx: Ctx<z.output<typeof createTaxAuthorityBodySchema>, unknown>) {
  const { db, body, user } = ctx;
  await checkAccount(db, body.payableAccountId);
  const [row] = await db
    .insert(taxAuthorities)
    .values({
      name: body.name,
      ratePct: body.rate,
      payableAccountId: body.payableAccountId ?? null,
      isActive: body.isActive,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await ctx.audit({ entity: 'TaxAuthority', entityId: row.id, action: 'create', after: row });
  return toAuthority(row);
}

export async function updateAuthority(ctx: Ctx<z.output<typeof updateTaxAuthorityBodySchema>>) {
  const { db, body, user, params } = ctx;
  const [before] = await db.select().from(taxAuthorities).where(eq(taxAuthorities.id, params.id));
  if (!before) throw notFound('tax authority');
  await checkAccount(db, body.payableAccountId);
  const [row] = await db
    .update(taxAuthorities)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.rate !== undefined && { ratePct: body.rate }),
      ...(body.payableAccountId !== undefined && { payableAccountId: body.payableAccountId }),
      ...(body.isActive !== undefined && { isActive: body.isActive }),
      modifiedBy: user.id,
      modifiedDate: sql`now()`,
      version: sql`${taxAuthorities.version} + 1`,
    })
    .where(eq(taxAuthorities.id, params.id))
    .returning();
  await ctx.audit({ entity: 'TaxAuthority', entityId: row.id, action: 'update', before, after: row });
  return toAuthority(row);
}

type JurisdictionInput = z.output<typeof createTaxScheduleBodySchema>['jurisdiction'];

/** Postal codes are stored normalized (normalizePostalCode) so they compare exactly. */
function jurisdictionColumns(j: JurisdictionInput) {
  return {
    jurisdictionState: j?.state ?? null,
    jurisdictionCounty: j?.county ?? null,
    jurisdictionCities: [...new Set(j?.cities ?? [])],
    jurisdictionPostalCodes: [...new Set((j?.postalCodes ?? []).map(normalizePostalCode))],
  };
}

async function setScheduleAuthorities(db: Db, scheduleId: number, ids: number[]) {
  await db.delete(taxScheduleAuthorities).where(eq(taxScheduleAuthorities.scheduleId, scheduleId));
  if (ids.length)
    await db
      .insert(taxScheduleAuthorities)
      .values(ids.map((authorityId, sort) => ({ scheduleId, authorityId, sort })));
}

export async function createSchedule(ctx: Ctx<z.output<typeof createTaxScheduleBodySchema>, unknown>) {
  const { db, body, user } = ctx;
  await checkAuthorityIds(db, body.authorityIds);
  const [row] = await db
    .insert(taxSchedules)
    .values({
      name: body.name,
      description: body.description ?? null,
      isActive: body.isActive,
      ...jurisdictionColumns(body.jurisdiction),
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await setScheduleAuthorities(db, row.id, body.authorityIds);
  await ctx.audit({ entity: 'TaxSchedule', entityId: row.id, action: 'create', after: { ...row, ...body } });
  return getSchedule(db, row.id);
}

export async function updateSchedule(ctx: Ctx<z.output<typeof updateTaxScheduleBodySchema>>) {
  const { db, body, user, params } = ctx;
  const before = await getSchedule(db, params.id);
  await checkAuthorityIds(db, body.authorityIds);
  await db
    .update(taxSchedules)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.isActive !== undefined && { isActive: body.isActive }),
      ...(body.jurisdiction !== undefined && jurisdictionColumns(body.jurisdiction)),
      modifiedBy: user.id,
      modifiedDate: sql`now()`,
      version: sql`${taxSchedules.version} + 1`,
    })
    .where(eq(taxSchedules.id, params.id));
  if (body.authorityIds) await setScheduleAuthorities(db, params.id, body.authorityIds);
  const after = await getSchedule(db, params.id);
  await ctx.audit({ entity: 'TaxSchedule', entityId: params.id, action: 'update', before, after });
  return after;
}
