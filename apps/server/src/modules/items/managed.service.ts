import { type FieldError, Messages } from '@fieldline/contracts/common/errors';
import {
  DUPLICATE_CODE_IN_REQUEST,
  DUPLICATE_ITEM_CODE,
  type managedCreateBodySchema,
  type managedUpdateBodySchema,
  UNKNOWN_ITEM_CODE,
} from '@fieldline/contracts/items/items.contract';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { checkItemRefs, defaultTypeId } from './items.service';
import { items } from './items.table';

type Result = { created: number; updated: number; items: { id: number; itemCode: string }[] };

const key = (code: string) => code.toLowerCase();

/** Item codes must be unique within the request, case-insensitively like the database's index. */
function checkRepeats(list: { itemCode: string }[]) {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  list.forEach((r, i) => {
    if (seen.has(key(r.itemCode)))
      errors.push({ field: `items[${i}].itemCode`, message: DUPLICATE_CODE_IN_REQUEST });
    seen.add(key(r.itemCode));
  });
  if (errors.length) throw badRequest(Messages.validation, errors);
}

/** The stored items with these codes (one query), by lower-case code. */
async function byCode(db: Db, codes: string[]) {
  const rows = await db
    .select({ id: items.id, itemCode: items.itemCode })
    .from(items)
    .where(inArray(sql`lower(${items.itemCode})`, codes.map(key)));
  return new Map(rows.map((r) => [key(r.itemCode), r]));
}

const prefix = (i: number) => `items[${i}].`;

/**
 * POST items/managed: creates supplier-catalogue items in one transaction (all or none). Codes that
 * already exist are a conflict naming each row; the items are marked managed.
 */
export async function createManaged(
  ctx: RouteContext<z.output<typeof managedCreateBodySchema>, unknown, unknown>,
): Promise<Result> {
  const { db, body } = ctx;
  checkRepeats(body.items);
  const stored = await byCode(
    db,
    body.items.map((r) => r.itemCode),
  );
  const taken = body.items.flatMap((r, i) =>
    stored.has(key(r.itemCode)) ? [{ field: `${prefix(i)}itemCode`, message: DUPLICATE_ITEM_CODE }] : [],
  );
  if (taken.length) throw new AppError(409, 'DUPLICATE', DUPLICATE_ITEM_CODE, taken);
  await checkItemRefs(db, body.items, prefix);
  const typeId = await defaultTypeId(db);
  const rows = await db
    .insert(items)
    .values(
      body.items.map((r) => ({
        ...r,
        description: r.description ?? '',
        typeId: r.typeId ?? typeId,
        isManaged: true,
        createdBy: ctx.user.id,
        modifiedBy: ctx.user.id,
      })),
    )
    .returning({ id: items.id, itemCode: items.itemCode });
  await ctx.audit({
    entity: 'item',
    entityId: 'managed',
    action: 'createManaged',
    after: { count: rows.length },
  });
  return { created: rows.length, updated: 0, items: rows };
}

/**
 * PATCH items/managed: updates items found by item code (only the fields sent), in one transaction.
 * An unknown code is bad input naming its row; nothing is saved then.
 */
export async function updateManaged(
  ctx: RouteContext<z.output<typeof managedUpdateBodySchema>, unknown, unknown>,
): Promise<Result> {
  const { db, body } = ctx;
  checkRepeats(body.items);
  const stored = await byCode(
    db,
    body.items.map((r) => r.itemCode),
  );
  const unknown = body.items.flatMap((r, i) =>
    stored.has(key(r.itemCode)) ? [] : [{ field: `${prefix(i)}itemCode`, message: UNKNOWN_ITEM_CODE }],
  );
  if (unknown.length) throw badRequest(Messages.validation, unknown);
  await checkItemRefs(db, body.items, prefix);
  const out: Result['items'] = [];
  // One UPDATE per row: each row sets its own columns; a catalogue refresh is at most 1000 rows.
  for (const { itemCode, ...fields } of body.items) {
    const id = (stored.get(key(itemCode)) as { id: number }).id;
    await db
      .update(items)
      .set({
        ...fields,
        isManaged: true,
        version: sql`${items.version} + 1`,
        modifiedDate: sql`now()`,
        modifiedBy: ctx.user.id,
      })
      .where(sql`${items.id} = ${id}`);
    out.push({ id, itemCode: (stored.get(key(itemCode)) as { itemCode: string }).itemCode });
  }
  await ctx.audit({
    entity: 'item',
    entityId: 'managed',
    action: 'updateManaged',
    after: { count: out.length },
  });
  return { created: 0, updated: out.length, items: out };
}
