import { Messages } from '@fieldline/contracts/common/errors';
import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import {
  type createPackingSlipBodySchema,
  JOB_STOCK_MESSAGES as M,
  type PackingSlip,
  type PackingSlipLine,
  type PackingSlips,
} from '@fieldline/contracts/jobs/job-stock.contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { getUserRefs } from '../identity';
import { itemSummaries } from '../items';
import { listCollectionLines } from '../line-items';
import { jobHead } from './job-work.shared';
import { packingSlipItems, packingSlips } from './jobs.table';

type CreateBody = z.output<typeof createPackingSlipBodySchema>;
const q4 = (v: string | InstanceType<typeof Money>) => moneyString(v, 4);

/** The job's packing slips and, per line, ordered, shipped on slips so far and what remains. */
export async function getPackingSlips(db: Db, jobId: number): Promise<PackingSlips> {
  await jobHead(db, jobId);
  const [slips, lines] = await Promise.all([slipsOf(db, jobId), linesOf(db, jobId)]);
  const items = await itemSummaries(
    db,
    lines.map((l) => l.itemId),
  );
  const byLine = new Map(lines.map((l) => [l.id, l]));
  return {
    slips: slips.map((s) => ({
      ...s,
      items: s.items.map((si) => {
        const line = byLine.get(si.lineItemId);
        const item = line ? items.get(line.itemId) : undefined;
        return {
          ...si,
          item: item ? { id: item.id, itemCode: item.itemCode, name: item.name } : null,
          description: line?.description ?? '',
        };
      }),
    })),
    lines: lines.map((l) => lineOut(l, items)),
  };
}

/** A new slip shipping some of the lines; no line may ship more than it has left. */
export async function createPackingSlip(
  db: Db,
  userId: number,
  jobId: number,
  body: CreateBody,
): Promise<PackingSlip> {
  await jobHead(db, jobId, true);
  const lines = await linesOf(db, jobId);
  const byLine = new Map(lines.map((l) => [l.id, l]));
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<number>();
  body.items.forEach((s, i) => {
    if (!byLine.has(s.lineItemId)) errors.push({ field: `items[${i}].lineItemId`, message: M.lineNotOnJob });
    else if (seen.has(s.lineItemId))
      errors.push({ field: `items[${i}].lineItemId`, message: M.duplicateLine });
    seen.add(s.lineItemId);
  });
  if (errors.length) throw badRequest(Messages.validation, errors);
  const items = await itemSummaries(
    db,
    lines.map((l) => l.itemId),
  );
  for (const s of body.items) {
    const line = byLine.get(s.lineItemId)!;
    if (toDecimal(s.quantity).gt(line.remaining))
      throw ruleViolation(
        M.overShipped(items.get(line.itemId)?.itemCode ?? String(line.itemId), q4(line.remaining)),
      );
  }
  const [slip] = await db
    .insert(packingSlips)
    .values({
      jobId,
      note: body.note ?? '',
      shippedDate: body.shippedDate ?? null,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning({ id: packingSlips.id });
  await db
    .insert(packingSlipItems)
    .values(
      body.items.map((s) => ({ packingSlipId: slip.id, lineItemId: s.lineItemId, quantity: s.quantity })),
    );
  const all = await getPackingSlips(db, jobId);
  return all.slips.find((s) => s.id === slip.id)!;
}

export async function deletePackingSlip(db: Db, jobId: number, sid: number): Promise<void> {
  await jobHead(db, jobId);
  const gone = await db
    .delete(packingSlips)
    .where(and(eq(packingSlips.id, sid), eq(packingSlips.jobId, jobId)))
    .returning({ id: packingSlips.id });
  if (gone.length === 0) throw notFound('packing slip', 'PACKING_SLIP_NOT_FOUND');
}

async function slipsOf(db: Db, jobId: number) {
  const slips = await db
    .select()
    .from(packingSlips)
    .where(eq(packingSlips.jobId, jobId))
    .orderBy(asc(packingSlips.createdDate), asc(packingSlips.id));
  const [rows, people] = await Promise.all([
    slips.length
      ? db
          .select()
          .from(packingSlipItems)
          .where(
            inArray(
              packingSlipItems.packingSlipId,
              slips.map((s) => s.id),
            ),
          )
          .orderBy(asc(packingSlipItems.id))
      : Promise.resolve([]),
    getUserRefs(
      db,
      slips.flatMap((s) => (s.createdBy ? [s.createdBy] : [])),
    ),
  ]);
  return slips.map((s) => {
    const person = s.createdBy ? people.get(s.createdBy) : undefined;
    return {
      id: s.id,
      jobId: s.jobId,
      note: s.note,
      shippedDate: s.shippedDate,
      createdDate: toIso(s.createdDate),
      createdBy: person ? { id: person.id, displayName: person.displayName } : null,
      items: rows
        .filter((r) => r.packingSlipId === s.id)
        .map((r) => ({ id: r.id, lineItemId: r.lineItemId, quantity: q4(r.quantity) })),
    };
  });
}

/** The job's lines with what its slips have shipped of each (one query for the slips' lines). */
async function linesOf(db: Db, jobId: number) {
  const lines = await listCollectionLines(db, 'Job', jobId);
  const shipped = lines.length
    ? await db
        .select({ lineItemId: packingSlipItems.lineItemId, quantity: packingSlipItems.quantity })
        .from(packingSlipItems)
        .innerJoin(packingSlips, eq(packingSlips.id, packingSlipItems.packingSlipId))
        .where(eq(packingSlips.jobId, jobId))
    : [];
  const sent = new Map<number, InstanceType<typeof Money>>();
  for (const r of shipped)
    sent.set(r.lineItemId, (sent.get(r.lineItemId) ?? new Money(0)).plus(toDecimal(r.quantity)));
  return lines.map((l) => {
    const shippedQty = sent.get(l.id) ?? new Money(0);
    const rest = toDecimal(l.quantity).minus(shippedQty);
    return { ...l, shipped: shippedQty, remaining: rest.gt(0) ? rest : new Money(0) };
  });
}

function lineOut(
  l: Awaited<ReturnType<typeof linesOf>>[number],
  items: Awaited<ReturnType<typeof itemSummaries>>,
): PackingSlipLine {
  const item = items.get(l.itemId);
  return {
    lineItemId: l.id,
    item: { id: l.itemId, itemCode: item?.itemCode ?? '', name: item?.name ?? '' },
    description: l.description,
    ordered: q4(l.quantity),
    shipped: q4(l.shipped),
    remaining: q4(l.remaining),
  };
}
