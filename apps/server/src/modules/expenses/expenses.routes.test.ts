import { Permission } from '@fieldline/contracts/common/permissions';
import type { GeneralExpense, Trip } from '@fieldline/contracts/expenses/expenses.contract';
import type { JournalEntry } from '@fieldline/contracts/ledger/ledger.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { employeeCreditCards, employees } from '../employees';

let t: TestApp;
let admin: string;
let tech: string;
let jordanId: number;
let samId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  tech = await t.login('jordan.lee@example.com', DEMO_PASSWORD);
  const db = t.database.db;
  [{ id: jordanId }] = await db.select().from(employees).where(eq(employees.number, 'T-2001'));
  [{ id: samId }] = await db.select().from(employees).where(eq(employees.number, 'T-2002'));
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

async function expense(body: Record<string, unknown>, token = admin): Promise<GeneralExpense> {
  const res = await api('POST', '/v1/expenses', { description: 'Parking', amount: '12.50', ...body }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('expenses', () => {
  it('creates a general expense (no job) and lists it with filters and the total', async () => {
    const x = await expense({ employeeId: samId, enteredOn: '2026-03-04', vendor: 'City Parking' });
    expect(x).toMatchObject({
      jobId: null,
      employee: { id: samId, number: 'T-2002' },
      amount: '12.50',
      paidBy: 'employee',
      isPosted: false,
      isExternal: false,
    });
    const list = (
      await api('GET', `/v1/expenses/search?employeeId=${samId}&from=2026-03-04&to=2026-03-04`)
    ).json();
    expect(list.data.map((r: GeneralExpense) => r.id)).toContain(x.id);
    expect(list.total).toBe(
      list.data.reduce((s: number, r: GeneralExpense) => s + Number(r.amount), 0).toFixed(2),
    );
    expect(
      (await api('GET', `/v1/expenses?posted=true&employeeId=${samId}&from=2026-03-04&to=2026-03-04`)).json()
        .data,
    ).toEqual([]);
    expect((await api('GET', `/v1/expenses/${x.id}`)).json().id).toBe(x.id);
  });

  it('refuses bad input naming the fields', async () => {
    const res = await api('POST', '/v1/expenses', {
      amount: '-1',
      description: '',
      enteredOn: '2026-13-01',
      x: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(expect.arrayContaining(['amount', 'description', 'enteredOn']));
    const refs = await api('POST', '/v1/expenses', {
      employeeId: 999999,
      jobId: 999999,
      accountId: 999999,
      description: 'x',
      amount: 1,
      paidBy: 'companyCard',
    });
    expect(refs.statusCode).toBe(400);
    expect(fields(refs)).toEqual(['employeeId', 'jobId', 'accountId', 'creditCardId']);
    expect((await api('GET', '/v1/expenses/search?posted=maybe')).statusCode).toBe(400);
    expect(fields(await api('PATCH', '/v1/expenses/postExpenses', {}))).toEqual(['ids']);
  });

  it('posts an expense once: job cost against reimbursements payable; a card expense credits card clearing', async () => {
    const job = await seedJob(t, admin);
    const onJob = await expense({ employeeId: jordanId, jobId: job.id, amount: '40.10' });
    const [card] = await t.database.db
      .insert(employeeCreditCards)
      .values({ employeeId: jordanId, cardName: 'Fuel card', lastFour: '4242' })
      .returning();
    const onCard = await expense({
      employeeId: jordanId,
      paidBy: 'companyCard',
      creditCardId: card.id,
      amount: '60.00',
    });
    expect(onCard.creditCard).toEqual({ id: card.id, cardName: 'Fuel card', lastFour: '4242' });

    const posted = await api('PATCH', '/v1/expenses/postExpenses', {
      ids: [onJob.id, onCard.id],
      entryDate: '2026-03-05',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({ total: '100.10', expenseIds: [onJob.id, onCard.id] });
    const entry: JournalEntry = (await api('GET', `/v1/generalledger/entry/${posted.json().entryId}`)).json();
    expect(entry).toMatchObject({ sourceType: 'Expense', total: '100.10', entryDate: '2026-03-05' });
    const byAccount = entry.lines.map((l) => [l.accountName, l.debit, l.credit]);
    expect(byAccount).toEqual([
      ['Job Expenses', '40.10', '0.00'],
      ['Employee Reimbursements Payable', '0.00', '40.10'],
      ['Miscellaneous Expense', '60.00', '0.00'],
      ['Company Card Clearing', '0.00', '60.00'],
    ]);
    const after: GeneralExpense = (await api('GET', `/v1/expenses/${onJob.id}`)).json();
    expect(after).toMatchObject({ isPosted: true, postedEntryId: entry.id, postedDate: '2026-03-05' });

    // Twice: refused, nothing posted.
    const again = await api('PATCH', '/v1/expenses/postExpenses', { ids: [onJob.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      `Expense ${onJob.id} is already posted (journal entry ${entry.id}); it is posted once only.`,
    );
    // Delete refused once posted, on both paths.
    const del = await api('DELETE', `/v1/expenses/${onJob.id}`);
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe(
      `A posted expense cannot be deleted: it is in the general ledger (journal entry ${entry.id}).`,
    );
    expect((await api('DELETE', `/v1/jobs/${job.id}/expenses/${onJob.id}`)).statusCode).toBe(422);
    expect((await api('PATCH', `/v1/jobs/${job.id}/expenses/${onJob.id}`, { amount: 1 })).statusCode).toBe(
      422,
    );
    // Flagging a posted one is refused too.
    expect((await api('PATCH', '/v1/expenses/flagExternal', { ids: [onJob.id] })).statusCode).toBe(422);
  });

  it("a job expense recorded through the job is the recorder's and shows in the general list", async () => {
    const job = await seedJob(t, admin);
    const res = await api('POST', `/v1/jobs/${job.id}/expenses`, { description: 'Crane', amount: '99.00' });
    expect(res.statusCode, res.body).toBe(201);
    const row: GeneralExpense = (await api('GET', `/v1/expenses/${res.json().id}`)).json();
    expect(row).toMatchObject({
      jobId: job.id,
      amount: '99.00',
      employee: { number: 'E-1001' },
      isPosted: false,
    });
    const list = (await api('GET', `/v1/expenses?jobId=${job.id}`)).json();
    expect(list.data.map((r: GeneralExpense) => r.id)).toEqual([row.id]);
  });

  it('flags expenses as handled outside: never posted; unposted ones delete', async () => {
    const x = await expense({ employeeId: samId });
    const flagged = await api('PATCH', '/v1/expenses/flagExternal', { ids: [x.id] });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()[0]).toMatchObject({ id: x.id, isExternal: true });
    const post = await api('PATCH', '/v1/expenses/postExpenses', { ids: [x.id] });
    expect(post.statusCode).toBe(422);
    expect(post.json().message).toContain('handled outside Fieldline');
    expect(
      (await api('GET', `/v1/expenses?external=true&employeeId=${samId}`))
        .json()
        .data.map((r: GeneralExpense) => r.id),
    ).toContain(x.id);
    expect((await api('DELETE', `/v1/expenses/${x.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/expenses/${x.id}`)).statusCode).toBe(404);
    expect((await api('PATCH', '/v1/expenses/flagExternal', { ids: [x.id] })).statusCode).toBe(404);
  });

  it('a technician works with his own expenses only and cannot post; no Expenses permission is 403', async () => {
    const mine = await expense({ description: 'Gloves' }, tech);
    expect(mine.employee?.id).toBe(jordanId);
    const other = await api('POST', '/v1/expenses', { employeeId: samId, description: 'x', amount: 1 }, tech);
    expect(other.statusCode).toBe(403);
    const list = (await api('GET', '/v1/expenses?limit=500', undefined, tech)).json();
    expect(list.data.every((r: GeneralExpense) => r.employee?.id === jordanId)).toBe(true);
    const sams = await expense({ employeeId: samId });
    expect((await api('GET', `/v1/expenses/${sams.id}`, undefined, tech)).statusCode).toBe(403);
    expect((await api('DELETE', `/v1/expenses/${sams.id}`, undefined, tech)).statusCode).toBe(403);
    expect((await api('PATCH', '/v1/expenses/postExpenses', { ids: [mine.id] }, tech)).statusCode).toBe(403);
    expect((await api('PATCH', '/v1/expenses/flagExternal', { ids: [mine.id] }, tech)).statusCode).toBe(403);
    expect((await api('DELETE', `/v1/expenses/${mine.id}`, undefined, tech)).statusCode).toBe(204);

    const nobody = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 2 }]);
    for (const [m, url] of [
      ['GET', '/v1/expenses'],
      ['POST', '/v1/expenses'],
      ['PATCH', '/v1/expenses/postExpenses'],
      ['PATCH', '/v1/expenses/flagExternal'],
      ['DELETE', `/v1/expenses/${sams.id}`],
      ['GET', '/v1/mileagelog'],
      ['GET', '/v1/mileagelog/totals?from=2026-01-01&to=2026-01-31'],
      ['POST', '/v1/mileagelog'],
      ['POST', '/v1/mileagelog/rates'],
    ] as const)
      expect(
        (await api(m, url, m === 'GET' || m === 'DELETE' ? undefined : {}, nobody.token)).statusCode,
        url,
      ).toBe(403);
    const readOnly = await userWith(t, admin, [
      { id: Permission.Expenses, accessLevel: 1 },
      { id: Permission.Employees, accessLevel: 1 },
    ]);
    expect((await api('GET', '/v1/expenses', undefined, readOnly.token)).statusCode).toBe(200);
    expect(
      (await api('POST', '/v1/expenses', { description: 'x', amount: 1 }, readOnly.token)).statusCode,
    ).toBe(403);
  });
});

describe('mileage log', () => {
  it('keeps the company rate per mile with effective dates', async () => {
    for (const r of [
      { effectiveDate: '2030-01-01', ratePerMile: '0.6550' },
      { effectiveDate: '2030-07-01', ratePerMile: '0.7' },
    ])
      expect((await api('POST', '/v1/mileagelog/rates', r)).statusCode).toBe(201);
    const dup = await api('POST', '/v1/mileagelog/rates', { effectiveDate: '2030-01-01', ratePerMile: 1 });
    expect(dup.statusCode).toBe(409);
    const bad = await api('POST', '/v1/mileagelog/rates', { effectiveDate: 'x', ratePerMile: 0 });
    expect(fields(bad)).toEqual(['effectiveDate', 'ratePerMile']);
    expect(
      (await api('POST', '/v1/mileagelog/rates', { effectiveDate: '2030-02-01', ratePerMile: 1 }, tech))
        .statusCode,
    ).toBe(403);
    const rates = (await api('GET', '/v1/mileagelog/rates', undefined, tech)).json();
    expect(rates.map((r: { ratePerMile: string }) => r.ratePerMile)).toEqual(
      expect.arrayContaining(['0.6550', '0.7000']),
    );
  });

  it('logs trips (odometer or distance), totals reimbursement per employee and posts it once', async () => {
    const a = await api(
      'POST',
      '/v1/mileagelog',
      {
        tripDate: '2030-06-30',
        startOdometer: '1000.0',
        endOdometer: '1042.5',
        purpose: 'Denver service calls',
        vehicle: 'Van 3',
      },
      tech,
    );
    expect(a.statusCode, a.body).toBe(201);
    const tripA: Trip = a.json();
    expect(tripA).toMatchObject({
      distance: '42.5',
      rate: '0.6550',
      reimbursement: '27.84',
      employee: { id: jordanId },
    });
    const tripB: Trip = (
      await api(
        'POST',
        '/v1/mileagelog',
        { tripDate: '2030-07-02', distance: 10, purpose: 'Parts run' },
        tech,
      )
    ).json();
    expect(tripB).toMatchObject({ distance: '10.0', rate: '0.7000', reimbursement: '7.00' });

    const totals = (await api('GET', '/v1/mileagelog/totals?from=2030-06-01&to=2030-07-31')).json();
    expect(totals).toEqual([
      {
        employee: expect.objectContaining({ id: jordanId }),
        trips: 2,
        distance: '52.5',
        reimbursement: '34.84',
        posted: '0.00',
        unposted: '34.84',
        unrated: 0,
      },
    ]);

    const posted = await api('PATCH', '/v1/expenses/postExpenses', {
      tripIds: [tripA.id, tripB.id],
      entryDate: '2030-07-31',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().total).toBe('34.84');
    const entry: JournalEntry = (await api('GET', `/v1/generalledger/entry/${posted.json().entryId}`)).json();
    // One pair of lines per employee, the sum of each trip's rounded reimbursement.
    expect(entry.lines.map((l) => [l.accountName, l.debit, l.credit, l.memo])).toEqual([
      ['Mileage Reimbursement', '34.84', '0.00', 'Mileage: Jordan Lee, 2 trips, 52.5 mi'],
      ['Employee Reimbursements Payable', '0.00', '34.84', 'Mileage: Jordan Lee, 2 trips, 52.5 mi'],
    ]);
    expect((await api('PATCH', '/v1/expenses/postExpenses', { tripIds: [tripA.id] })).statusCode).toBe(422);
    expect((await api('DELETE', `/v1/mileagelog/${tripA.id}`, undefined, tech)).statusCode).toBe(422);
    expect((await api('PATCH', `/v1/mileagelog/${tripA.id}`, { purpose: 'x' }, tech)).statusCode).toBe(422);
    const after = (
      await api('GET', '/v1/mileagelog/totals?from=2030-06-01&to=2030-07-31', undefined, tech)
    ).json();
    expect(after[0]).toMatchObject({ posted: '34.84', unposted: '0.00' });
  });

  it('refuses bad trips, edits and deletes own trips, keeps technicians to their own', async () => {
    const bad = await api('POST', '/v1/mileagelog', {
      tripDate: '2030-01-05',
      startOdometer: 50,
      endOdometer: 40,
      purpose: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['purpose']);
    const order = await api('POST', '/v1/mileagelog', {
      employeeId: samId,
      tripDate: '2030-01-05',
      startOdometer: 50,
      endOdometer: 40,
      purpose: 'x',
    });
    expect(fields(order)).toEqual(['endOdometer']);
    const none = await api('POST', '/v1/mileagelog', {
      employeeId: samId,
      tripDate: '2030-01-05',
      purpose: 'x',
    });
    expect(fields(none)).toEqual(['distance']);
    const miss = await api('POST', '/v1/mileagelog', {
      employeeId: samId,
      tripDate: '2030-01-05',
      startOdometer: 1,
      endOdometer: 5,
      distance: 3,
      purpose: 'x',
    });
    expect(fields(miss)).toEqual(['distance']);
    expect(
      fields(
        await api('POST', '/v1/mileagelog', {
          employeeId: samId,
          jobId: 999999,
          tripDate: '2030-01-05',
          distance: 3,
          purpose: 'x',
        }),
      ),
    ).toEqual(['jobId']);
    expect(fields(await api('GET', '/v1/mileagelog/totals?from=2030-02-01&to=2030-01-01'))).toEqual(['to']);

    const sams: Trip = (
      await api('POST', '/v1/mileagelog', {
        employeeId: samId,
        tripDate: '2030-01-05',
        distance: 12.3,
        purpose: 'Supplier',
      })
    ).json();
    expect(sams.employee.id).toBe(samId);
    expect((await api('GET', `/v1/mileagelog/${sams.id}`, undefined, tech)).statusCode).toBe(403);
    expect((await api('PATCH', `/v1/mileagelog/${sams.id}`, { purpose: 'x' }, tech)).statusCode).toBe(403);
    expect(
      (
        await api(
          'POST',
          '/v1/mileagelog',
          { employeeId: samId, tripDate: '2030-01-05', distance: 1, purpose: 'x' },
          tech,
        )
      ).statusCode,
    ).toBe(403);
    const list = (await api('GET', '/v1/mileagelog?limit=1000', undefined, tech)).json();
    expect(list.data.every((r: Trip) => r.employee.id === jordanId)).toBe(true);

    const edited = await api('PATCH', `/v1/mileagelog/${sams.id}`, {
      startOdometer: 100,
      endOdometer: 120.5,
    });
    expect(edited.json()).toMatchObject({
      distance: '20.5',
      version: 2,
      rate: '0.6550',
      reimbursement: '13.43',
    });
    expect((await api('DELETE', `/v1/mileagelog/${sams.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/mileagelog/${sams.id}`)).statusCode).toBe(404);
  });
});
