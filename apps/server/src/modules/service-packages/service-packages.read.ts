import { ErrorCodes } from '@fieldline/contracts/common/errors';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  OptionItem,
  PackageOption,
  ServicePackage,
  ServicePackageRow,
  servicePackageSearchQuerySchema,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import {
  BASE_OPTION_NAME,
  SERVICE_PACKAGE_NOT_FOUND,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { itemSummaries } from '../items';
import {
  servicePackageEquipment,
  servicePackageItems,
  servicePackageOptionItems,
  servicePackageOptions,
  servicePackages,
  servicePackageTypes,
} from './service-packages.table';

/** 404 with the spec's own text (spec 3 §8), which the web shows as is. */
export const packageNotFound = () => new AppError(404, ErrorCodes.NOT_FOUND, SERVICE_PACKAGE_NOT_FOUND);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const hasLinks = sql<boolean>`(exists (select 1 from ${servicePackageItems} where ${servicePackageItems.packageId} = ${servicePackages.id})
  or exists (select 1 from ${servicePackageEquipment} where ${servicePackageEquipment.packageId} = ${servicePackages.id}))`;

/** Package sort (spec 3 §9): active first, then name, then id descending. */
const packageOrder = [
  desc(servicePackages.isActive),
  asc(sql`lower(${servicePackages.name})`),
  desc(servicePackages.id),
];

type SearchFilters = z.output<typeof servicePackageSearchQuerySchema>;

function searchWhere(f: SearchFilters): SQL | undefined {
  const text = f.name || f.query;
  const conditions: (SQL | undefined)[] = [
    text ? ilike(servicePackages.name, `%${escapeLike(text)}%`) : undefined,
    f.isActive === undefined ? undefined : eq(servicePackages.isActive, f.isActive),
  ];
  if (f.searchType === 2) conditions.push(sql`not ${hasLinks}`);
  if (f.searchType === 4) {
    const linked: SQL[] = [];
    if (f.itemId) {
      linked.push(
        sql`exists (select 1 from ${servicePackageItems} where ${servicePackageItems.packageId} = ${servicePackages.id} and ${servicePackageItems.itemId} = ${f.itemId})`,
      );
    }
    if (f.equipmentId) {
      linked.push(
        sql`exists (select 1 from ${servicePackageEquipment} where ${servicePackageEquipment.packageId} = ${servicePackages.id} and ${servicePackageEquipment.equipmentId} = ${f.equipmentId})`,
      );
    }
    conditions.push(sql`(${sql.join(linked, sql` or `)})`);
  }
  return and(...conditions);
}

/** searchType 0 every package, 2 generic ones, 4 those linked to the itemId or equipmentId. */
export async function searchPackages(db: Db, f: SearchFilters): Promise<SearchResult<ServicePackageRow>> {
  const where = searchWhere(f);
  const rows = await db
    .select({
      id: servicePackages.id,
      name: servicePackages.name,
      typeId: servicePackages.typeId,
      typeName: servicePackageTypes.name,
      isActive: servicePackages.isActive,
      linked: hasLinks,
      createBidGroup: servicePackages.createBidGroup,
      requiresItemOrEquipment: servicePackages.requiresItemOrEquipment,
      version: servicePackages.version,
    })
    .from(servicePackages)
    .leftJoin(servicePackageTypes, eq(servicePackageTypes.id, servicePackages.typeId))
    .where(where)
    .orderBy(...packageOrder)
    .offset(f.offset)
    .limit(f.limit);
  const [{ n }] = await db.select({ n: count() }).from(servicePackages).where(where);
  return {
    data: rows.map(({ linked, ...r }) => ({ ...r, typeName: r.typeName ?? null, isGeneric: !linked })),
    count_filtered: Number(n),
  };
}

type OptionRow = typeof servicePackageOptions.$inferSelect;
type OptionItemRow = typeof servicePackageOptionItems.$inferSelect;

/** Options with their items, items carrying the item's summary; one query per kind. */
async function loadOptions(db: Db, options: OptionRow[]): Promise<PackageOption[]> {
  const ids = options.map((o) => o.id);
  const itemRows: OptionItemRow[] = ids.length
    ? await db
        .select()
        .from(servicePackageOptionItems)
        .where(inArray(servicePackageOptionItems.optionId, ids))
        .orderBy(asc(servicePackageOptionItems.sort), asc(servicePackageOptionItems.id))
    : [];
  const summaries = await itemSummaries(
    db,
    itemRows.map((r) => r.itemId),
  );
  const byOption = new Map<number, OptionItem[]>();
  for (const r of itemRows) {
    const s = summaries.get(r.itemId);
    const list = byOption.get(r.optionId) ?? [];
    list.push({
      id: r.id,
      optionId: r.optionId,
      quantity: r.quantity,
      overridePrice: r.overridePrice,
      markupPercent: r.markupPercent,
      marginPercent: r.marginPercent,
      discount: r.discount,
      sort: r.sort,
      version: r.version,
      item: {
        id: r.itemId,
        itemCode: s?.itemCode ?? '',
        name: s?.name ?? '',
        description: s?.description ?? '',
        quantityScale: { step: s?.quantityStep ?? '1', decimals: s?.quantityDecimals ?? 0 },
        cost: s?.cost ?? '0.0000',
        materialCost: s?.materialCost ?? '0.0000',
      },
    });
    byOption.set(r.optionId, list);
  }
  return options.map((o) => ({
    id: o.id,
    packageId: o.packageId,
    name: o.name,
    directions: o.directions,
    additionalSpecs: o.additionalSpecs,
    sort: o.sort,
    isBase: o.name.trim().toLowerCase() === BASE_OPTION_NAME.toLowerCase(),
    items: byOption.get(o.id) ?? [],
    version: o.version,
  }));
}

/** The package with its options (by sort, then id), their items, and the linked items and equipment. */
export async function getPackage(db: Db, id: number): Promise<ServicePackage> {
  const [row] = await db
    .select({ p: servicePackages, typeName: servicePackageTypes.name })
    .from(servicePackages)
    .leftJoin(servicePackageTypes, eq(servicePackageTypes.id, servicePackages.typeId))
    .where(eq(servicePackages.id, id));
  if (!row) throw packageNotFound();
  const p = row.p;
  const optionRows = await db
    .select()
    .from(servicePackageOptions)
    .where(eq(servicePackageOptions.packageId, id))
    .orderBy(asc(servicePackageOptions.sort), asc(servicePackageOptions.id));
  const options = await loadOptions(db, optionRows);
  const linkedItems = await db
    .select({ itemId: servicePackageItems.itemId })
    .from(servicePackageItems)
    .where(eq(servicePackageItems.packageId, id));
  const linkedEquipment = await db
    .select({ equipmentId: servicePackageEquipment.equipmentId })
    .from(servicePackageEquipment)
    .where(eq(servicePackageEquipment.packageId, id))
    .orderBy(asc(servicePackageEquipment.equipmentId));
  const summaries = await itemSummaries(
    db,
    linkedItems.map((l) => l.itemId),
  );
  const associatedItems = linkedItems
    .map((l) => summaries.get(l.itemId))
    .filter((s) => s !== undefined)
    .map((s) => ({ id: s.id, name: s.name, itemCode: s.itemCode, description: s.description }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return {
    id: p.id,
    name: p.name,
    typeId: p.typeId,
    typeID: p.typeId,
    typeName: row.typeName ?? null,
    createBidGroup: p.createBidGroup,
    requiresItemOrEquipment: p.requiresItemOrEquipment,
    isActive: p.isActive,
    options,
    associatedItems,
    // Equipment records arrive with a later issue: the id is all we know for now.
    associatedEquipment: linkedEquipment.map((e) => ({
      id: e.equipmentId,
      name: `Equipment ${e.equipmentId}`,
      description: '',
      serialNumber: '',
      item: null,
    })),
    ...auditOut(p),
  };
}
