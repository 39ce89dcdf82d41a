import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { findPermission } from '@fieldline/contracts/common/permissions';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Access } from './route';

/**
 * The required sweep over every registered route: each declares its access; non-public routes refuse
 * anonymous callers (401) and permission routes refuse a signed-in user without the permission (403),
 * before any validation of params or body.
 */
interface Found {
  method: HTTPMethods;
  url: string;
  access?: Access;
}

const found: Found[] = [];
let t: TestApp;
let admin: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (r: RouteOptions) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const method of methods)
        found.push({ method, url: r.url, access: (r.config as { access?: Access })?.access });
    },
  });
  admin = await t.login();
  nobody = (await userWith(t, admin, [])).token;
});
afterAll(() => t.close());

// The docs UI and its assets (and the web app's static files when built) are the only routes without access.
const exempt = (r: Found) => /^\/docs(\/|$)/.test(r.url) || r.url === '/*';
const routes = () => found.filter((r) => !exempt(r));
const label = (r: Found) => `${r.method} ${r.url}`;

function call(r: Found, token: string | null) {
  const url = r.url.replace(/:(\w+)/g, (_, name: string) =>
    r.url.startsWith('/v1/api-tokens') || name === 'uid'
      ? '00000000-0000-4000-8000-000000000000'
      : name === 'name'
        ? 'offices'
        : '1',
  );
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(r.method);
  return t.as(token)({ method: r.method, url, ...(write ? { payload: {} } : {}) });
}

describe('permission sweep', () => {
  it('finds the routes of every module', () => {
    const urls = routes().map(label);
    expect(urls.length).toBeGreaterThan(40);
    for (const expected of [
      'GET /v1/users',
      'PATCH /v1/roles/:id',
      'GET /v1/companies',
      'GET /v1/audit-log/search',
    ])
      expect(urls).toContain(expected);
    expect(found.some(exempt)).toBe(true);
  });

  it('fails when a route declares no access', () => {
    expect(
      routes()
        .filter((r) => !r.access)
        .map(label),
    ).toEqual([]);
  });

  it('declares only catalogue permissions at level read or full', () => {
    const bad = routes().filter((r) => {
      const a = r.access;
      if (a === 'public' || a === 'signedIn') return false;
      return !a || !findPermission(a.permission) || (a.level !== 1 && a.level !== 2);
    });
    expect(bad.map(label)).toEqual([]);
  });

  it('leaves only sign-in, ping, the notification preferences link, the pay page, the bank feed webhook and the test gateway public', () => {
    const open = routes().filter((r) => r.access === 'public' && r.method !== 'HEAD');
    expect(open.map(label).sort()).toEqual([
      'GET /ping',
      'GET /v1/notifications/external/:uid',
      'GET /v1/ping',
      'GET /v1/public/pay/:token',
      'POST /test-gateway/tokens',
      'POST /v1/auth/login',
      'POST /v1/notifications/external/:uid/subscribe/:nid',
      'POST /v1/notifications/external/:uid/unsubscribe/:nid',
      'POST /v1/plaid/webhook',
    ]);
  });

  it('answers 401 to an anonymous call of every non-public route', async () => {
    const wrong: string[] = [];
    for (const r of routes().filter((x) => x.access !== 'public')) {
      const res = await call(r, null);
      const ok =
        res.statusCode === 401 && (r.method === 'HEAD' || res.json().code === ErrorCodes.UNAUTHENTICATED);
      if (!ok) wrong.push(`${label(r)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 naming the permission to a signed-in user without it', async () => {
    const wrong: string[] = [];
    const guarded = routes().filter((r) => typeof r.access === 'object');
    expect(guarded.length).toBeGreaterThan(20);
    for (const r of guarded) {
      const access = r.access as Exclude<Access, string>;
      const res = await call(r, nobody);
      const name = findPermission(access.permission)?.name;
      const message = `${Messages.forbidden} It needs the "${name}" permission with ${access.level === 2 ? 'full' : 'read'} access.`;
      const ok = res.statusCode === 403 && (r.method === 'HEAD' || res.json().message === message);
      if (!ok) wrong.push(`${label(r)} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 naming the second permission to a user with only the first (also)', async () => {
    const wrong: string[] = [];
    const both = routes().filter((r) => typeof r.access === 'object' && r.access.also);
    expect(both.map(label)).toContain('GET /v1/customers/customerbalsumm');
    const users = new Map<string, string>();
    for (const r of both) {
      const access = r.access as Exclude<Access, string>;
      const also = access.also!;
      const key = `${access.permission}:${access.level}`;
      if (!users.has(key))
        users.set(
          key,
          (await userWith(t, admin, [{ id: access.permission, accessLevel: access.level }])).token,
        );
      const res = await call(r, users.get(key)!);
      const name = findPermission(also.permission)?.name;
      const message = `${Messages.forbidden} It needs the "${name}" permission with ${also.level === 2 ? 'full' : 'read'} access.`;
      const ok = res.statusCode === 403 && (r.method === 'HEAD' || res.json().message === message);
      if (!ok) wrong.push(`${label(r)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a user with only the own-records permission past the gate to the record check (own)', async () => {
    const wrong: string[] = [];
    // HEAD answers carry no body to read the refusal from; its GET is swept.
    const own = routes().filter((r) => r.method !== 'HEAD' && typeof r.access === 'object' && r.access.own);
    expect(own.map(label)).toContain('POST /v1/jobs/:id/timesheets');
    const users = new Map<number, string>();
    for (const r of own) {
      const o = (r.access as Exclude<Access, string>).own!;
      if (!users.has(o.permission))
        users.set(
          o.permission,
          (await userWith(t, admin, [{ id: o.permission, accessLevel: o.level }])).token,
        );
      // Past the gate: bad input (400), no such record (404) or the record check's own refusal.
      const res = await call(r, users.get(o.permission)!);
      const gate = res.statusCode === 403 && /permission with/.test(res.json().message);
      if (![400, 403, 404].includes(res.statusCode) || gate)
        wrong.push(`${label(r)} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets any signed-in user read the routes that only need a sign-in', async () => {
    const wrong: string[] = [];
    for (const r of routes().filter((x) => x.access === 'signedIn' && x.method === 'GET')) {
      const res = await call(r, nobody);
      if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${label(r)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
