import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import type {
  ExemptionCode,
  PayrollCategory,
  PayrollCode,
  PrevailingWageCode,
} from '@fieldline/contracts/reference-codes/reference-codes.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  payrollCategories,
  payrollCodes,
  prevailingWageCodes,
  taxExemptionCodes,
} from './reference-codes.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function api(method: Method, url: string, payload?: unknown, token: string | null = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fieldsOf = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();
const auditActions = async (entity: string, id: number) =>
  (await api('GET', `/v1/audit-log/search?entity=${entity}&entityId=${id}`))
    .json()
    .data.map((e: { action: string }) => e.action);

const PAY = '/v1/employees/payrollcodes';

describe('payroll codes', () => {
  it('creates, reads, searches, updates with versions and deletes, auditing each change', async () => {
    const created = await api('POST', PAY, { payCode: ' PW ', payCodeDescription: 'Prevailing wage time' });
    expect(created.statusCode).toBe(201);
    const code: PayrollCode = created.json();
    expect(code).toMatchObject({
      payCode: 'PW',
      payCodeDescription: 'Prevailing wage time',
      sort: 0,
      isActive: true,
      version: 1,
    });
    expect((await api('GET', `${PAY}/${code.id}`)).json()).toEqual(code);

    const found = (await api('GET', `${PAY}/search?query=prevailing`)).json();
    expect(found).toEqual({ data: [code], count_filtered: 1 });
    expect((await api('GET', `${PAY}/search/count?query=prevailing`)).json()).toEqual({ count: 1 });

    const patched = await api('PATCH', `${PAY}/${code.id}`, { isActive: false, sort: 40, version: 1 });
    expect(patched.json()).toMatchObject({ isActive: false, sort: 40, payCode: 'PW', version: 2 });
    const stale = await api('PATCH', `${PAY}/${code.id}`, { payCode: 'X', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCodes.STALE_VERSION);

    const inactive = (await api('GET', `${PAY}/search?isActive=false`)).json();
    expect(inactive.data.map((c: PayrollCode) => c.payCode)).toContain('PW');
    const active = (await api('GET', `${PAY}?isActive=true&limit=1000`)).json();
    expect(active.data.map((c: PayrollCode) => c.payCode)).not.toContain('PW');

    expect((await api('DELETE', `${PAY}/${code.id}`)).statusCode).toBe(204);
    expect((await api('GET', `${PAY}/${code.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `${PAY}/${code.id}`)).statusCode).toBe(404);
    expect(await auditActions('payrollCode', code.id)).toEqual(['delete', 'update', 'create']);
  });

  it('lists in the spec order: by sort, then code, then description, with paging', async () => {
    for (const payCode of ['zz-b', 'ZZ-a', 'zz-c']) {
      await api('POST', PAY, { payCode, payCodeDescription: 'ordering', sort: 500 });
    }
    await api('POST', PAY, { payCode: 'zz-0', payCodeDescription: 'ordering', sort: 501 });
    const all = (await api('GET', `${PAY}/search?query=ordering`)).json();
    expect(all.data.map((c: PayrollCode) => c.payCode)).toEqual(['ZZ-a', 'zz-b', 'zz-c', 'zz-0']);
    const page = (await api('GET', `${PAY}/search?query=ordering&offset=1&limit=2`)).json();
    expect(page.data.map((c: PayrollCode) => c.payCode)).toEqual(['zz-b', 'zz-c']);
    expect(page.count_filtered).toBe(4);
    // LIKE wildcards in the query are plain text.
    expect((await api('GET', `${PAY}/search?query=%25`)).json().count_filtered).toBe(0);
  });

  it('refuses bad input naming every field, saving nothing', async () => {
    const before = await countRows(t, payrollCodes);
    const bad = await api('POST', PAY, { payCode: '  ', payCodeDescription: 5, sort: -1, isActive: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(ErrorCodes.VALIDATION);
    expect(fieldsOf(bad)).toEqual(['isActive', 'payCode', 'payCodeDescription', 'sort']);
    const fraction = await api('POST', PAY, { payCode: 'OK', sort: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(fraction.json().errors).toEqual([{ field: 'sort', message: 'Sort must be a whole number' }]);
    const long = await api('POST', PAY, { payCode: 'x'.repeat(51) });
    expect(fieldsOf(long)).toEqual(['payCode']);
    expect(await countRows(t, payrollCodes)).toBe(before);
    const badQuery = await api('GET', `${PAY}/search?limit=0&offset=-1&isActive=maybe`);
    expect(fieldsOf(badQuery)).toEqual(['isActive', 'limit', 'offset']);
    expect((await api('GET', `${PAY}/abc`)).statusCode).toBe(400);
    expect((await api('PATCH', `${PAY}/987654`, { payCode: 'Q' })).statusCode).toBe(404);
  });

  it('answers 409 naming the field for a code already used, whatever its case', async () => {
    const before = await countRows(t, payrollCodes);
    const dup = await api('POST', PAY, { payCode: 'reg' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      code: ErrorCodes.DUPLICATE,
      message: 'A payroll code with the pay code "reg" already exists.',
      errors: [{ field: 'payCode', message: 'This pay code is already used.' }],
    });
    expect(await countRows(t, payrollCodes)).toBe(before);
    const other = (await api('POST', PAY, { payCode: 'DUP-1' })).json();
    const clash = await api('PATCH', `${PAY}/${other.id}`, { payCode: 'Ot' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ field: 'payCode', message: 'This pay code is already used.' }]);
    // Its own code in another case is not a clash.
    expect((await api('PATCH', `${PAY}/${other.id}`, { payCode: 'dup-1' })).statusCode).toBe(200);
  });
});

describe('batch save', () => {
  const BATCH = `${PAY}/batch`;

  async function three(prefix: string) {
    const rows: PayrollCode[] = [];
    for (const [i, s] of ['A', 'B', 'C'].entries()) {
      rows.push(
        (await api('POST', PAY, { payCode: `${prefix}-${s}`, payCodeDescription: prefix, sort: i })).json(),
      );
    }
    return rows;
  }

  it('applies new, update and delete rows together and answers them in request order', async () => {
    const [a, b, c] = await three('BT');
    const res = await api('POST', BATCH, [
      { action: 'update', id: c.id, version: c.version, sort: 0 },
      { action: 'new', id: 0, payCode: 'BT-D', payCodeDescription: 'BT', sort: 1 },
      { action: 'update', id: a.id, version: a.version, sort: 2, payCodeDescription: 'BT first' },
      { action: 'delete', id: b.id, version: b.version },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.deleted).toEqual([b.id]);
    expect(body.saved.map((r: PayrollCode) => [r.payCode, r.sort])).toEqual([
      ['BT-C', 0],
      ['BT-D', 1],
      ['BT-A', 2],
    ]);
    const list = (await api('GET', `${PAY}/search?query=BT-`)).json();
    expect(list.data.map((r: PayrollCode) => r.payCode)).toEqual(['BT-C', 'BT-D', 'BT-A']);
    expect(await auditActions('payrollCode', b.id)).toEqual(['delete', 'create']);
    expect(await auditActions('payrollCode', a.id)).toEqual(['update', 'create']);
  });

  it('lets rows swap codes within one save', async () => {
    const [a, b] = await three('SW');
    const res = await api('POST', BATCH, [
      { action: 'update', id: a.id, payCode: 'SW-B' },
      { action: 'update', id: b.id, payCode: 'sw-a' },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await api('GET', `${PAY}/${a.id}`)).json().payCode).toBe('SW-B');
    expect((await api('GET', `${PAY}/${b.id}`)).json().payCode).toBe('sw-a');
    // A deleted row's code may be reused by a new row of the same save.
    const reuse = await api('POST', BATCH, [
      { action: 'delete', id: a.id },
      { action: 'new', payCode: 'sw-b' },
    ]);
    expect(reuse.statusCode).toBe(200);
  });

  it('is all or nothing: one bad row saves none of them', async () => {
    const [a, b] = await three('AN');
    const total = await countRows(t, payrollCodes);
    const snapshot = (await api('GET', `${PAY}/search?query=AN-`)).json();
    const attempts: [unknown[], number, string?][] = [
      // a duplicate of a stored code
      [
        [
          { action: 'update', id: a.id, sort: 9 },
          { action: 'new', payCode: 'REG' },
        ],
        409,
        '[1].payCode',
      ],
      // a duplicate within the save
      [
        [
          { action: 'new', payCode: 'AN-X' },
          { action: 'new', payCode: 'an-x' },
        ],
        409,
        '[1].payCode',
      ],
      // a stale version after other rows were already written
      [
        [
          { action: 'delete', id: b.id },
          { action: 'new', payCode: 'AN-Y' },
          { action: 'update', id: a.id, version: 99, sort: 5 },
        ],
        409,
      ],
      [[{ action: 'delete', id: b.id, version: 99 }], 409],
      // an unknown id
      [
        [
          { action: 'new', payCode: 'AN-Z' },
          { action: 'update', id: 987654, sort: 1 },
        ],
        404,
      ],
      // the same row twice
      [
        [
          { action: 'update', id: a.id, sort: 1 },
          { action: 'delete', id: a.id },
        ],
        400,
        '[1].id',
      ],
    ];
    for (const [rows, status, field] of attempts) {
      const res = await api('POST', BATCH, rows);
      expect(res.statusCode, JSON.stringify(rows)).toBe(status);
      if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await countRows(t, payrollCodes)).toBe(total);
    expect((await api('GET', `${PAY}/search?query=AN-`)).json()).toEqual(snapshot);
  });

  it('refuses bad rows naming each field by its index, saving nothing', async () => {
    const total = await countRows(t, payrollCodes);
    const bad = await api('POST', BATCH, [
      { action: 'new', payCode: '' },
      { action: 'update', id: 0 },
      { action: 'rename', id: 3 },
      { action: 'new', payCode: 'OK', sort: -3 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['[0].payCode', '[1].id', '[2].action', '[3].sort']);
    expect(fieldsOf(await api('POST', BATCH, []))).toEqual(['body']);
    expect(fieldsOf(await api('POST', BATCH, { action: 'new' }))).toEqual(['body']);
    expect(await countRows(t, payrollCodes)).toBe(total);
  });
});

describe('payroll categories', () => {
  const CAT = '/v1/employees/payrollcategories';
  it('creates, filters by isActive, updates, refuses duplicates and deletes', async () => {
    const cat: PayrollCategory = (
      await api('POST', CAT, {
        category: 'Per trip',
        categoryDescription: 'Trip pay',
        sort: 7,
        isActive: false,
      })
    ).json();
    expect(cat).toMatchObject({
      category: 'Per trip',
      categoryDescription: 'Trip pay',
      sort: 7,
      isActive: false,
    });
    const inactive = (await api('GET', `${CAT}/search?isActive=false`)).json();
    expect(inactive.data.map((c: PayrollCategory) => c.category)).toEqual(['Per diem', 'Per trip']);
    const seeded = (await api('GET', `${CAT}?isActive=true`)).json();
    expect(seeded.data.map((c: PayrollCategory) => c.category)).toEqual([
      'Earnings',
      'Overtime',
      'Leave',
      'Supplemental',
      'Reimbursement',
    ]);
    const dup = await api('POST', CAT, { category: 'EARNINGS' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: 'category', message: 'This category is already used.' }]);
    expect(fieldsOf(await api('POST', CAT, { categoryDescription: 'no category' }))).toEqual(['category']);
    const upd = await api('PATCH', `${CAT}/${cat.id}`, { categoryDescription: 'Trip rate', version: 1 });
    expect(upd.json()).toMatchObject({ categoryDescription: 'Trip rate', version: 2 });
    expect((await api('DELETE', `${CAT}/${cat.id}`)).statusCode).toBe(204);
    expect(await auditActions('payrollCategory', cat.id)).toEqual(['delete', 'update', 'create']);
    const before = await countRows(t, payrollCategories);
    const batch = await api('POST', `${CAT}/batch`, [{ action: 'new', category: 'Tips' }]);
    expect(batch.json().saved[0]).toMatchObject({
      category: 'Tips',
      categoryDescription: '',
      isActive: true,
    });
    expect(await countRows(t, payrollCategories)).toBe(before + 1);
  });
});

describe('prevailing wage codes', () => {
  const PWC = '/v1/prevailingWage/codes';
  it('keeps the rate as a 4-place decimal string, rounded half to even', async () => {
    const res = await api('POST', PWC, {
      code: 'INSUL',
      description: 'Insulator',
      prevailingWageRate: '41.12345',
    });
    expect(res.statusCode).toBe(201);
    const pw: PrevailingWageCode = res.json();
    expect(pw.prevailingWageRate).toBe('41.1234');
    const fromNumber = await api('PATCH', `${PWC}/${pw.id}`, { prevailingWageRate: 41.12355 });
    expect(fromNumber.json().prevailingWageRate).toBe('41.1236');
    expect((await api('GET', `${PWC}/${pw.id}`)).json().prevailingWageRate).toBe('41.1236');
    const seeded = (await api('GET', `${PWC}/search?query=ELEC-JW`)).json().data[0];
    expect(seeded.prevailingWageRate).toBe('48.2500');
    expect((await api('DELETE', `${PWC}/${pw.id}`)).statusCode).toBe(204);
  });

  it('refuses a missing, negative, non-numeric or too large rate, and an isActive filter', async () => {
    const before = await countRows(t, prevailingWageCodes);
    for (const rate of [undefined, '-0.01', 'ten', '1e9', '0x10']) {
      const res = await api('POST', PWC, { code: 'BAD', prevailingWageRate: rate });
      expect(res.statusCode, String(rate)).toBe(400);
      expect(fieldsOf(res)).toEqual(['prevailingWageRate']);
    }
    expect(fieldsOf(await api('POST', PWC, { description: 'x', prevailingWageRate: '1' }))).toEqual(['code']);
    expect(await countRows(t, prevailingWageCodes)).toBe(before);
    expect((await api('POST', PWC, { code: 'ZERO', prevailingWageRate: 0 })).json().prevailingWageRate).toBe(
      '0.0000',
    );
    const dup = await api('POST', `${PWC}/batch`, [{ action: 'new', code: 'lab', prevailingWageRate: '1' }]);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([{ field: '[0].code', message: 'This code is already used.' }]);
  });
});

describe('tax exemption codes', () => {
  const EX = '/v1/tax/exemptionCodes';
  it('creates with Code, Description and Sort as the spec writes them and answers camelCase', async () => {
    const res = await api('POST', EX, { Code: 'J', Description: 'Direct pay permit', Sort: 20 });
    expect(res.statusCode).toBe(201);
    const ex: ExemptionCode = res.json();
    expect(ex).toMatchObject({ code: 'J', description: 'Direct pay permit', sort: 20, version: 1 });
    expect(Object.keys(ex)).not.toContain('Code');
    // Description and sort are optional; the code is required.
    const bare = await api('POST', EX, { Code: 'K' });
    expect(bare.json()).toMatchObject({ code: 'K', description: '', sort: 0 });
    const missing = await api('POST', EX, { Description: 'no code', Sort: 'x' });
    expect(fieldsOf(missing)).toEqual(['Code', 'Sort']);
    const dup = await api('POST', EX, { Code: 'g' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A tax exemption code with the code "g" already exists.');
    const upd = await api('PATCH', `${EX}/${ex.id}`, { description: 'Direct pay', version: 1 });
    expect(upd.json()).toMatchObject({ code: 'J', description: 'Direct pay', version: 2 });
    expect((await api('DELETE', `${EX}/${bare.json().id}`)).statusCode).toBe(204);
    expect(await auditActions('taxExemptionCode', ex.id)).toEqual(['update', 'create']);
    const before = await countRows(t, taxExemptionCodes);
    const batch = await api('POST', `${EX}/batch`, [{ action: 'new', code: 'L', description: 'Other' }]);
    expect(batch.statusCode).toBe(200);
    expect(await countRows(t, taxExemptionCodes)).toBe(before + 1);
  });

  it('answers no entity use codes while the tax service is not enabled', async () => {
    const res = await api('GET', '/v1/avalara/entityUseCodes?take=1000');
    expect(res.json()).toEqual({ avalaraEnabled: false, codes: [] });
    expect(fieldsOf(await api('GET', '/v1/avalara/entityUseCodes?take=1001'))).toEqual(['take']);
  });
});

describe('permissions', () => {
  it('needs Payroll for payroll and prevailing wage codes, Sales tax for exemption codes', async () => {
    const payrollReader = (await userWith(t, admin, [{ id: Permission.Payroll, accessLevel: 1 }])).token;
    const taxFull = (await userWith(t, admin, [{ id: Permission.TaxService, accessLevel: 2 }])).token;
    const before = await countRows(t, payrollCodes);

    for (const url of [PAY, '/v1/employees/payrollcategories', '/v1/prevailingWage/codes']) {
      expect((await api('GET', `${url}/search`, undefined, payrollReader)).statusCode).toBe(200);
      expect((await api('GET', `${url}/search`, undefined, taxFull)).statusCode).toBe(403);
      expect((await api('POST', `${url}/batch`, [], payrollReader)).statusCode).toBe(403);
    }
    const write = await api('POST', PAY, { payCode: 'NOPE' }, payrollReader);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toContain('"Payroll" permission with full access');
    expect(await countRows(t, payrollCodes)).toBe(before);

    expect((await api('POST', '/v1/tax/exemptionCodes', { Code: 'TX' }, taxFull)).statusCode).toBe(201);
    expect((await api('GET', '/v1/tax/exemptionCodes', undefined, payrollReader)).statusCode).toBe(403);
    expect((await api('GET', '/v1/avalara/entityUseCodes', undefined, payrollReader)).statusCode).toBe(403);
    expect((await api('GET', '/v1/avalara/entityUseCodes', undefined, taxFull)).statusCode).toBe(200);
    expect((await api('GET', `${PAY}/search`, undefined, null)).statusCode).toBe(401);
  });
});
