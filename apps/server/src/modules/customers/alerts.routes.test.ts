import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  ALERT_END_BEFORE_START,
  type CustomerAlert,
} from '@fieldline/contracts/customers/customers.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { customerAlerts } from './customers.table';

let t: TestApp;
let admin: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const res = await api('POST', '/v1/customers', {
    name: unique('Alerts'),
    accountNumber: unique('AL'),
    createLocation: false,
  });
  customerId = res.json().id;
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}

describe('customer alerts', () => {
  it('creates, reads, lists, updates with versions and deletes an alert', async () => {
    const created = await api('POST', '/v1/customers/alerts', {
      customerId,
      message: ' Dog on site ',
      startDate: '2026-01-01',
    });
    expect(created.statusCode).toBe(201);
    const alert: CustomerAlert = created.json();
    expect(alert).toMatchObject({
      customerId,
      message: 'Dog on site',
      severity: 'info',
      startDate: '2026-01-01',
      endDate: null,
      isActive: true,
      version: 1,
    });
    expect((await api('GET', `/v1/customers/alerts/${alert.id}`)).json()).toEqual(alert);

    const critical = (
      await api('POST', '/v1/customers/alerts', { customerId, message: 'Past due', severity: 'critical' })
    ).json();
    const list = await api('GET', `/v1/customers/alerts?customerId=${customerId}`);
    expect(list.json().map((a: CustomerAlert) => a.id)).toEqual([critical.id, alert.id]);

    const patched = await api('PATCH', `/v1/customers/alerts/${alert.id}`, { isActive: false, version: 1 });
    expect(patched.json()).toMatchObject({ isActive: false, message: 'Dog on site', version: 2 });
    const stale = await api('PATCH', `/v1/customers/alerts/${alert.id}`, { message: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCodes.STALE_VERSION);

    const active = await api('GET', `/v1/customers/alerts?customerId=${customerId}&isActive=true`);
    expect(active.json().map((a: CustomerAlert) => a.id)).toEqual([critical.id]);
    const inactive = await api('GET', `/v1/customers/alerts?customerId=${customerId}&isActive=false`);
    expect(inactive.json().map((a: CustomerAlert) => a.id)).toEqual([alert.id]);

    const removed = await api('DELETE', `/v1/customers/alerts/${alert.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await api('GET', `/v1/customers/alerts/${alert.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/customers/alerts/${alert.id}`)).statusCode).toBe(404);

    const log = (await api('GET', `/v1/audit-log/search?entity=customerAlert&entityId=${alert.id}`)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it('refuses bad input naming the fields, saving nothing', async () => {
    const before = await countRows(t, customerAlerts);
    const bad = await api('POST', '/v1/customers/alerts', {
      customerId: 0,
      message: '',
      severity: 'loud',
      startDate: '2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['customerId', 'message', 'severity', 'startDate']);
    const unknown = await api('POST', '/v1/customers/alerts', { customerId: 987654, message: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'customerId', message: 'Unknown customer.' }]);
    const reversed = await api('POST', '/v1/customers/alerts', {
      customerId,
      message: 'x',
      startDate: '2026-02-01',
      endDate: '2026-01-31',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: 'endDate', message: ALERT_END_BEFORE_START }]);
    expect(await countRows(t, customerAlerts)).toBe(before);

    const alert = (
      await api('POST', '/v1/customers/alerts', { customerId, message: 'x', startDate: '2026-02-01' })
    ).json();
    const badPatch = await api('PATCH', `/v1/customers/alerts/${alert.id}`, { endDate: '2026-01-01' });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json().errors[0].field).toBe('endDate');
    expect((await api('GET', `/v1/customers/alerts/${alert.id}`)).json().version).toBe(1);
  });

  it('answers 404 for unknown alerts and customers', async () => {
    expect((await api('GET', '/v1/customers/alerts/987654')).statusCode).toBe(404);
    expect((await api('PATCH', '/v1/customers/alerts/987654', { message: 'x' })).statusCode).toBe(404);
    expect((await api('GET', '/v1/customers/alerts?customerId=987654')).statusCode).toBe(404);
  });

  it('needs read access to read and full access to write', async () => {
    const alert = (await api('POST', '/v1/customers/alerts', { customerId, message: 'Perm' })).json();
    const nobody = await userWith(t, admin, []);
    const reader = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 1 }]);
    expect((await api('GET', `/v1/customers/alerts/${alert.id}`, undefined, nobody.token)).statusCode).toBe(
      403,
    );
    expect(
      (await api('GET', `/v1/customers/alerts?customerId=${customerId}`, undefined, nobody.token)).statusCode,
    ).toBe(403);
    expect((await api('GET', `/v1/customers/alerts/${alert.id}`, undefined, reader.token)).statusCode).toBe(
      200,
    );
    const before = await countRows(t, customerAlerts);
    expect(
      (await api('POST', '/v1/customers/alerts', { customerId, message: 'r' }, reader.token)).statusCode,
    ).toBe(403);
    expect(
      (await api('PATCH', `/v1/customers/alerts/${alert.id}`, { message: 'r' }, reader.token)).statusCode,
    ).toBe(403);
    expect(
      (await api('DELETE', `/v1/customers/alerts/${alert.id}`, undefined, reader.token)).statusCode,
    ).toBe(403);
    expect(await countRows(t, customerAlerts)).toBe(before);
    expect((await api('GET', `/v1/customers/alerts/${alert.id}`)).json().message).toBe('Perm');
  });
});
