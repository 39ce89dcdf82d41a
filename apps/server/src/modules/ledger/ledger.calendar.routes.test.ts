import { AccessLevel, Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/db/platform.table';
import { accountForRole } from './ledger.posting';

let t: TestApp;
let admin: string;
let reader: string;
let nobody: string;
let cash: number;
let revenue: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  reader = (await userWith(t, admin, [{ id: Permission.GeneralLedger, accessLevel: AccessLevel.Read }]))
    .token;
  nobody = (await userWith(t, admin, [])).token;
  cash = await accountForRole(t.database.db, 'Cash');
  revenue = await accountForRole(t.database.db, 'Revenue');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.as(token)({ method, url, payload: payload as object });
const fields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field).sort();

const post = (lines: object[], entryDate = '2032-03-10', memo = 'Manual test') =>
  call(admin, 'POST', '/v1/generalledger/transaction', { entryDate, memo, reference: 'REF-1', lines });

describe('calendars and periods', () => {
  beforeAll(async () => {
    const res = await post([
      { accountId: cash, debit: '12.00' },
      { accountId: revenue, credit: '12.00' },
    ]);
    expect(res.statusCode).toBe(201);
  });

  it('creates a fiscal calendar with 12 monthly periods, reads, renames, searches and deletes it', async () => {
    const res = await call(admin, 'POST', '/v1/calendar', { fiscalYear: 2040, startDate: '2039-07-01' });
    expect(res.statusCode).toBe(201);
    const cal = res.json();
    expect(cal).toMatchObject({ name: 'FY 2040', startDate: '2039-07-01', endDate: '2040-06-30' });
    expect(cal.periods).toHaveLength(12);
    expect(cal.periods[0]).toMatchObject({
      periodNumber: 1,
      name: 'July 2039',
      startDate: '2039-07-01',
      endDate: '2039-07-31',
    });
    expect(cal.periods[7]).toMatchObject({ name: 'February 2040', endDate: '2040-02-29' });
    expect((await call(reader, 'GET', `/v1/calendar/${cal.id}`)).json()).toEqual(cal);
    const renamed = await call(admin, 'PATCH', `/v1/calendar/${cal.id}`, { name: 'Fiscal 2040' });
    expect(renamed.json()).toMatchObject({ name: 'Fiscal 2040', version: 2 });
    const found = (await call(reader, 'GET', '/v1/calendar/search?fiscalYear=2040')).json();
    expect(found).toMatchObject({ count_filtered: 1, data: [{ id: cal.id, closedPeriods: 0 }] });

    const overlap = await call(admin, 'POST', '/v1/calendar', { fiscalYear: 2041, startDate: '2040-01-01' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      'The fiscal calendar overlaps Fiscal 2040 (2039-07-01 to 2040-06-30).',
    );
    const bad = await call(admin, 'POST', '/v1/calendar', { fiscalYear: 'x', startDate: '2040-13-01' });
    expect(fields(bad.json())).toEqual(['fiscalYear', 'startDate']);
    const mid = await call(admin, 'POST', '/v1/calendar', { fiscalYear: 2050, startDate: '2050-01-15' });
    expect(mid.json().errors).toEqual([
      { field: 'startDate', message: 'A fiscal year starts on the first day of a month' },
    ]);
    expect((await call(reader, 'POST', '/v1/calendar', { fiscalYear: 2051 })).statusCode).toBe(403);
    expect((await call(nobody, 'GET', '/v1/calendar/search')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/v1/calendar/999999')).statusCode).toBe(404);

    expect((await call(admin, 'DELETE', `/v1/calendar/${cal.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/v1/calendar/${cal.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a calendar with postings', async () => {
    await post(
      [
        { accountId: cash, debit: '1' },
        { accountId: revenue, credit: '1' },
      ],
      '2033-01-05',
    );
    const cal = (await call(admin, 'GET', '/v1/calendar/search?fiscalYear=2033')).json().data[0];
    const res = await call(admin, 'DELETE', `/v1/calendar/${cal.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('FY 2033 has journal entries and cannot be deleted.');
  });

  it('finds periods by search, by date, by year/month/day, and reads period data', async () => {
    const list = (await call(reader, 'GET', '/v1/calendarperiods/search?fiscalYear=2032&limit=100')).json();
    expect(list.count_filtered).toBe(12);
    expect(list.data.map((p: { periodNumber: number }) => p.periodNumber)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const info = (await call(reader, 'GET', '/v1/calendarperiods/calendarperiodinfo?date=2032-03-15')).json();
    expect(info).toMatchObject({
      period: { name: 'March 2032' },
      calendar: { fiscalYear: 2032 },
      isOpen: true,
    });
    expect((await call(reader, 'GET', '/v1/calendarperiods/2032/3/15')).json()).toEqual(info);
    expect((await call(reader, 'GET', '/v1/calendarperiods/2032/03/15')).json()).toEqual(info);
    expect((await call(reader, 'GET', '/v1/calendarperiods/2032/2/30')).statusCode).toBe(400);
    const none = await call(reader, 'GET', '/v1/calendarperiods/calendarperiodinfo?date=1950-01-01');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No calendar period covers 1950-01-01.');
    expect((await call(reader, 'GET', '/v1/calendarperiods/calendarperiodinfo?date=nope')).statusCode).toBe(
      400,
    );
    const byDate = (await call(reader, 'GET', '/v1/calendarperiods/search?date=2032-03-15')).json();
    expect(byDate.data.map((p: { id: number }) => p.id)).toEqual([info.period.id]);

    const data = (await call(reader, 'GET', `/v1/calendarperiods/${info.period.id}/data`)).json();
    expect(data.entryCount).toBeGreaterThan(0);
    expect(data.totalDebits).toBe(data.totalCredits);
    expect((await call(reader, 'GET', '/v1/calendarperiods/999999/data')).statusCode).toBe(404);
    expect((await call(nobody, 'GET', `/v1/calendarperiods/${info.period.id}/data`)).statusCode).toBe(403);
  });

  it('closes a period (audited): postings are refused until it is reopened', async () => {
    await post(
      [
        { accountId: cash, debit: '1' },
        { accountId: revenue, credit: '1' },
      ],
      '2034-05-05',
    );
    const info = (await call(reader, 'GET', '/v1/calendarperiods/calendarperiodinfo?date=2034-05-05')).json();
    const id = info.period.id;
    const closed = await call(admin, 'PATCH', `/v1/calendarperiods/${id}/data`, {
      isClosed: true,
      notes: 'May done',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ isClosed: true, notes: 'May done' });
    expect(closed.json().closedDate).toBeTruthy();
    const refused = await post(
      [
        { accountId: cash, debit: '2' },
        { accountId: revenue, credit: '2' },
      ],
      '2034-05-06',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The calendar period May 2034 is closed to postings.');
    const e = (
      await call(admin, 'GET', `/v1/generalledger/transaction/search?dateFrom=2034-05-05&dateTo=2034-05-05`)
    ).json();
    const rev = await call(admin, 'POST', '/v1/generalledger/reverseglentry', { entryId: e.data[0].entryId });
    expect(rev.statusCode).toBe(422);
    expect(
      (await call(admin, 'PATCH', `/v1/calendarperiods/${id}/data`, { isClosed: false })).json(),
    ).toMatchObject({
      isClosed: false,
      closedDate: null,
    });
    expect(
      (
        await post(
          [
            { accountId: cash, debit: '2' },
            { accountId: revenue, credit: '2' },
          ],
          '2034-05-06',
        )
      ).statusCode,
    ).toBe(201);
    const audits = await t.database.db.select().from(auditLog);
    const mine = audits
      .filter((a) => a.entity === 'CalendarPeriod' && a.entityId === String(id))
      .map((a) => a.action);
    expect(mine).toEqual(['close', 'reopen']);
    const bad = await call(admin, 'PATCH', `/v1/calendarperiods/${id}/data`, { isClosed: 'yes' });
    expect(fields(bad.json())).toEqual(['isClosed']);
    expect((await call(reader, 'PATCH', `/v1/calendarperiods/${id}/data`, { notes: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'PATCH', '/v1/calendarperiods/999999/data', { notes: 'x' })).statusCode).toBe(
      404,
    );
  });
});
