import { Messages } from '@fieldline/contracts/common/errors';
import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import {
  type CreatePostProcessingItemsResult,
  type createPostProcessingItemsBodySchema,
  JOB_STOCK_MESSAGES as M,
  type PostProcessing,
  type ProcessInventoryResult,
} from '@fieldline/contracts/jobs/job-stock.contract';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { badRequest, ruleViolation } from '../../platform/errors';
import { chooseBin, onHandOf, recordMovements } from '../inventory';
import { itemSummaries } from '../items';
import { addLine, listCollectionLines, markLinesIssued } from '../line-items';
import { warehouseSummaries } from '../warehouses';
import { jobHead, today } from './job-work.shared';
import { jobs } from './jobs.table';

const Q = 4;
const q4 = (v: string | InstanceType<typeof Money>) => moneyString(v, Q);

/** The job's stocked lines: ordered, already issued, still to issue and what is on hand to issue from. */
export async function getPostProcessing(db: Db, jobId: number): Promise<PostProcessing> {
  const job = await jobHead(db, jobId);
  return {
    jobId,
    inventoryProcessedDate: job.inventoryProcessedDate ? toIso(job.inventoryProcessedDate) : null,
    lines: await stockedLines(db, jobId),
  };
}

async function stockedLines(db: Db, jobId: number) {
  const lines = await listCollectionLines(db, 'Job', jobId);
  const items = await itemSummaries(
    db,
    lines.map((l) => l.itemId),
  );
  const stocked = lines.filter((l) => items.get(l.itemId)?.isStocked);
  const [houses, onHand] = await Promise.all([
    warehouseSummaries(
      db,
      stocked.flatMap((l) => (l.warehouseId ? [l.warehouseId] : [])),
    ),
    onHandOf(db, [...new Set(stocked.map((l) => l.itemId))]),
  ]);
  const held = new Map<string, InstanceType<typeof Money>>();
  for (const r of onHand) {
    const key = `${r.itemId}:${r.warehouseId}`;
    held.set(key, (held.get(key) ?? new Money(0)).plus(toDecimal(r.quantity)));
  }
  return stocked.map((l) => {
    const item = items.get(l.itemId)!;
    const house = l.warehouseId ? houses.get(l.warehouseId) : undefined;
    const rest = toDecimal(l.quantity).minus(toDecimal(l.issuedQuantity));
    return {
      lineItemId: l.id,
      item: { id: item.id, itemCode: item.itemCode, name: item.name },
      description: l.description,
      warehouse: house ? { id: house.id, name: house.name } : null,
      ordered: q4(l.quantity),
      issued: q4(l.issuedQuantity),
      toIssue: q4(rest.gt(0) ? rest : new Money(0)),
      available: l.warehouseId ? q4(held.get(`${l.itemId}:${l.warehouseId}`) ?? new Money(0)) : null,
    };
  });
}

/**
 * Issues every stocked line's remaining quantity from its warehouse (the item's default bin there),
 * releases the lines' allocations and stamps the job as processed, all in the request's transaction.
 * The job row is locked first, so a concurrent second call waits and then finds the job processed.
 */
export async function processInventory(
  db: Db,
  userId: number,
  jobId: number,
  movementDate: string | undefined,
): Promise<ProcessInventoryResult> {
  const job = await jobHead(db, jobId, true);
  if (job.inventoryProcessedDate) throw ruleViolation(M.alreadyProcessed, 'JOB_INVENTORY_PROCESSED');
  const lines = (await stockedLines(db, jobId)).filter((l) => toDecimal(l.toIssue).gt(0));
  if (lines.length === 0) throw ruleViolation(M.nothingToIssue);
  const missing = lines.find((l) => !l.warehouse);
  if (missing) throw ruleViolation(M.noWarehouse(missing.item.itemCode));

  const plan = await pickBins(db, lines);
  const moved = await recordMovements(
    db,
    userId,
    plan.map((p) => ({
      itemId: p.itemId,
      warehouseId: p.warehouseId,
      binId: p.binId,
      movementType: 'issue' as const,
      quantity: p.quantity.negated(),
      movementDate: movementDate ?? today(),
      reason: `Job ${job.jobNumber}`,
      sourceKind: 'Job',
      sourceId: jobId,
      sourceLineId: p.lineItemId,
    })),
    // The money layer posts the cost to the job (work in progress or cost of goods, per the setting).
    { officeId: job.officeId, memo: `Stock issued to job ${job.jobNumber}`, reference: job.jobNumber },
  );
  // issuedQuantity = ordered; the allocation follows (quantity − issued = 0 releases it).
  await markLinesIssued(
    db,
    'Job',
    jobId,
    lines.map((l) => ({ lineId: l.lineItemId, quantity: l.ordered })),
    userId,
  );
  await db
    .update(jobs)
    .set({
      inventoryProcessedDate: new Date().toISOString(),
      modifiedBy: userId,
      modifiedDate: new Date().toISOString(),
    })
    .where(eq(jobs.id, jobId));
  const after = await getPostProcessing(db, jobId);
  return {
    ...after,
    movements: moved.map((m, i) => ({
      id: m.id,
      lineItemId: plan[i].lineItemId,
      itemId: m.itemId,
      warehouseId: m.warehouseId,
      binId: m.binId,
      quantity: m.quantity,
    })),
  };
}

type Line = Awaited<ReturnType<typeof stockedLines>>[number];

/**
 * Which bins each line's quantity leaves from: the item's default bin in the warehouse first, then the
 * other bins holding it (most first), never taking a bin below zero; what no bin holds is taken from
 * the default bin, which the ledger refuses (not enough stock) unless negative stock is allowed.
 * Bins shared by several lines of the same item are drawn down in line order.
 */
async function pickBins(db: Db, lines: Line[]) {
  const onHand = await onHandOf(db, [...new Set(lines.map((l) => l.item.id))]);
  const left = new Map(onHand.map((r) => [`${r.itemId}:${r.warehouseId}:${r.binId}`, toDecimal(r.quantity)]));
  const defaults = new Map<string, number>();
  const plan: {
    lineItemId: number;
    itemId: number;
    warehouseId: number;
    binId: number;
    quantity: Decimal;
  }[] = [];
  for (const l of lines) {
    const itemId = l.item.id;
    const warehouseId = l.warehouse!.id;
    const key = `${itemId}:${warehouseId}`;
    if (!defaults.has(key))
      defaults.set(
        key,
        await chooseBin(db, itemId, warehouseId, null, { warehouse: 'warehouseId', bin: 'binId' }),
      );
    const home = defaults.get(key)!;
    const bins = onHand
      .filter((r) => r.itemId === itemId && r.warehouseId === warehouseId)
      .map((r) => r.binId)
      .sort((a, b) =>
        a === home
          ? -1
          : b === home
            ? 1
            : left.get(`${key}:${b}`)!.comparedTo(left.get(`${key}:${a}`)!) || a - b,
      );
    let need = toDecimal(l.toIssue);
    for (const binId of bins) {
      const have = left.get(`${key}:${binId}`)!;
      if (need.lte(0)) break;
      if (have.lte(0)) continue;
      const take = Decimal.min(have, need);
      plan.push({ lineItemId: l.lineItemId, itemId, warehouseId, binId, quantity: take });
      left.set(`${key}:${binId}`, have.minus(take));
      need = need.minus(take);
    }
    if (need.gt(0)) plan.push({ lineItemId: l.lineItemId, itemId, warehouseId, binId: home, quantity: need });
  }
  return plan;
}

/**
 * Items a technician used that are not lines of the job become lines (in the job's default group), so
 * that post-processing issues them and the invoice charges them. An item already on the job is skipped
 * (its line's quantity is the user's to change). Stocked items need the warehouse they came from.
 */
export async function createPostProcessingItems(
  db: Db,
  userId: number,
  jobId: number,
  body: z.output<typeof createPostProcessingItemsBodySchema>,
): Promise<CreatePostProcessingItemsResult> {
  const job = await jobHead(db, jobId, true);
  if (job.inventoryProcessedDate) throw ruleViolation(M.alreadyProcessed, 'JOB_INVENTORY_PROCESSED');
  const [lines, items] = await Promise.all([
    listCollectionLines(db, 'Job', jobId),
    itemSummaries(
      db,
      body.items.map((i) => i.itemId),
    ),
  ]);
  const errors: { field: string; message: string }[] = [];
  body.items.forEach((u, i) => {
    const item = items.get(u.itemId);
    if (!item) errors.push({ field: `items[${i}].itemId`, message: M.unknownItem });
    else if (item.isStocked && !u.warehouseId)
      errors.push({ field: `items[${i}].warehouseId`, message: 'Choose the warehouse the item came from.' });
  });
  if (errors.length) throw badRequest(Messages.validation, errors);

  const onJob = new Set(lines.map((l) => l.itemId));
  const out: CreatePostProcessingItemsResult = { added: [], skipped: [] };
  for (const u of body.items) {
    if (onJob.has(u.itemId)) {
      out.skipped.push({ itemId: u.itemId, reason: 'The item is already on the job.' });
      continue;
    }
    const line = await addLine({ db, userId }, 'Job', jobId, {
      itemId: u.itemId,
      quantity: u.quantity,
      warehouseId: items.get(u.itemId)!.isStocked ? (u.warehouseId ?? null) : null,
    });
    onJob.add(u.itemId);
    out.added.push({ lineItemId: line.id, itemId: u.itemId, quantity: u.quantity });
  }
  return out;
}
