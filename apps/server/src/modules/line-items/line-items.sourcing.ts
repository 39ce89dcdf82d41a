import {
  type LineItemSourcing,
  warehouseNotSourceable,
} from '@fieldline/contracts/line-items/line-items.contract';
import type { OfficeSourcing } from '@fieldline/contracts/warehouses/warehouses.contract';
import type { Db } from '../../platform/db/database';
import { AppError, fieldError, ruleViolation } from '../../platform/errors';
import { officeSourcing, warehouseSummaries } from '../warehouses';
import type { Scope } from './line-items.scope';

/** The owner's office sourcing, with the office name for messages. */
interface OwnerSourcing extends LineItemSourcing {
  officeName: string;
}

/**
 * The warehouse a new stocked line allocates from: the office's default warehouse when it can be
 * sourced from, else the first warehouse the office auto-sources from (own warehouses before vans,
 * then by name), else none.
 */
export function defaultWarehouseOf(office: OfficeSourcing | null): number | null {
  if (!office) return null;
  const byDefault = office.defaultWarehouse
    ? office.warehouses.find((w) => w.warehouse.id === office.defaultWarehouse?.id)
    : undefined;
  if (byDefault?.canSourceFrom) return byDefault.warehouse.id;
  return office.warehouses.find((w) => w.autoSourceFrom && w.canSourceFrom)?.warehouse.id ?? null;
}

const cache = new WeakMap<Scope, Promise<OwnerSourcing>>();

/** Looked up once per scope (an add's default, its check and the read share it). */
export function ownerSourcing(db: Db, scope: Scope): Promise<OwnerSourcing> {
  let found = cache.get(scope);
  if (!found) {
    found = loadSourcing(db, scope);
    cache.set(scope, found);
  }
  return found;
}

async function loadSourcing(db: Db, scope: Scope): Promise<OwnerSourcing> {
  const office = await officeSourcing(db, scope.owner.officeId).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  return {
    officeName: office?.name ?? '',
    defaultWarehouseId: defaultWarehouseOf(office),
    warehouses: (office?.warehouses ?? []).map((w) => ({
      id: w.warehouse.id,
      name: w.warehouse.name,
      isVan: w.warehouse.isVan,
      canSourceFrom: w.canSourceFrom,
      autoSourceFrom: w.autoSourceFrom,
    })),
  };
}

/**
 * The collection's sourcing: the office's choices plus any warehouse a line already uses outside
 * them (listed with canSourceFrom false so its name shows; one query for all of them).
 */
export async function collectionSourcing(
  db: Db,
  scope: Scope,
  usedWarehouseIds: (number | null)[],
): Promise<LineItemSourcing> {
  const { officeName: _, ...s } = await ownerSourcing(db, scope);
  const known = new Set(s.warehouses.map((w) => w.id));
  const others = usedWarehouseIds.filter((id): id is number => id !== null && !known.has(id));
  if (others.length === 0) return s;
  const found = await warehouseSummaries(db, others);
  return {
    ...s,
    warehouses: [
      ...s.warehouses,
      ...[...found.values()].map((w) => ({
        id: w.id,
        name: w.name,
        isVan: w.isVan,
        canSourceFrom: false,
        autoSourceFrom: false,
      })),
    ],
  };
}

/** A warehouse a person sets on a line: unknown is a field error, one the office cannot source from 422. */
export async function checkSourceable(db: Db, scope: Scope, warehouseId: number | null | undefined) {
  if (warehouseId == null) return;
  const s = await ownerSourcing(db, scope);
  const listed = s.warehouses.find((w) => w.id === warehouseId);
  if (listed?.canSourceFrom) return;
  const name = listed?.name ?? (await warehouseSummaries(db, [warehouseId])).get(warehouseId)?.name;
  if (name === undefined) throw fieldError('warehouseId', 'Unknown warehouse.');
  throw ruleViolation(warehouseNotSourceable(name, s.officeName || 'owner’s'));
}
