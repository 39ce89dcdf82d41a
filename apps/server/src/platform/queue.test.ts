import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import type { Db } from './db/database';
import { ruleViolation } from './errors';
import { route } from './http/route';

const JOB = 'test.echo';
const handled: number[] = [];
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    queue: true,
    beforeReady: (app) => {
      // Jobs are defined before the queue starts (createTestApp starts it after ready).
      app.platform.queue.define<{ n: number }>({ name: JOB, handler: async ({ n }) => void handled.push(n) });
      route(app, {
        method: 'POST',
        url: '/v1/test/enqueue',
        access: 'signedIn',
        body: z.object({ n: z.number(), fail: z.boolean() }),
        handler: async ({ db, body }) => {
          await app.platform.queue.send(db, JOB, { n: body.n });
          if (body.fail) throw ruleViolation('Refused after queueing.');
          return { queued: body.n };
        },
      });
    },
  });
  admin = await t.login();
});
afterAll(() => t.close());

/** Jobs in pg-boss's table for this payload, whatever their state. */
async function jobsFor(n: number): Promise<number> {
  const { rows } = await t.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = $1 and data->>'n' = $2`,
    [JOB, String(n)],
  );
  return Number(rows[0].n);
}

async function until(check: () => boolean | Promise<boolean>, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not done within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const enqueue = (n: number, fail: boolean) =>
  t.as(admin)({ method: 'POST', url: '/v1/test/enqueue', payload: { n, fail } });

describe('queue', () => {
  it('is started with the app', () => {
    expect(t.app.platform.queue.isRunning).toBe(true);
  });

  it('does not enqueue a job from a request whose transaction rolls back', async () => {
    const res = await enqueue(1, true);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Refused after queueing.', code: ErrorCodes.RULE });
    expect(await jobsFor(1)).toBe(0);
  });

  it('enqueues a job from a request that commits, and a worker runs it', async () => {
    const res = await enqueue(2, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 2 });
    expect(await jobsFor(2)).toBe(1);
    await until(() => handled.includes(2));
    expect(handled).not.toContain(1);
  });

  it('follows a transaction opened directly on the database', async () => {
    const { db } = t.database;
    const { queue } = t.app.platform;
    await expect(
      db.transaction(async (tx) => {
        await queue.send(tx as Db, JOB, { n: 3 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobsFor(3)).toBe(0);

    await db.transaction(async (tx) => {
      await queue.send(tx as Db, JOB, { n: 4 });
    });
    expect(await jobsFor(4)).toBe(1);
    await until(() => handled.includes(4));
    expect(handled).not.toContain(3);
  });

  it('sends outside any transaction with the database itself', async () => {
    expect(await t.app.platform.queue.send(t.database.db, JOB, { n: 5 })).toEqual(expect.any(String));
    await until(() => handled.includes(5));
  });
});
