import type {
  Asset,
  assetSearchQuerySchema,
  LinkedItem,
  linkedItemsQuerySchema,
} from '@fieldline/contracts/assets/assets.contract';
import { Money } from '@fieldline/contracts/common/money';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound } from '../../platform/errors';
import { items } from '../items/items.table';
import { offices } from '../organization';
import { postedDepreciation } from './assets.figures';
import { assetGroups, assetStatuses, assets, assetTypes } from './assets.table';

type SearchQuery = z.output<typeof assetSearchQuerySchema>;
const grp = alias(assetGroups, 'grp');

const columns = {
  asset: assets,
  typeName: assetTypes.name,
  statusName: assetStatuses.name,
  statusAvailable: assetStatuses.isAvailable,
  groupName: grp.name,
  officeName: offices.name,
};

function base(db: Db) {
  return db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.typeId))
    .innerJoin(assetStatuses, eq(assetStatuses.id, assets.statusId))
    .innerJoin(offices, eq(offices.id, assets.officeId))
    .leftJoin(grp, eq(grp.id, assets.groupId));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

async function toAssets(db: Db, rows: Row[]): Promise<Asset[]> {
  const taken = await postedDepreciation(
    db,
    rows.map((r) => r.asset.id),
  );
  return rows.map(({ asset: a, ...r }) => ({
    id: a.id,
    assetNumber: a.assetNumber,
    name: a.name,
    description: a.description,
    type: { id: a.typeId, name: r.typeName },
    status: { id: a.statusId, name: r.statusName, isAvailable: r.statusAvailable },
    group: a.groupId !== null ? { id: a.groupId, name: r.groupName ?? '' } : null,
    office: { id: a.officeId, name: r.officeName },
    itemId: a.itemId,
    serialNumber: a.serialNumber,
    modelNumber: a.modelNumber,
    purchaseDate: a.purchaseDate,
    inServiceDate: a.inServiceDate,
    cost: new Money(a.cost).toFixed(2),
    bookValue: new Money(a.cost).minus(taken.get(a.id) ?? 0).toFixed(2),
    isRentable: a.isRentable,
    notes: a.notes,
    isActive: a.isActive,
    ...auditOut(a),
  }));
}

export async function getAsset(db: Db, id: number): Promise<Asset> {
  const rows = await base(db).where(eq(assets.id, id));
  if (!rows.length) throw notFound('asset', 'ASSET_NOT_FOUND');
  return (await toAssets(db, rows))[0];
}

/** Assets by number, name or serial (trigram index), filtered and paged, in number order. */
export async function searchAssets(db: Db, q: SearchQuery) {
  const where: (SQL | undefined)[] = [
    q.includeInactive ? undefined : eq(assets.isActive, true),
    q.typeId ? eq(assets.typeId, q.typeId) : undefined,
    q.statusId ? eq(assets.statusId, q.statusId) : undefined,
    q.groupId ? eq(assets.groupId, q.groupId) : undefined,
    q.officeId ? eq(assets.officeId, q.officeId) : undefined,
    q.isRentable !== undefined ? eq(assets.isRentable, q.isRentable) : undefined,
    q.query
      ? sql`(${assets.assetNumber} || ' ' || ${assets.name} || ' ' || coalesce(${assets.serialNumber}, '')) ilike ${`%${q.query.replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
  ];
  const rows = await base(db)
    .where(and(...where))
    .orderBy(asc(assets.assetNumber), asc(assets.id))
    .offset(q.offset)
    .limit(q.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(assets)
      .where(and(...where));
    total = c.n;
  }
  return { data: await toAssets(db, rows), count_filtered: total };
}

/** GET assets/querylinkeditems: each active asset with its item, its own or else its group's. */
export async function linkedItems(db: Db, q: z.output<typeof linkedItemsQuerySchema>): Promise<LinkedItem[]> {
  const rows = rowsOf<{
    assetId: number;
    assetNumber: string;
    assetName: string;
    groupId: number | null;
    groupName: string | null;
    itemId: number;
    itemCode: string;
    itemName: string;
    via: 'Asset' | 'Group';
  }>(
    await db.execute(sql`
      select a.id as "assetId", a.asset_number as "assetNumber", a.name as "assetName", g.id as "groupId",
        g.name as "groupName", i.id as "itemId", i.item_code as "itemCode", i.name as "itemName",
        case when a.item_id is not null then 'Asset' else 'Group' end as via
      from ${assets} a
      left join ${assetGroups} g on g.id = a.group_id
      join ${items} i on i.id = coalesce(a.item_id, g.item_id)
      where a.is_active
        and ${q.assetId ? sql`a.id = ${q.assetId}::int` : sql`true`}
        and ${q.groupId ? sql`a.group_id = ${q.groupId}::int` : sql`true`}
        and ${q.itemId ? sql`i.id = ${q.itemId}::int` : sql`true`}
      order by i.name, a.asset_number
      limit ${q.limit}::int`),
  );
  return rows.map((r) => ({
    asset: { id: r.assetId, assetNumber: r.assetNumber, name: r.assetName },
    group: r.groupId === null ? null : { id: r.groupId, name: r.groupName ?? '' },
    item: { id: r.itemId, itemCode: r.itemCode, name: r.itemName },
    via: r.via,
  }));
}
