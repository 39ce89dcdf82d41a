import type { HistoryEntry } from '@fieldline/contracts/common/history';
import { Money } from '@fieldline/contracts/common/money';
import type { Contract, contractSearchQuerySchema } from '@fieldline/contracts/contracts/contracts.contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditHistory } from '../../platform/audit';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { customers } from '../customers';
import { getUserRefs } from '../identity';
import { locations } from '../locations/locations.table';
import { offices } from '../organization';
import { contractStatuses, contracts, contractTypes } from './contracts.table';

type SearchQuery = z.output<typeof contractSearchQuerySchema>;

function base(db: Db) {
  return db
    .select({
      c: contracts,
      customerName: customers.name,
      locationName: locations.name,
      officeName: offices.name,
      typeName: contractTypes.name,
      isRental: contractTypes.isRental,
      statusName: contractStatuses.name,
      statusType: contractStatuses.statusType,
    })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(locations, eq(locations.id, contracts.locationId))
    .innerJoin(offices, eq(offices.id, contracts.officeId))
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.typeId))
    .innerJoin(contractStatuses, eq(contractStatuses.id, contracts.statusId));
}
type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const toContract = ({ c, ...r }: Row): Contract => ({
  id: c.id,
  contractNumber: c.contractNumber,
  name: c.name,
  description: c.description,
  customer: { id: c.customerId, name: r.customerName },
  location: c.locationId !== null ? { id: c.locationId, name: r.locationName ?? '' } : null,
  office: { id: c.officeId, name: r.officeName },
  type: { id: c.typeId, name: r.typeName, isRental: r.isRental },
  status: { id: c.statusId, name: r.statusName, statusType: r.statusType },
  priority: c.priority,
  startDate: c.startDate,
  endDate: c.endDate,
  termMonths: c.termMonths,
  renewalKind: c.renewalKind as Contract['renewalKind'],
  renewalPercent: new Money(c.renewalPercent).toString(),
  billingSchedule: c.billingSchedule as Contract['billingSchedule'],
  revenueRecognition: c.revenueRecognition as Contract['revenueRecognition'],
  billedThrough: c.billedThrough,
  poNumber: c.poNumber,
  notes: c.notes,
  isActive: c.isActive,
  ...auditOut(c),
});

export async function getContract(db: Db, id: number): Promise<Contract> {
  const [row] = await base(db).where(eq(contracts.id, id));
  if (!row) throw notFound('contract', 'CONTRACT_NOT_FOUND');
  return toContract(row);
}

/** Contracts by number or name (trigram index), filtered, highest priority then newest first. */
function listWhere(q: SearchQuery) {
  return and(
    q.customerId ? eq(contracts.customerId, q.customerId) : undefined,
    q.statusId ? eq(contracts.statusId, q.statusId) : undefined,
    q.typeId ? eq(contracts.typeId, q.typeId) : undefined,
    q.officeId ? eq(contracts.officeId, q.officeId) : undefined,
    q.query
      ? sql`(${contracts.contractNumber} || ' ' || ${contracts.name}) ilike ${`%${q.query.replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
  );
}

/**
 * The list's two statements: the page (read in the order of contracts_list_idx, so a page stops after its
 * rows instead of sorting every contract) and the count of all that match. Exported for the contracts bench,
 * which times these same statements.
 */
export function contractListQueries(db: Db, q: SearchQuery) {
  const where = listWhere(q);
  return {
    page: base(db)
      .where(where)
      .orderBy(desc(contracts.priority), desc(contracts.startDate), asc(contracts.id))
      .offset(q.offset)
      .limit(q.limit),
    count: db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(contracts)
      .where(where),
  };
}

export async function searchContracts(db: Db, q: SearchQuery) {
  const { page, count } = contractListQueries(db, q);
  const rows = await page;
  // A first page that is not full is the whole list: no count needed.
  const total = q.offset === 0 && rows.length < q.limit ? rows.length : ((await count)[0]?.n ?? 0);
  return { data: rows.map(toContract), count_filtered: total };
}

/** GET contracts/{id}/history: the agreement's audited changes (terms, status, fees), newest first. */
export async function contractHistory(db: Db, id: number): Promise<HistoryEntry[]> {
  await getContract(db, id);
  const rows = await auditHistory(db, 'contract', id);
  const users = await getUserRefs(
    db,
    rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  );
  const names = await referenceNames(db, rows);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    changes: r.changes && named(r.changes, names),
    userDisplayName: r.userId === null ? null : (users.get(r.userId)?.displayName ?? null),
    at: r.at,
  }));
}

/** Audited reference fields of a contract and the table that names their ids. */
const REFERENCES = {
  typeId: contractTypes,
  statusId: contractStatuses,
  officeId: offices,
  customerId: customers,
  locationId: locations,
} as const;
type RefField = keyof typeof REFERENCES;
type Changes = NonNullable<HistoryEntry['changes']>;

/** The names of every id the entries' reference fields mention, per field (one query per table). */
async function referenceNames(db: Db, rows: { changes: Changes | null }[]) {
  const names = new Map<RefField, Map<number, string>>();
  for (const [field, table] of Object.entries(REFERENCES) as [RefField, (typeof REFERENCES)[RefField]][]) {
    const ids = new Set<number>();
    for (const r of rows)
      for (const v of [r.changes?.[field]?.from, r.changes?.[field]?.to])
        if (typeof v === 'number') ids.add(v);
    if (ids.size === 0) continue;
    const found = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(sql`${table.id} = any(${`{${[...ids].join(',')}}`}::int[])`);
    names.set(field, new Map(found.map((f) => [f.id, f.name])));
  }
  return names;
}

/** The changes with the reference fields' ids replaced by names (an id whose record is gone stays). */
function named(changes: Changes, names: Map<RefField, Map<number, string>>): Changes {
  const name = (field: string, v: unknown) =>
    typeof v === 'number' ? (names.get(field as RefField)?.get(v) ?? v) : v;
  return Object.fromEntries(
    Object.entries(changes).map(([field, c]) => [
      field,
      {
        ...('from' in c ? { from: name(field, c.from) } : {}),
        ...('to' in c ? { to: name(field, c.to) } : {}),
      },
    ]),
  );
}
