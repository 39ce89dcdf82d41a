import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { roles } from '../../modules/identity';
import { auditLog, idempotencyKeys } from '../db/platform.table';
import { ruleViolation } from '../errors';
import { route } from './route';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) =>
      // Writes a row, then a rule refuses the request: both the row and the key must roll back.
      route(app, {
        method: 'POST',
        url: '/v1/test/write-then-refuse',
        access: 'signedIn',
        handler: async ({ db }) => {
          await db.insert(roles).values({ name: 'Rolled back' });
          throw ruleViolation('Refused by a rule.');
        },
      }),
  });
  admin = await t.login();
});
afterAll(() => t.close());

const post = (token: string, key: string, payload: object, url = '/v1/roles') =>
  t.as(token)({ method: 'POST', url, payload, headers: { 'idempotency-key': key } });

const counts = async () => ({
  roles: await countRows(t, roles),
  audit: await countRows(t, auditLog),
  keys: await countRows(t, idempotencyKeys),
});

describe('Idempotency-Key on POST', () => {
  it('replays the stored first response and writes nothing the second time', async () => {
    const start = await counts();
    const first = await post(admin, 'key-replay', { name: 'Once only' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const afterFirst = await counts();
    expect(afterFirst).toEqual({ roles: start.roles + 1, audit: start.audit + 1, keys: start.keys + 1 });

    const second = await post(admin, 'key-replay', { name: 'Once only' });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await counts()).toEqual(afterFirst);
  });

  it('refuses the same key with a different body (422) and writes nothing', async () => {
    await post(admin, 'key-reused', { name: 'First body' });
    const before = await counts();
    const res = await post(admin, 'key-reused', { name: 'Second body' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: Messages.idempotencyReused, code: ErrorCodes.IDEMPOTENCY_REUSED });
    expect(await counts()).toEqual(before);
    const names = (await t.as(admin)({ method: 'GET', url: '/v1/roles' }))
      .json()
      .map((r: { name: string }) => r.name);
    expect(names).toContain('First body');
    expect(names).not.toContain('Second body');
  });

  it('keeps keys per user: another user may use the same key independently', async () => {
    const other = await userWith(t, admin, [{ id: Permission.Roles, accessLevel: 2 }]);
    const mine = await post(admin, 'shared-key', { name: 'Admin role via shared key' });
    const theirs = await post(other.token, 'shared-key', { name: 'Other role via shared key' });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().name).toBe('Other role via shared key');
    expect(theirs.json().createdBy).toBe(other.user.id);
  });

  it('stores nothing for a refused request, so a corrected retry with the same key works', async () => {
    const before = await counts();
    // Refused by validation (400) and by the service (400, name already taken).
    const invalid = await post(admin, 'key-retry', { name: '' });
    expect(invalid.statusCode).toBe(400);
    const taken = await post(admin, 'key-retry', { name: 'Administrator' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      { field: 'name', message: 'A role with this name already exists.' },
    ]);
    expect(await counts()).toEqual(before);

    const corrected = await post(admin, 'key-retry', { name: 'Corrected name' });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(t, roles)).toBe(before.roles + 1);
  });

  it('rolls back the write and the key when a rule refuses the request (422)', async () => {
    const before = await counts();
    for (let i = 0; i < 2; i++) {
      const res = await post(admin, 'key-refused', {}, '/v1/test/write-then-refuse');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Refused by a rule.', code: ErrorCodes.RULE });
    }
    expect(await counts()).toEqual(before);
  });

  it('ignores the header on requests without it: each plain POST writes', async () => {
    const before = await countRows(t, roles);
    await t.as(admin)({ method: 'POST', url: '/v1/roles', payload: { name: 'Plain one' } });
    await t.as(admin)({ method: 'POST', url: '/v1/roles', payload: { name: 'Plain two' } });
    expect(await countRows(t, roles)).toBe(before + 2);
  });
});
