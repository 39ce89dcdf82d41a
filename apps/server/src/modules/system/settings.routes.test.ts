import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import { SETTINGS_DEFAULTS } from '@fieldline/contracts/system/system.contract';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { settings } from './system.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const patch = (payload: object, token = admin) =>
  t.as(token)({ method: 'PATCH', url: '/v1/settings', payload });
const read = async (token = admin) => (await t.as(token)({ method: 'GET', url: '/v1/settings' })).json();
const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field).sort();

// The demo data stores the company's name as the display name (and switches its demo bank statements on,
// an internal key outside the organization settings); every other setting has its default.
const COMPANY = 'Summit Mechanical & Electric';
const initial = { ...SETTINGS_DEFAULTS, CompanyDisplayName: COMPANY };

describe('organization settings', () => {
  it('answers every setting, with the defaults where none is stored, to any signed-in user', async () => {
    expect(SETTINGS_DEFAULTS).toMatchObject({ UsesDiscounts: false, UseSingleBinInventory: false });
    const nobody = await userWith(t, admin, []);
    expect(await read(nobody.token)).toEqual(initial);
    expect(await countRows(t, settings, ne(settings.key, 'DemoStatements'))).toBe(1);
  });

  it('changes only the keys sent and records the difference in the audit log', async () => {
    const res = await patch({ UsesDiscounts: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...initial, UsesDiscounts: true });
    expect(await countRows(t, settings, ne(settings.key, 'DemoStatements'))).toBe(2);

    const second = await patch({ UseSingleBinInventory: true, CompanyDisplayName: '  Summit  ' });
    expect(second.json()).toEqual({
      ...initial,
      UsesDiscounts: true,
      UseSingleBinInventory: true,
      CompanyDisplayName: 'Summit',
    });
    expect(await read()).toEqual(second.json());

    const log = (await t.as(admin)({ method: 'GET', url: '/v1/audit-log/search?entity=settings' })).json();
    expect(log.count_filtered).toBe(2);
    expect(log.data[0]).toMatchObject({
      entityId: 'organization',
      action: 'update',
      userDisplayName: 'Alex Morgan',
    });
    expect(log.data[0].changes).toEqual({
      UseSingleBinInventory: { from: false, to: true },
      CompanyDisplayName: { from: COMPANY, to: 'Summit' },
    });
    expect(log.data[1].changes).toEqual({ UsesDiscounts: { from: false, to: true } });
  });

  it('refuses unknown keys and wrong types, naming each, and changes nothing', async () => {
    const before = await read();
    const unknown = await patch({ NotASetting: 1, UsesDiscounts: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: Messages.validation,
      code: ErrorCodes.VALIDATION,
      errors: [{ field: 'NotASetting', message: 'Unknown field "NotASetting".' }],
    });
    const wrongType = await patch({
      UsesDiscounts: 'yes',
      SessionTimeoutHours: 0,
      DefaultCurrencyCode: 'US',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(fieldsOf(wrongType.json())).toEqual([
      'DefaultCurrencyCode',
      'SessionTimeoutHours',
      'UsesDiscounts',
    ]);
    expect(await read()).toEqual(before);
  });

  it('needs Settings full access to change', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Settings, accessLevel: 1 }]);
    const res = await patch({ UsesDiscounts: false }, reader.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      `${Messages.forbidden} It needs the "Settings" permission with full access.`,
    );
    expect((await read()).UsesDiscounts).toBe(true);
  });

  it('uses the session length setting for new sign-ins', async () => {
    expect((await patch({ SessionTimeoutHours: 2 })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'admin@example.com', password: 'fieldline-demo' },
    });
    expect(res.cookies.find((c) => c.name === 'fl_session')?.maxAge).toBe(7200);
  });
});
