import { Permission } from '@fieldline/contracts/common/permissions';
import { JOB_STOCK_MESSAGES, type PostProcessing } from '@fieldline/contracts/jobs/job-stock.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inventoryAllocations, inventoryMovements, onHandOf } from '../inventory';
import { itemTypes } from '../items/items.table';
import { lineItems } from '../line-items';
import { settings } from '../system';
import { jobs } from './jobs.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const api = (
  method: Method,
  url: string,
  payload?: unknown,
  token = admin,
  headers: Record<string, string> = {},
) => t.as(token)({ method, url, payload: payload as object, headers });

async function stock(itemId: number, warehouseId: number, quantity: number, binId?: number) {
  const res = await api('POST', '/v1/inventory/adjustments', {
    itemId,
    warehouseId,
    binId,
    quantity,
    unitCost: 10,
    reason: 'Count',
  });
  expect(res.statusCode).toBe(201);
}
const onHand = async (itemId: number) =>
  (await onHandOf(t.database.db, [itemId])).reduce((s, r) => s + Number(r.quantity), 0);
async function addLine(jobId: number, body: Record<string, unknown>) {
  const res = await api('POST', `/v1/jobs/${jobId}/items`, body);
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

/** A job with two stocked lines (3 of A, 2 of B from the warehouse) and a labour line. */
async function stockedJob() {
  const wh = await seedWarehouse(t);
  const a = await seedItem(t);
  const b = await seedItem(t);
  const [labor] = await t.database.db.select().from(itemTypes).where(eq(itemTypes.name, 'Labor'));
  const service = await seedItem(t, { typeId: labor.id });
  await stock(a.id, wh.id, 10);
  await stock(b.id, wh.id, 5);
  const job = await seedJob(t, admin);
  const lineA = await addLine(job.id, { itemId: a.id, quantity: 3, warehouseId: wh.id });
  const lineB = await addLine(job.id, { itemId: b.id, quantity: 2, warehouseId: wh.id });
  const lineS = await addLine(job.id, { itemId: service.id, quantity: 1 });
  return { wh, a, b, service, job, lineA, lineB, lineS };
}

describe('post-processing inventory', () => {
  it('lists stocked lines, issues them once (Idempotency-Key replay, then 422) and releases the allocations', async () => {
    const { wh, a, b, job, lineA, lineB } = await stockedJob();
    const before: PostProcessing = (await api('GET', `/v1/jobs/${job.id}/postProcessingInventory`)).json();
    expect(before.inventoryProcessedDate).toBeNull();
    expect(before.lines).toEqual([
      expect.objectContaining({
        lineItemId: lineA,
        ordered: '3.0000',
        issued: '0.0000',
        toIssue: '3.0000',
        available: '10.0000',
        warehouse: { id: wh.id, name: wh.name },
      }),
      expect.objectContaining({ lineItemId: lineB, toIssue: '2.0000', available: '5.0000' }),
    ]);
    const allocs = await t.database.db
      .select()
      .from(inventoryAllocations)
      .where(and(eq(inventoryAllocations.sourceKind, 'Job'), eq(inventoryAllocations.sourceId, job.id)));
    expect(allocs).toHaveLength(2);

    const key = { 'idempotency-key': `pp-${job.id}` };
    const first = await api('POST', `/v1/jobs/${job.id}/postProcessingInventory`, {}, admin, key);
    expect(first.statusCode).toBe(200);
    const done = first.json();
    expect(done.inventoryProcessedDate).not.toBeNull();
    expect(
      done.movements.map((m: { lineItemId: number; quantity: string }) => [m.lineItemId, m.quantity]),
    ).toEqual([
      [lineA, '-3.0000'],
      [lineB, '-2.0000'],
    ]);
    expect(done.lines.map((l: { issued: string; toIssue: string }) => [l.issued, l.toIssue])).toEqual([
      ['3.0000', '0.0000'],
      ['2.0000', '0.0000'],
    ]);
    expect(await onHand(a.id)).toBe(7);
    expect(await onHand(b.id)).toBe(3);
    const moves = await t.database.db
      .select()
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.sourceKind, 'Job'), eq(inventoryMovements.sourceId, job.id)));
    expect(moves.map((m) => m.movementType)).toEqual(['issue', 'issue']);
    expect(
      await t.database.db
        .select()
        .from(inventoryAllocations)
        .where(and(eq(inventoryAllocations.sourceKind, 'Job'), eq(inventoryAllocations.sourceId, job.id))),
    ).toEqual([]);

    const replay = await api('POST', `/v1/jobs/${job.id}/postProcessingInventory`, {}, admin, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(done);
    const again = await api('POST', `/v1/jobs/${job.id}/postProcessingInventory`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(JOB_STOCK_MESSAGES.alreadyProcessed);
    expect(await onHand(a.id)).toBe(7);
    expect(
      await t.database.db
        .select()
        .from(inventoryMovements)
        .where(and(eq(inventoryMovements.sourceKind, 'Job'), eq(inventoryMovements.sourceId, job.id))),
    ).toHaveLength(2);
  });

  it('refuses a line without a warehouse, an empty job, unknown jobs (404) and readers (403)', async () => {
    const empty = await seedJob(t, admin);
    expect((await api('POST', `/v1/jobs/${empty.id}/postProcessingInventory`, {})).json().message).toBe(
      JOB_STOCK_MESSAGES.nothingToIssue,
    );
    const item = await seedItem(t);
    // Explicit null: a stocked line sent without warehouseId gets the office default (line items).
    await addLine(empty.id, { itemId: item.id, quantity: 1, warehouseId: null });
    const noWh = await api('POST', `/v1/jobs/${empty.id}/postProcessingInventory`, {});
    expect(noWh.statusCode).toBe(422);
    expect(noWh.json().message).toBe(JOB_STOCK_MESSAGES.noWarehouse(item.itemCode));
    expect((await api('GET', '/v1/jobs/999999/postProcessingInventory')).statusCode).toBe(404);
    expect((await api('POST', '/v1/jobs/999999/postProcessingInventory', {})).statusCode).toBe(404);
    expect(
      (await api('POST', `/v1/jobs/${empty.id}/postProcessingInventory`, { movementDate: 'soon' })).json()
        .errors[0].field,
    ).toBe('movementDate');
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    expect(
      (await api('GET', `/v1/jobs/${empty.id}/postProcessingInventory`, undefined, reader.token)).statusCode,
    ).toBe(200);
    expect(
      (await api('POST', `/v1/jobs/${empty.id}/postProcessingInventory`, {}, reader.token)).statusCode,
    ).toBe(403);
  });

  it('adds lines for used items not on the job and skips those already on it', async () => {
    const { wh, a, job } = await stockedJob();
    const extra = await seedItem(t);
    const post = (items: unknown[]) =>
      api('POST', `/v1/jobs/${job.id}/createPostProcessingJobItems`, { items });
    const fieldsOf = (r: { json(): { errors: { field: string }[] } }) =>
      r
        .json()
        .errors.map((e) => e.field)
        .sort();
    const shape = await post([{ itemId: a.id, quantity: 0 }]);
    expect(shape.statusCode).toBe(400);
    expect(fieldsOf(shape)).toEqual(['items[0].quantity']);
    const refs = await post([
      { itemId: extra.id, quantity: 1 },
      { itemId: 999999, quantity: 1 },
    ]);
    expect(refs.statusCode).toBe(400);
    expect(fieldsOf(refs)).toEqual(['items[0].warehouseId', 'items[1].itemId']);

    const res = await api('POST', `/v1/jobs/${job.id}/createPostProcessingJobItems`, {
      items: [
        { itemId: a.id, quantity: 5, warehouseId: wh.id },
        { itemId: extra.id, quantity: 2, warehouseId: wh.id },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().skipped).toEqual([{ itemId: a.id, reason: 'The item is already on the job.' }]);
    expect(res.json().added).toEqual([expect.objectContaining({ itemId: extra.id, quantity: '2.0000' })]);
    const [line] = await t.database.db
      .select()
      .from(lineItems)
      .where(eq(lineItems.id, res.json().added[0].lineItemId));
    expect(line).toMatchObject({ itemId: extra.id, warehouseId: wh.id, quantity: '2.0000' });
  });

  it('issues from the default bin first, then from the other bins that hold the item', async () => {
    const wh = await seedWarehouse(t, {}, ['A-1', 'A-2', 'A-3']);
    const item = await seedItem(t);
    await stock(item.id, wh.id, 1, wh.bins[0].id);
    await stock(item.id, wh.id, 5, wh.bins[2].id);
    await stock(item.id, wh.id, 2, wh.bins[1].id);
    const job = await seedJob(t, admin);
    const lineId = await addLine(job.id, { itemId: item.id, quantity: 4, warehouseId: wh.id });
    const res = await api('POST', `/v1/jobs/${job.id}/postProcessingInventory`, {});
    expect(res.statusCode).toBe(200);
    const moves = res.json().movements as { lineItemId: number; binId: number; quantity: string }[];
    expect(moves.every((m) => m.lineItemId === lineId)).toBe(true);
    const byBin = Object.fromEntries(moves.map((m) => [m.binId, m.quantity]));
    // The item's default bin here is the warehouse's first bin; then A-3 (5 on hand) before A-2 (2).
    expect(byBin).toEqual({ [wh.bins[0].id]: '-1.0000', [wh.bins[2].id]: '-3.0000' });
    const left = Object.fromEntries(
      (await onHandOf(t.database.db, [item.id])).map((r) => [r.binId, Number(r.quantity)]),
    );
    expect(left).toEqual({ [wh.bins[0].id]: 0, [wh.bins[1].id]: 2, [wh.bins[2].id]: 2 });
  });

  it('refuses to take stock below zero unless the setting allows it', async () => {
    const wh = await seedWarehouse(t);
    const item = await seedItem(t);
    await stock(item.id, wh.id, 1);
    const job = await seedJob(t, admin);
    const lineId = await addLine(job.id, { itemId: item.id, quantity: 4, warehouseId: wh.id });
    const short = await api('POST', `/v1/jobs/${job.id}/postProcessingInventory`, {});
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toMatch(/^Not enough stock: item /);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.inventoryProcessedDate).toBeNull();
    const [line] = await t.database.db.select().from(lineItems).where(eq(lineItems.id, lineId));
    expect(line.issuedQuantity).toBe('0.0000');
    expect(await onHand(item.id)).toBe(1);

    await t.database.db.insert(settings).values({ key: 'AllowNegativeInventory', value: true });
    try {
      const ok = await api('POST', `/v1/jobs/${job.id}/postProcessingInventory`, {});
      expect(ok.statusCode).toBe(200);
      expect(await onHand(item.id)).toBe(-3);
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'AllowNegativeInventory'));
    }
  });
});

describe('packing slips', () => {
  it('ships lines on slips up to what remains, lists them and deletes a slip', async () => {
    const { job, lineA, lineB } = await stockedJob();
    const slip = await api('POST', `/v1/jobs/${job.id}/addpackingslipitem`, {
      note: 'First box',
      shippedDate: '2026-11-20',
      items: [{ lineItemId: lineA, quantity: 2 }],
    });
    expect(slip.statusCode).toBe(201);
    expect(slip.json()).toMatchObject({
      note: 'First box',
      shippedDate: '2026-11-20',
      items: [{ lineItemId: lineA, quantity: '2.0000' }],
    });

    const over = await api('POST', `/v1/jobs/${job.id}/addpackingslipitem`, {
      items: [{ lineItemId: lineA, quantity: 2 }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toContain('1.0000 not yet shipped');
    const other = await stockedJob();
    const foreign = await api('POST', `/v1/jobs/${job.id}/addpackingslipitem`, {
      items: [
        { lineItemId: lineB, quantity: 1 },
        { lineItemId: other.lineA, quantity: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { field: 'items[1].lineItemId', message: JOB_STOCK_MESSAGES.lineNotOnJob },
    ]);
    expect(
      (await api('POST', `/v1/jobs/${job.id}/addpackingslipitem`, { items: [] })).json().errors[0].field,
    ).toBe('items');

    const list = (await api('GET', `/v1/jobs/${job.id}/packingslipitem`)).json();
    expect(list.slips).toHaveLength(1);
    expect(list.lines.find((l: { lineItemId: number }) => l.lineItemId === lineA)).toMatchObject({
      ordered: '3.0000',
      shipped: '2.0000',
      remaining: '1.0000',
    });

    expect(
      (await api('DELETE', `/v1/jobs/${other.job.id}/deletepackingslip/${slip.json().id}`)).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/v1/jobs/${job.id}/deletepackingslip/${slip.json().id}`)).statusCode).toBe(
      204,
    );
    const after = (await api('GET', `/v1/jobs/${job.id}/packingslipitem`)).json();
    expect(after.slips).toEqual([]);
    expect(after.lines.find((l: { lineItemId: number }) => l.lineItemId === lineA).remaining).toBe('3.0000');
    expect((await api('GET', '/v1/jobs/999999/packingslipitem')).statusCode).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    expect(
      (
        await api(
          'POST',
          `/v1/jobs/${job.id}/addpackingslipitem`,
          { items: [{ lineItemId: lineA, quantity: 1 }] },
          reader.token,
        )
      ).statusCode,
    ).toBe(403);
  });
});
