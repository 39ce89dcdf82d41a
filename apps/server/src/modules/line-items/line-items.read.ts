import { isDecimalLike, toDecimal } from '@fieldline/contracts/common/money';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import {
  GROUP_FLAG_NAMES,
  type GroupFlags,
  type LineItem,
  type LineItemCollection,
  type LineItemGroup,
  type LineItemKind,
  LOCKED_MESSAGE,
} from '@fieldline/contracts/line-items/line-items.contract';
import {
  collectionTotals,
  currencyAmount,
  groupTotals,
  lineAmounts,
} from '@fieldline/contracts/line-items/line-items.totals';
import type { Db } from '../../platform/db/database';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import { getCustomer } from '../customers';
import { equipmentAtLocation } from '../equipment';
import { itemSummaries } from '../items';
import { getSettings } from '../system';
import { lineItemOwner } from './line-items.owners';
import * as repo from './line-items.repository';
import type { Scope } from './line-items.scope';
import { collectionSourcing } from './line-items.sourcing';

export type { Scope };

export const OWNER_NAMES: Record<LineItemKind, string> = {
  Bid: 'bid',
  Job: 'job',
  Contract: 'contract',
  Invoice: 'invoice',
};

/** The owner (404 when unknown) and its collection, created on first use. */
export async function scopeOf(
  db: Db,
  kind: LineItemKind,
  ownerId: number,
  userId: number | null,
): Promise<Scope> {
  const def = lineItemOwner(kind);
  const owner = def ? await def.load(db, ownerId) : null;
  if (!owner) throw notFound(OWNER_NAMES[kind]);
  const collection = await repo.ensureCollection(db, kind, ownerId, userId);
  return { kind, ownerId, owner, collection };
}

export const isLocked = (s: Scope) => s.owner.locked || s.collection.isLocked;

/** The scope for a change: refused with 422 while the owner or the collection is locked. */
export async function writableScope(db: Db, kind: LineItemKind, ownerId: number, userId: number | null) {
  const scope = await scopeOf(db, kind, ownerId, userId);
  if (isLocked(scope)) throw ruleViolation(LOCKED_MESSAGE);
  return scope;
}

export interface PricingContext {
  taxRate: string;
  usesDiscounts: boolean;
  rate: string;
  currency: LineItemCollection['currency'];
}

const pricingCache = new WeakMap<Scope, Promise<PricingContext>>();

/**
 * Tax rate, the discount setting and the owner's customer's currency (rate 1 by default); looked up
 * once per scope (one request's add, store and read share it).
 */
export function pricingContext(db: Db, scope: Scope): Promise<PricingContext> {
  let found = pricingCache.get(scope);
  if (!found) {
    found = loadPricing(db, scope);
    pricingCache.set(scope, found);
  }
  return found;
}

async function loadPricing(db: Db, scope: Scope): Promise<PricingContext> {
  const [settings, customer] = await Promise.all([
    getSettings(db),
    getCustomer(db, scope.owner.customerId).catch((e) => {
      if (e instanceof AppError && e.status === 404) return null;
      throw e;
    }),
  ]);
  const c = customer?.currency;
  const rate =
    c?.rate && isDecimalLike(c.rate) && toDecimal(c.rate).gt(0) ? toDecimal(c.rate).toString() : '1';
  return {
    taxRate: scope.collection.taxRate,
    usesDiscounts: settings.UsesDiscounts,
    rate,
    currency: {
      abbreviation: c?.abbreviation ?? settings.DefaultCurrencyCode,
      isAltCurrency: c?.isAltCurrency ?? false,
      rate,
    },
  };
}

export function flagsOf(g: repo.GroupRow): GroupFlags {
  return Object.fromEntries(GROUP_FLAG_NAMES.map((f) => [f, g[f]])) as GroupFlags;
}

function shapeLine(
  l: repo.LineRow,
  item: ItemSummary | undefined,
  props: repo.PropertyRow[],
  p: PricingContext,
): LineItem {
  const a = lineAmounts(l, p);
  return {
    id: l.id,
    item: {
      id: l.itemId,
      itemCode: item?.itemCode ?? '',
      name: item?.name ?? '',
      description: item?.description ?? '',
      categoryId: item?.categoryId ?? null,
      isStocked: item?.isStocked ?? false,
      quantityScale: { step: item?.quantityStep ?? '1', decimals: item?.quantityDecimals ?? 0 },
    },
    description: l.description,
    note: l.note,
    quantity: l.quantity,
    cost: l.cost,
    price: l.price,
    currencyPrice: currencyAmount(l.price, p.rate),
    discountPct: l.discountPct,
    discountAmt: a.discountAmt,
    currencyDiscountAmt: currencyAmount(a.discountAmt, p.rate),
    subtotal: a.subtotal,
    currencySubtotal: currencyAmount(a.subtotal, p.rate),
    tax: a.tax,
    currencyTax: currencyAmount(a.tax, p.rate),
    total: a.total,
    currencyTotal: currencyAmount(a.total, p.rate),
    isTaxable: l.isTaxable,
    displayOrder: l.displayOrder,
    group: { id: l.groupId },
    equipmentId: l.equipmentId,
    warehouseId: l.warehouseId,
    sourcePurchaseOrderId: l.sourcePurchaseOrderId,
    issuedQuantity: l.issuedQuantity,
    equipmentProperties: props.map((r) => ({
      id: r.id,
      lineItemId: r.lineItemId,
      serialNumber: r.serialNumber,
      name: r.name,
      description: r.description,
      modelNumber: r.modelNumber,
      equipmentId: r.equipmentId,
    })),
  };
}

/**
 * The whole collection of spec 2 §3 with per-line, per-group and collection totals and the owner's
 * office sourcing (a fixed number of queries, whatever the number of lines).
 */
export async function readCollection(db: Db, scope: Scope): Promise<LineItemCollection> {
  const { collection } = scope;
  const [groups, lines, p] = await Promise.all([
    repo.listGroups(db, collection.id),
    repo.listLines(db, collection.id),
    pricingContext(db, scope),
  ]);
  const [items, props, sourcing, equipmentChoices] = await Promise.all([
    itemSummaries(
      db,
      lines.map((l) => l.itemId),
    ),
    repo.propertiesOf(
      db,
      lines.map((l) => l.id),
    ),
    collectionSourcing(
      db,
      scope,
      lines.map((l) => l.warehouseId),
    ),
    equipmentAtLocation(
      db,
      scope.owner.locationId,
      lines.map((l) => l.equipmentId),
    ),
  ]);
  const opts = { taxRate: p.taxRate, usesDiscounts: p.usesDiscounts, rate: p.rate };
  const shapedGroups: LineItemGroup[] = groups.map((g, i) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    displayOrder: g.displayOrder,
    isSystem: g.isSystem,
    isNAGroup: g.isNaGroup,
    ...flagsOf(g),
    first: i === 0,
    last: i === groups.length - 1,
    totals: groupTotals(
      lines.filter((l) => l.groupId === g.id),
      opts,
    ),
  }));
  return {
    id: collection.id,
    ownerKind: scope.kind,
    ownerId: scope.ownerId,
    isLocked: isLocked(scope),
    taxRate: collection.taxRate,
    usesDiscounts: p.usesDiscounts,
    currency: p.currency,
    groups: shapedGroups,
    items: lines.map((l) => shapeLine(l, items.get(l.itemId), props.get(l.id) ?? [], p)),
    totals: collectionTotals(lines, opts),
    sourcing,
    equipmentChoices,
  };
}

export async function readLine(db: Db, scope: Scope, lineId: number): Promise<LineItem> {
  const line = await repo.findLine(db, scope.collection.id, lineId);
  if (!line) throw notFound('line item');
  const [p, items, props] = await Promise.all([
    pricingContext(db, scope),
    itemSummaries(db, [line.itemId]),
    repo.propertiesOf(db, [line.id]),
  ]);
  return shapeLine(line, items.get(line.itemId), props.get(line.id) ?? [], p);
}
