import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, DEMO_EMAIL, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { users } from '../../modules/identity';
import { idempotencyKeys } from '../db/platform.table';
import { loggableError } from '../errors';
import {
  bodyLimitFor,
  EMPTY_BODY_LIMIT,
  LIST_BODY_LIMIT,
  PUBLIC_BODY_LIMIT,
  RECORD_BODY_LIMIT,
} from './body-limit';
import { route } from './route';
import { PLAID_LINK_SCRIPT } from './security-headers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    loginRateLimit: 3,
    env: { TRUST_PROXY: '10.9.8.7' },
    beforeReady: (app) =>
      route(app, {
        method: 'POST',
        url: '/v1/test/record-body',
        access: 'signedIn',
        body: z.object({ name: z.string() }),
        handler: async ({ body }) => ({ length: body.name.length }),
      }),
  });
  admin = await t.login();
});
afterAll(() => t.close());

const json = (payload: string) => ({ 'content-type': 'application/json', 'content-length': payload.length });

describe('body limits', () => {
  it('sizes the limit from what the route takes', () => {
    expect(bodyLimitFor('public', z.object({ email: z.string() }))).toBe(PUBLIC_BODY_LIMIT);
    expect(bodyLimitFor('signedIn', undefined)).toBe(EMPTY_BODY_LIMIT);
    expect(bodyLimitFor('signedIn', z.object({ name: z.string().optional() }))).toBe(RECORD_BODY_LIMIT);
    const lines = z.object({ memo: z.string(), lines: z.array(z.object({ a: z.number() })).optional() });
    expect(bodyLimitFor('signedIn', lines)).toBe(LIST_BODY_LIMIT);
    const signature = z.object({ name: z.string(), image: z.string().max(700_000).nullish() });
    expect(bodyLimitFor('signedIn', signature)).toBe(700_000 + RECORD_BODY_LIMIT);
  });

  it('refuses a large sign-in body with 413 before reading it', async () => {
    const payload = JSON.stringify({ email: DEMO_EMAIL, password: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload,
      remoteAddress: '10.1.1.1',
      headers: json(payload),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses a record body past its limit and takes a list body of the same size', async () => {
    const name = 'n'.repeat(RECORD_BODY_LIMIT);
    const tooBig = await t.as(admin)({ method: 'POST', url: '/v1/test/record-body', payload: { name } });
    expect(tooBig.statusCode).toBe(413);
    const ok = await t.as(admin)({ method: 'POST', url: '/v1/test/record-body', payload: { name: 'short' } });
    expect(ok.json()).toEqual({ length: 5 });
    // Roles carry a permission list: the same size is read, then refused field by field.
    const role = await t.as(admin)({
      method: 'POST',
      url: '/v1/roles',
      payload: { name: 'Big', description: name },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().errors[0].field).toBe('description');
  });
});

describe('text PostgreSQL cannot keep', () => {
  it('answers 400 naming the field for a NUL in a query, a body or a nested body field', async () => {
    const query = await t.as(admin)({ method: 'GET', url: '/v1/customers/search?query=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([
      { field: 'query', message: 'Text cannot contain the NUL character.' },
    ]);
    const body = await t.as(admin)({
      method: 'POST',
      url: '/v1/test/record-body',
      payload: { name: 'a\u0000b' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors[0].field).toBe('name');
    const nested = await t.as(admin)({
      method: 'POST',
      url: '/v1/roles',
      payload: { name: 'Nul role', permissions: [{ id: 1, level: 1, note: 'x\u0000' }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors[0].field).toBe('permissions[0].note');
  });

  it('answers 400 for a lone surrogate, which JSON columns (the audit trail) cannot keep', async () => {
    const res = await t.as(admin)({
      method: 'POST',
      url: '/v1/test/record-body',
      payload: { name: 'half \ud800 a pair' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'Text must be valid Unicode.' }]);
    const pair = await t.as(admin)({ method: 'POST', url: '/v1/test/record-body', payload: { name: '😀' } });
    expect(pair.statusCode).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  it('counts per address before the body is parsed (malformed bodies still count)', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: '{not json',
        remoteAddress: '10.2.2.2',
        headers: { 'content-type': 'application/json' },
      });
    // The per-address limit is five times LOGIN_RATE_LIMIT (3 here).
    for (let i = 0; i < 15; i++) expect((await send()).statusCode).toBe(400);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(Messages.rateLimited);
  });

  it('counts per address and e-mail once the body is read', async () => {
    const send = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: 'wrong-password-123' },
        remoteAddress: '10.3.3.3',
      });
    for (let i = 0; i < 3; i++) expect((await send('someone@example.com')).statusCode).toBe(401);
    expect((await send('someone@example.com')).statusCode).toBe(429);
    expect((await send('other@example.com')).statusCode).toBe(401);
  });
});

describe('secrets stay out of the idempotency store', () => {
  it('keeps an API token answer without the token and replays "already done"', async () => {
    const [dana] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'dana.whitfield@example.com'));
    const create = () =>
      t.as(admin)({
        method: 'POST',
        url: '/v1/api-tokens',
        payload: { name: 'Nightly export', userId: dana.id },
        headers: { 'idempotency-key': 'token-once' },
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const { token } = first.json();
    expect(token).toEqual(expect.any(String));
    const stored = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'token-once'));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored[0])).not.toContain(token);
    const again = await create();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: Messages.alreadyDoneSecret, code: ErrorCodes.ALREADY_DONE });
    expect(again.body).not.toContain(token);
  });

  it('stores no session token when sign-in is sent with an Idempotency-Key', async () => {
    const res = await t.as(admin)({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      headers: { 'idempotency-key': 'login-once' },
      remoteAddress: '10.4.4.4',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'login-once'));
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(res.json().token);
  });

  it('forgets a key after 24 hours: the same key then does the work again', async () => {
    const post = () =>
      t.as(admin)({
        method: 'POST',
        url: '/v1/roles',
        payload: { name: 'Expiring key role' },
        headers: { 'idempotency-key': 'old-key' },
      });
    const first = await post();
    expect(first.statusCode).toBe(201);
    expect((await post()).headers['idempotent-replayed']).toBe('true');
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdDate: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'old-key'));
    const later = await post();
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    // The role name is taken now: the request really ran again.
    expect(later.statusCode).toBe(400);
    expect(later.json().errors[0].message).toBe('A role with this name already exists.');
  });
});

describe('database errors in logs', () => {
  it('leaves the statement parameters out', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$never-in-a-log';
    const err = await t.database.db
      .insert(users)
      .values({ email: DEMO_EMAIL, firstName: 'A', lastName: 'B', passwordHash: secret } as never)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).not.toBeNull();
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err))).toContain(secret);
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('23505');
  });
});

describe('session cookie and proxies', () => {
  const login = (remoteAddress: string, proto?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      remoteAddress,
      headers: proto ? { 'x-forwarded-proto': proto } : {},
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']);

  it('marks the cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    const res = await login('10.9.8.7', 'https');
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toMatch(/; Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('ignores X-Forwarded-Proto from anyone else', async () => {
    const res = await login('10.5.5.5', 'https');
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).not.toMatch(/Secure/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends CSP, frame-ancestors none, nosniff and a referrer policy on API and docs answers', async () => {
    for (const url of ['/v1/ping', '/docs/static/index.html', '/v1/customers/1']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      // Plaid Link (bank feeds) may load its one script and its frame, nothing else of Plaid's CDN.
      expect(csp, url).toContain(`script-src 'self' https://js.stripe.com ${PLAID_LINK_SCRIPT};`);
      expect(csp, url).toMatch(/frame-src [^;]*https:\/\/cdn\.plaid\.com/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
