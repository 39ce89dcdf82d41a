import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { PERMISSIONS } from '@fieldline/contracts/common/permissions';
import type { FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { baseOf, brokenRequests, type FuzzRequest, type Operation, urlOf } from '../../../test/fuzz-requests';
import type { Schema } from '../../../test/fuzz-values';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * Issue 15: no malformed request answers 5xx. Every operation of the app's own OpenAPI document gets a handful
 * of requests (test/fuzz-requests.ts): a base, bad path ids, bad query values, and body fields broken one at a
 * time (wrong types, missing, past their range, NUL, overlong, nested junk), as the administrator so that
 * permission refusals hide nothing. Seeded: FUZZ_SEED and FUZZ_FIELDS (fields broken per part) vary a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 15);
const PER_PART = Number(process.env.FUZZ_FIELDS ?? 6);
const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let token: string;
let fuzzer: Awaited<ReturnType<typeof userWith>>;
/** The error behind each 5xx, by request id, for the report. */
const errors = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.addHook('onError', async (req, _reply, err: FastifyError) => {
        const db = (err as { cause?: { message?: string } }).cause?.message;
        errors.set(req.id, `${err.name}: ${db ?? String(err.message).split('\n')[0].slice(0, 300)}`);
      });
    },
  });
  // An administrator of its own: the base requests write to record 1 of everything, the demo administrator too.
  const everything = PERMISSIONS.map((p) => ({ id: p.id, accessLevel: 2 as const }));
  fuzzer = await userWith(t, await t.login(), everything);
  token = fuzzer.token;
});
afterAll(() => t.close());

interface Doc {
  paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: any }>>;
}

function operations(doc: Doc): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/docs')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHOD_ORDER.includes(method)) continue;
      const body = op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      out.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body });
    }
  }
  // Reads first and deletes last, so that records the base requests remove are there for the others.
  return out.sort(
    (a, b) =>
      METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()) ||
      a.path.localeCompare(b.path),
  );
}

let last: FuzzRequest | undefined;
async function send(r: FuzzRequest) {
  const call = () =>
    t.as(token)({
      method: r.method as 'GET',
      url: r.url,
      ...(r.payload !== undefined
        ? { payload: JSON.stringify(r.payload), headers: { 'content-type': 'application/json' } }
        : {}),
    });
  let res = await call();
  // A request that signed the administrator out (sign-out, a session list) is not a failure: sign in again.
  if (res.statusCode === 401) {
    token = await t.login(fuzzer.email, fuzzer.password).catch((e) => {
      throw new Error(`${e.message}\n after ${JSON.stringify(last)}`);
    });
    res = await call();
  }
  last = r;
  return res;
}

describe('fuzzing every operation', () => {
  it('answers no malformed request with a 5xx', { timeout: 600_000 }, async () => {
    const docRes = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docRes.statusCode).toBe(200);
    const ops = operations(docRes.json() as Doc);
    expect(ops.length).toBeGreaterThan(400);

    const failures: string[] = [];
    let sent = 0;
    const check = async (op: Operation, r: FuzzRequest) => {
      const res = await send(r);
      sent++;
      if (res.statusCode >= 500) {
        const cause = errors.get(String(res.headers['x-request-id'])) ?? res.body.slice(0, 200);
        const body = r.payload === undefined ? '' : `\n    body ${JSON.stringify(r.payload).slice(0, 300)}`;
        failures.push(
          `${op.method} ${op.path} (${r.what}) -> ${res.statusCode}\n    ${r.method} ${r.url.slice(0, 300)}${body}\n    ${cause}`,
        );
      }
      if (process.env.FUZZ_BASE && (r.what === 'base request' || r.what === 'only the required fields'))
        console.log('BASE', res.statusCode, op.method, op.path, r.what, res.body.slice(0, 300));
      return res.statusCode;
    };
    for (const op of ops) {
      const base = baseOf(op);
      const url = urlOf(base);
      // Fields are broken on a body the route accepts (when it takes one of the two), so that they are reached.
      let body = base.full;
      const full = await check(op, { what: 'base request', method: op.method, url, payload: body });
      if (full === 400 && JSON.stringify(base.minimal) !== JSON.stringify(base.full)) {
        const minimal = await check(op, {
          what: 'only the required fields',
          method: op.method,
          url,
          payload: base.minimal,
        });
        if (minimal !== 400) body = base.minimal;
      }
      for (const r of brokenRequests(base, body, { seed: SEED, perPart: PER_PART })) await check(op, r);
    }
    console.log(`fuzz: ${ops.length} operations, ${sent} requests, seed ${SEED}, ${failures.length} 5xx`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('integers past their column range', () => {
  it('answers 400 naming the path, query or body field', async () => {
    const api = t.as(token);
    const fieldsOf = (res: { json(): { errors: { field: string }[] } }) =>
      res.json().errors.map((e) => e.field);
    const path = await api({ method: 'GET', url: '/v1/customers/2147483648' });
    expect(path.statusCode).toBe(400);
    expect(fieldsOf(path)).toEqual(['id']);
    const query = await api({ method: 'GET', url: '/v1/customers/search?statusId=2147483648' });
    expect(query.statusCode).toBe(400);
    expect(fieldsOf(query)).toEqual(['statusId']);
    const body = await api({
      method: 'POST',
      url: '/v1/customers',
      payload: {
        name: 'Range',
        accountNumber: 'RANGE-1',
        typeId: 2 ** 31,
        billingCustomerId: -(2 ** 31) - 1,
      },
    });
    expect(body.statusCode).toBe(400);
    expect([...new Set(fieldsOf(body))].sort()).toEqual(['billingCustomerId', 'typeId']);
    // Path parameters declared in a module's routes, not in the contracts.
    const second = await api({ method: 'POST', url: '/v1/invoices/1/voidpayment/2147483648' });
    expect(second.statusCode).toBe(400);
    expect(fieldsOf(second)).toEqual(['pid']);
    expect((await api({ method: 'GET', url: '/v1/customers/2147483647' })).statusCode).toBe(404);
  });
});

describe('empty updates', () => {
  it('answers 400 "Nothing to update" for a PATCH that names no field, and applies one that does', async () => {
    const api = t.as(token);
    // Nothing, only a key the schema drops, or a table without audit columns (drizzle's "No values to set").
    for (const [url, payload] of [
      ['/v1/customers/1', {}],
      ['/v1/customers/1', { notAField: 1 }],
      ['/v1/jobs/types/1/techStatuses/1', {}],
    ] as const) {
      const res = await api({ method: 'PATCH', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        message: Messages.nothingToUpdate,
        code: ErrorCodes.VALIDATION,
        errors: [{ field: 'body', message: Messages.nothingToUpdate }],
      });
    }
    const res = await api({ method: 'PATCH', url: '/v1/customers/1', payload: { notes: 'Still updates' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().notes).toBe('Still updates');
  });
});

describe('fields projections', () => {
  it('refuses a path deeper than any record, and leaves files unprojected', async () => {
    const api = t.as(token);
    const deep = await api({ method: 'GET', url: `/v1/customers/1?fields=${'a.'.repeat(7000)}a` });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual([{ field: 'fields', message: 'A field path has at most 10 names.' }]);
    const ten = await api({ method: 'GET', url: '/v1/customers/1?fields=id,a.b.c.d.e.f.g.h.i.j' });
    expect(ten.json()).toEqual({ id: 1 });
    const file = await api({ method: 'GET', url: '/v1/budget/1/export.xlsx?fields=id' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
