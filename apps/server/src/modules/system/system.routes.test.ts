import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { APP_VERSION } from '../../config';
import { rolePermissions } from '../identity';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await t.login();
});
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) => t.as(token)({ method: 'GET', url });

describe('base calls on /v1 and the second API', () => {
  it('answers ping without signing in', async () => {
    for (const url of ['/v1/ping', '/ping']) {
      const res = await get(url, null);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', time: expect.any(String) });
      expect(Number.isNaN(Date.parse(res.json().time))).toBe(false);
    }
  });

  it('reports the database, the queue and the version in system-status', async () => {
    for (const url of ['/v1/system-status', '/system-status']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ok',
        version: APP_VERSION,
        database: { reachable: true, kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
        queue: { running: true },
      });
      expect(res.json().database.latencyMs).toBeGreaterThanOrEqual(0);
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });

  it('reads a date-time in test-datetime and names a bad one', async () => {
    for (const prefix of ['/v1', '']) {
      const res = await get(
        `${prefix}/test-datetime?datetime=${encodeURIComponent('2024-03-10T09:30:00-07:00')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        received: '2024-03-10T09:30:00-07:00',
        parsed: '2024-03-10T16:30:00.000Z',
        epochMilliseconds: Date.UTC(2024, 2, 10, 16, 30),
        serverTimezone: 'UTC',
      });
      const bad = await get(`${prefix}/test-datetime?datetime=not-a-date`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { field: 'datetime', message: 'Not a date-time the server can read.' },
      ]);
      const missing = await get(`${prefix}/test-datetime`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['datetime']);
    }
  });

  it('describes the caller’s token in token-info', async () => {
    const me = (await get('/v1/users/current')).json();
    for (const url of ['/v1/token-info', '/token-info']) {
      const info = (await get(url)).json();
      expect(info).toMatchObject({
        kind: 'session',
        userId: me.id,
        email: me.email,
        displayName: 'Alex Morgan',
      });
      expect(info.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(info.expiresDate)).toBeGreaterThan(Date.now());
    }
  });
});

describe('sessions, time zones and caches', () => {
  it('shows a user their own session and hides other users’ sessions from non-administrators', async () => {
    const u = await userWith(t, admin, []);
    const mine = (await get('/v1/token-info', u.token)).json().sessionId;
    const own = await get(`/v1/session/${mine}`, u.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ sessionId: mine, userId: u.user.id, revokedDate: null });

    const adminSession = (await get('/v1/token-info')).json().sessionId;
    const other = await get(`/v1/session/${adminSession}`, u.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'The session was not found.', code: ErrorCodes.NOT_FOUND });
    // An administrator with Users access may look at anyone's session.
    expect((await get(`/v1/session/${mine}`)).json().userId).toBe(u.user.id);
    expect((await get('/v1/session/not-a-session')).statusCode).toBe(404);
  });

  it('lists time zones', async () => {
    const zones = (await get('/v1/util/timezones')).json();
    expect(zones).toContain('America/Denver');
    expect(zones.length).toBeGreaterThan(300);
  });

  it('clears the caches with Settings full access only', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Settings, accessLevel: 1 }]);
    const refused = await t.as(reader.token)({ method: 'DELETE', url: '/v1/cache/clear' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `${Messages.forbidden} It needs the "Settings" permission with full access.`,
    );

    // A permission granted behind the API's back is seen once the caches are cleared.
    expect((await get('/v1/users', reader.token)).statusCode).toBe(403);
    await t.database.db
      .insert(rolePermissions)
      .values({ roleId: reader.role.id, permissionId: Permission.Users, accessLevel: 1 });
    expect((await get('/v1/users', reader.token)).statusCode).toBe(403);
    const res = await t.as(admin)({ method: 'DELETE', url: '/v1/cache/clear' });
    expect(res.statusCode).toBe(204);
    expect((await get('/v1/users', reader.token)).statusCode).toBe(200);
  });
});

describe('cache lookups', () => {
  it('answers the offices, companies and employees lists', async () => {
    const offices = (await get('/v1/cache/offices')).json();
    expect(offices.map((o: { name: string }) => o.name)).toEqual(['Colorado Springs', 'Denver']);
    expect(offices[0]).toEqual({
      id: expect.any(Number),
      name: 'Colorado Springs',
      companyId: expect.any(Number),
    });
    const companies = (await get('/v1/cache/companies')).json();
    expect(companies).toEqual([{ id: expect.any(Number), name: 'Summit Mechanical & Electric' }]);
    const employees = (await get('/v1/cache/Employees')).json();
    // From the employees module (decision 018): keyed by the user, with the employee's id beside it.
    expect(employees).toContainEqual(
      expect.objectContaining({
        id: expect.any(Number),
        employeeId: expect.any(Number),
        name: 'Alex Morgan',
        email: 'admin@example.com',
      }),
    );
  });

  it('answers 404 UNKNOWN_LOOKUP for names without data', async () => {
    for (const name of ['nope', 'assetkinds']) {
      const res = await get(`/v1/cache/${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `There is no lookup named "${name}".`, code: 'UNKNOWN_LOOKUP' });
    }
  });
});

describe('API documents', () => {
  it('serves the OpenAPI document with the routes and their schemas', async () => {
    const res = await get('/docs/json', null);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.version).toBe(APP_VERSION);
    expect(doc.paths['/v1/roles'].post.requestBody).toBeDefined();
    expect(doc.paths['/v1/users/search'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'limit',
    );
  });
});
