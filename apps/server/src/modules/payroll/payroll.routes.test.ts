import { Money } from '@fieldline/contracts/common/money';
import type { PayPeriod, PeriodCalculation } from '@fieldline/contracts/payroll/payroll.contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { employeePayRates, employees } from '../employees/employees.table';
import { jobs, timesheets, timeTypes } from '../jobs/jobs.table';
import { prevailingWageCodes } from '../reference-codes/reference-codes.table';

let t: TestApp;
let admin: string;
let tech: string;
let jordan: typeof employees.$inferSelect;
let regularType: number;
let periods: PayPeriod[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  tech = await t.login('jordan.lee@example.com', DEMO_PASSWORD);
  [jordan] = await t.database.db.select().from(employees).where(eq(employees.number, 'T-2001'));
  [{ id: regularType }] = await t.database.db.select().from(timeTypes).where(eq(timeTypes.name, 'Regular'));
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

/** Jordan's time: 9 h a day Monday to Friday of the week of 2031-03-02 (a Sunday). */
async function enterWeek(approved: boolean, jobId: number | null = null) {
  const days = ['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06', '2031-03-07'];
  await t.database.db.insert(timesheets).values(
    days.map((workDate) => ({
      employeeId: jordan.userId as number,
      timeTypeId: regularType,
      workDate,
      hours: '9',
      jobId,
      approvedAt: approved ? new Date().toISOString() : null,
    })),
  );
}

async function rateOf(timeTypeName: string | null) {
  const rows = await t.database.db
    .select({ rate: employeePayRates.rate, effectiveDate: employeePayRates.effectiveDate })
    .from(employeePayRates)
    .leftJoin(timeTypes, eq(timeTypes.id, employeePayRates.timeTypeId))
    .where(
      and(
        eq(employeePayRates.employeeId, jordan.id),
        timeTypeName === null ? isNull(employeePayRates.timeTypeId) : eq(timeTypes.name, timeTypeName),
      ),
    );
  return rows.sort((a, b) => (a.effectiveDate < b.effectiveDate ? 1 : -1))[0].rate;
}

describe('payroll calendar', () => {
  it('refuses bad input naming the fields, and users without the Payroll permission', async () => {
    const bad = await api('POST', '/v1/payrollcalendar', { periods: 0, frequency: 'daily' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['periods', 'frequency']));
    const missing = await api('POST', '/v1/payrollcalendar', {});
    expect(missing.statusCode).toBe(400);
    expect(fields(missing)).toEqual(expect.arrayContaining(['name', 'frequency', 'startDate']));
    const body = { name: 'Tech pay', frequency: 'biweekly', startDate: '2031-03-02', periods: 3 };
    expect((await api('POST', '/v1/payrollcalendar', body, tech)).statusCode).toBe(403);
    expect((await api('GET', '/v1/payrollcalendar/search', undefined, tech)).statusCode).toBe(403);
    expect((await api('GET', '/v1/payrollcalendar/search?status=closed')).statusCode).toBe(400);
    expect((await api('POST', '/v1/payrollcalendar/1/approve', undefined, tech)).statusCode).toBe(403);
    expect((await api('GET', '/v1/payrollcalendar/1/export.csv', undefined, tech)).statusCode).toBe(403);
  });

  it('creates a bi-weekly calendar with its periods, searches them, finds the current one and adds more', async () => {
    const res = await api('POST', '/v1/payrollcalendar', {
      name: 'Field staff',
      frequency: 'biweekly',
      startDate: '2031-03-02',
      periods: 3,
      payDelayDays: 5,
    });
    expect(res.statusCode).toBe(201);
    periods = res.json().periods;
    expect(periods.map((p) => [p.startDate, p.endDate, p.payDate, p.status])).toEqual([
      ['2031-03-02', '2031-03-15', '2031-03-20', 'open'],
      ['2031-03-16', '2031-03-29', '2031-04-03', 'open'],
      ['2031-03-30', '2031-04-12', '2031-04-17', 'open'],
    ]);
    const calendarId = res.json().calendar.id;
    expect(
      (
        await api('POST', '/v1/payrollcalendar', {
          name: 'field STAFF',
          frequency: 'weekly',
          startDate: '2031-01-01',
        })
      ).statusCode,
    ).toBe(409);
    const found = (await api('GET', `/v1/payrollcalendar/search?calendarId=${calendarId}&limit=2`)).json();
    expect(found.count_filtered).toBe(3);
    expect(found.data).toHaveLength(2);
    const current = await api('GET', `/v1/payrollcalendar/current?calendarId=${calendarId}&date=2031-03-20`);
    expect(current.json().id).toBe(periods[1].id);
    const none = await api('GET', `/v1/payrollcalendar/current?calendarId=${calendarId}&date=2035-01-01`);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('No pay period of the payroll calendar covers today.');
    const calendars = (await api('GET', '/v1/payrollcalendar/calendars')).json();
    expect(calendars.find((c: { id: number }) => c.id === calendarId)).toMatchObject({
      name: 'Field staff',
      frequency: 'biweekly',
      weekStartsOn: 0,
    });
    // Without a calendar: the demo's bi-weekly calendar covers today.
    const today = await api('GET', '/v1/payrollcalendar/current');
    expect(today.json().calendarName).toBe('Field and office staff');
    const more = await api('POST', '/v1/payrollcalendar', { calendarId, periods: 1 });
    expect(more.json().periods.map((p: PayPeriod) => p.startDate)).toEqual(['2031-04-13']);
  });

  it('generates semi-monthly and monthly periods on the 15th and month ends', async () => {
    const semi = (
      await api('POST', '/v1/payrollcalendar', {
        name: 'Office semi',
        frequency: 'semimonthly',
        startDate: '2031-02-01',
        periods: 3,
      })
    ).json();
    expect(semi.periods.map((p: PayPeriod) => `${p.startDate}..${p.endDate}`)).toEqual([
      '2031-02-01..2031-02-15',
      '2031-02-16..2031-02-28',
      '2031-03-01..2031-03-15',
    ]);
    const monthly = (
      await api('POST', '/v1/payrollcalendar', {
        name: 'Office monthly',
        frequency: 'monthly',
        startDate: '2031-01-01',
        periods: 2,
      })
    ).json();
    expect(monthly.periods.map((p: PayPeriod) => p.endDate)).toEqual(['2031-01-31', '2031-02-28']);
    // Deleting an open period works.
    expect((await api('DELETE', `/v1/payrollcalendar/${monthly.periods[1].id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/payrollcalendar/${monthly.periods[1].id}`)).statusCode).toBe(404);
  });

  it('changes an open period, refusing overlaps and bad dates', async () => {
    const ok = await api('PATCH', `/v1/payrollcalendar/${periods[2].id}`, { payDate: '2031-04-18' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payDate).toBe('2031-04-18');
    const overlap = await api('PATCH', `/v1/payrollcalendar/${periods[2].id}`, { startDate: '2031-03-29' });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().message).toBe('The dates overlap another pay period of this calendar.');
    const early = await api('PATCH', `/v1/payrollcalendar/${periods[2].id}`, { payDate: '2031-04-01' });
    expect(early.statusCode).toBe(400);
    expect(fields(early)).toEqual(['payDate']);
    expect(
      fields(await api('PATCH', `/v1/payrollcalendar/${periods[2].id}`, { endDate: '2031-02-30' })),
    ).toEqual(['endDate']);
  });

  it('refuses approval while the time is unapproved, then approves, exports and posts the labour cost', async () => {
    await enterWeek(false);
    const refused = await api('POST', `/v1/payrollcalendar/${periods[0].id}/approve`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The pay period has 5 time entries not approved yet: approve the time first.',
    );
    await t.database.db
      .update(timesheets)
      .set({ approvedAt: sql`now()` })
      .where(
        and(
          eq(timesheets.employeeId, jordan.userId as number),
          sql`${timesheets.workDate} between '2031-03-02' and '2031-03-15'`,
        ),
      );

    const calc: PeriodCalculation = (await api('GET', `/v1/payrollcalendar/${periods[0].id}`)).json();
    expect(calc.unapprovedEntries).toBe(0);
    const mine = calc.employees.find((e) => e.employeeNumber === 'T-2001');
    expect(mine).toMatchObject({ regular: '40.00', overtime: '5.00', doubleTime: '0.00' });
    const base = await rateOf(null);
    const ot = await rateOf('Overtime');
    const expected = new Money(base)
      .times(40)
      .toDecimalPlaces(2)
      .plus(new Money(ot).times(5).toDecimalPlaces(2));
    expect(mine?.amount).toBe(expected.toFixed(2));
    const lines = calc.lines.filter((l) => l.employeeNumber === 'T-2001');
    expect(lines.map((l) => [l.kind, l.payCode, l.hours])).toEqual([
      ['regular', 'REG', '40.00'],
      ['overtime', 'OT', '5.00'],
    ]);
    // Salaried staff are paid salary / 26.
    const salaried = calc.lines.find((l) => l.kind === 'salary');
    expect(salaried?.rate).toBeNull();

    const approved = await api('POST', `/v1/payrollcalendar/${periods[0].id}/approve`);
    expect(approved.statusCode).toBe(200);
    const entryId = approved.json().journalEntryId;
    expect(entryId).toBeGreaterThan(0);
    expect(approved.json().period).toMatchObject({
      status: 'approved',
      totalAmount: calc.totalAmount,
      totalHours: calc.totalHours,
    });
    const entry = (await api('GET', `/v1/generalledger/entry/${entryId}`)).json();
    expect(JSON.stringify(entry)).toContain(calc.totalAmount);
    const again = await api('POST', `/v1/payrollcalendar/${periods[0].id}/approve`);
    expect(again.json().message).toBe('The pay period is already approved.');
    const del = await api('DELETE', `/v1/payrollcalendar/${periods[0].id}`);
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('An approved pay period cannot be deleted; unapprove it first.');
    expect(
      (await api('PATCH', `/v1/payrollcalendar/${periods[0].id}`, { payDate: '2031-03-21' })).json().message,
    ).toBe('An approved pay period cannot be changed; unapprove it first.');

    const csv = await api('GET', `/v1/payrollcalendar/${periods[0].id}/export.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('payroll-2031-03-02-to-2031-03-15.csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('Employee Number,Employee Name,Pay Code,Pay Type,Hours,Rate,Amount,Prevailing Wage');
    expect(rows).toContain(
      `T-2001,Jordan Lee,OT,Overtime,5.00,${new Money(ot).toFixed(4)},${new Money(ot).times(5).toFixed(2)},No`,
    );
    const xlsx = await api('GET', `/v1/payrollcalendar/${periods[0].id}/export.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    let sum = new Money(0);
    wb.worksheets[0].eachRow((r, n) => {
      if (n > 1) sum = sum.plus(String(r.getCell(7).value));
    });
    expect(sum.toFixed(2)).toBe(calc.totalAmount);

    // A hand reversal of the payroll entry is refused: the period owns it.
    const hand = await api('POST', '/v1/generalledger/reverseglentry', { entryId });
    expect(hand.statusCode).toBe(422);
    expect(hand.json().message).toContain('Unapprove the pay period on its Payroll page instead.');

    const un = await api('POST', `/v1/payrollcalendar/${periods[0].id}/unapprove`);
    expect(un.statusCode).toBe(200);
    expect(un.json()).toMatchObject({ status: 'open', journalEntryId: null, totalAmount: null });
    expect((await api('POST', `/v1/payrollcalendar/${periods[0].id}/unapprove`)).json().message).toBe(
      'The pay period is not approved.',
    );
  });

  it('pays a prevailing wage job at the prevailing rate when it is higher', async () => {
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).limit(1);
    const [code] = await t.database.db
      .insert(prevailingWageCodes)
      .values({ code: 'PW-TEST', description: 'Test', prevailingWageRate: '99.5000' })
      .returning();
    const bad = await api('PATCH', `/v1/payrollcalendar/jobs/${job.id}/prevailingwage`, {
      prevailingWageCodeId: 999999,
    });
    expect(fields(bad)).toEqual(['prevailingWageCodeId']);
    const set = await api('PATCH', `/v1/payrollcalendar/jobs/${job.id}/prevailingwage`, {
      prevailingWageCodeId: code.id,
    });
    expect(set.json()).toEqual({ jobId: job.id, prevailingWageCodeId: code.id });
    expect(
      (await api('GET', `/v1/payrollcalendar/jobs/${job.id}/prevailingwage`)).json().prevailingWageCodeId,
    ).toBe(code.id);
    // One more 2 h entry on that job in the second period.
    await t.database.db.insert(timesheets).values({
      employeeId: jordan.userId as number,
      timeTypeId: regularType,
      workDate: '2031-03-17',
      hours: '2',
      jobId: job.id,
      approvedAt: new Date().toISOString(),
    });
    const calc: PeriodCalculation = (await api('GET', `/v1/payrollcalendar/${periods[1].id}`)).json();
    const line = calc.lines.find((l) => l.employeeNumber === 'T-2001');
    expect(line).toMatchObject({ hours: '2.00', rate: '99.5000', amount: '199.00', prevailing: true });
  });

  it('maps pay kinds to payroll codes', async () => {
    const map = (await api('GET', '/v1/payrollcalendar/paycodes')).json();
    expect(map.map((m: { kind: string }) => m.kind)).toEqual(['regular', 'overtime', 'doubleTime', 'salary']);
    const codes = (
      await t.database.db.execute(sql`select id, pay_code from payroll_codes where pay_code = 'HOL'`)
    ).rows as { id: number }[];
    const res = await api('PATCH', '/v1/payrollcalendar/paycodes', {
      rows: [{ kind: 'salary', payrollCodeId: codes[0].id }],
    });
    expect(res.json().find((m: { kind: string }) => m.kind === 'salary').payCode).toBe('HOL');
    const bad = await api('PATCH', '/v1/payrollcalendar/paycodes', {
      rows: [{ kind: 'salary', payrollCodeId: 999999 }],
    });
    expect(fields(bad)).toEqual(['rows[0].payrollCodeId']);
    await api('PATCH', '/v1/payrollcalendar/paycodes', { rows: [{ kind: 'salary', payrollCodeId: null }] });
    expect(
      (
        await api(
          'PATCH',
          '/v1/payrollcalendar/paycodes',
          { rows: [{ kind: 'bonus', payrollCodeId: null }] },
          tech,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('every payroll call', () => {
  const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
    ['POST', '/v1/payrollcalendar', { name: 'x', frequency: 'weekly', startDate: '2031-01-05' }],
    ['GET', '/v1/payrollcalendar/search'],
    ['GET', '/v1/payrollcalendar/current'],
    ['GET', '/v1/payrollcalendar/calendars'],
    ['GET', '/v1/payrollcalendar/paycodes'],
    ['PATCH', '/v1/payrollcalendar/paycodes', { rows: [] }],
    ['GET', '/v1/payrollcalendar/jobs/1/prevailingwage'],
    ['PATCH', '/v1/payrollcalendar/jobs/1/prevailingwage', { prevailingWageCodeId: null }],
    ['GET', '/v1/payrollcalendar/1'],
    ['PATCH', '/v1/payrollcalendar/1', { payDate: '2031-01-20' }],
    ['DELETE', '/v1/payrollcalendar/1'],
    ['POST', '/v1/payrollcalendar/1/approve'],
    ['POST', '/v1/payrollcalendar/1/unapprove'],
    ['GET', '/v1/payrollcalendar/1/export.csv'],
    ['GET', '/v1/payrollcalendar/1/export.xlsx'],
    ['POST', '/v1/payrollimport/fileimport', { fileName: 'a.csv', content: 'x' }],
    ['GET', '/v1/payrollimport/fileimport'],
    ['GET', '/v1/payrollimport/fileimport/1'],
    ['GET', '/v1/payrollimport/reload/1'],
    ['DELETE', '/v1/payrollimport/fileimport/1'],
  ];

  it('refuses a user without the Payroll permission (403)', async () => {
    for (const [method, url, body] of calls)
      expect({ call: `${method} ${url}`, status: (await api(method, url, body, tech)).statusCode }).toEqual({
        call: `${method} ${url}`,
        status: 403,
      });
  });

  it('refuses a bad id naming it (400)', async () => {
    for (const [method, url, body] of calls.filter(([, u]) => /\/1(\/|$)/.test(u))) {
      const res = await api(method, url.replace('/1', '/abc'), body);
      expect({ call: `${method} ${url}`, status: res.statusCode, fields: fields(res) }).toEqual({
        call: `${method} ${url}`,
        status: 400,
        fields: ['id'],
      });
    }
  });

  it('answers 404 for a pay period or import that does not exist', async () => {
    expect((await api('GET', '/v1/payrollcalendar/999999')).statusCode).toBe(404);
    expect((await api('POST', '/v1/payrollcalendar/999999/approve')).statusCode).toBe(404);
    expect((await api('GET', '/v1/payrollcalendar/999999/export.csv')).statusCode).toBe(404);
    expect((await api('DELETE', '/v1/payrollimport/fileimport/999999')).statusCode).toBe(404);
    expect((await api('GET', '/v1/payrollcalendar/current?date=1899-01-01')).statusCode).toBe(400);
  });
});

describe('payroll-import file service', () => {
  const file = [
    'Employee Number,Pay Code,Hours,Amount',
    'T-2001,REG,40.00,1000.00',
    'X-9999,REG,8,200',
    'T-2001,NOPE,1,10',
    'T-2002,OT,abc,5',
  ].join('\n');

  it('refuses bad files and users without the permission', async () => {
    expect(fields(await api('POST', '/v1/payrollimport/fileimport', { content: '' }))).toEqual(
      expect.arrayContaining(['fileName', 'content']),
    );
    const cols = await api('POST', '/v1/payrollimport/fileimport', {
      fileName: 'a.csv',
      content: 'a,b\n1,2',
    });
    expect(cols.statusCode).toBe(400);
    expect(cols.json().errors[0].message).toBe(
      'The file needs the columns Employee Number, Pay Code, Hours and Amount.',
    );
    expect(
      (await api('POST', '/v1/payrollimport/fileimport', { fileName: 'a.csv', content: file }, tech))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/v1/payrollimport/fileimport', undefined, tech)).statusCode).toBe(403);
  });

  it('uploads, lists, reloads and deletes, reporting the rows it could not match', async () => {
    const res = await api('POST', '/v1/payrollimport/fileimport', {
      fileName: 'adp-march.csv',
      content: file,
    });
    expect(res.statusCode).toBe(201);
    const imp = res.json();
    expect(imp).toMatchObject({ rowCount: 4, matchedCount: 1, unmatchedCount: 3, totalAmount: '1215.00' });
    expect(imp.rows.map((r: { message: string }) => r.message)).toEqual([
      '',
      'No employee has the number "X-9999".',
      'No payroll code "NOPE".',
      'The hours "abc" are not a number.',
    ]);
    const list = (await api('GET', '/v1/payrollimport/fileimport')).json();
    expect(list.map((i: { id: number }) => i.id)).toContain(imp.id);
    expect((await api('GET', `/v1/payrollimport/fileimport/${imp.id}`)).json().rows).toHaveLength(4);
    const reloaded = await api('GET', `/v1/payrollimport/reload/${imp.id}`);
    expect(reloaded.json()).toMatchObject({ matchedCount: 1, rowCount: 4 });
    expect((await api('DELETE', `/v1/payrollimport/fileimport/${imp.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/payrollimport/fileimport/${imp.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/payrollimport/reload/0')).statusCode).toBe(400);
  });

  it('compares a file against the pay period it pays', async () => {
    const calc: PeriodCalculation = (await api('GET', `/v1/payrollcalendar/${periods[1].id}`)).json();
    const line = calc.lines.find((l) => l.employeeNumber === 'T-2001') as PeriodCalculation['lines'][number];
    const content = `Employee Number,Pay Code,Hours,Amount\nT-2001,${line.payCode},${line.hours},${line.amount}\nT-2001,DT,1,1\n`;
    const imp = (
      await api('POST', '/v1/payrollimport/fileimport', {
        fileName: 'b.csv',
        content,
        periodId: periods[1].id,
      })
    ).json();
    expect(
      imp.rows.map((r: { matched: boolean; exportedAmount: string | null }) => [r.matched, r.exportedAmount]),
    ).toEqual([
      [true, line.amount],
      [false, null],
    ]);
  });
});
