import type {
  CreditCard,
  EmployeeAlert,
  EmployeeSummary,
  Team,
} from '@fieldline/contracts/employees/employees.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { employeeCreditCards } from './employees.table';

let t: TestApp;
let admin: string;
let tech: string;
let jordan: EmployeeSummary;
let sam: EmployeeSummary;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  tech = await t.login('sam.ortiz@example.com', DEMO_PASSWORD);
  jordan = (await api('GET', '/v1/employees/search?query=jordan')).json().data[0];
  sam = (await api('GET', '/v1/employees/search?query=ortiz')).json().data[0];
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}

describe('employee teams', () => {
  it('creates, queries and updates a team with its members', async () => {
    const name = unique('Night crew');
    const created = await api('POST', '/v1/employeeTeams', {
      name,
      leaderId: jordan.id,
      memberIds: [jordan.id],
    });
    expect(created.statusCode).toBe(201);
    const team: Team = created.json();
    expect(team).toMatchObject({ name, leaderName: 'Jordan Lee', isActive: true, version: 1 });
    expect(team.members).toEqual([{ id: jordan.id, name: 'Jordan Lee' }]);

    const updated = await api('PATCH', `/v1/employeeTeams/${team.id}`, {
      version: 1,
      memberIds: [jordan.id, sam.id],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().members.map((m: { name: string }) => m.name)).toEqual(['Jordan Lee', 'Sam Ortiz']);

    const query: Team[] = (
      await api('GET', `/v1/employeeTeams/query?employeeId=${sam.id}&active=true`)
    ).json();
    expect(query.map((x) => x.name)).toContain(name);
    const members = (await api('GET', `/v1/employees/getemployeebyteamIid/${team.id}`)).json();
    expect(members.map((m: EmployeeSummary) => m.id).sort()).toEqual([jordan.id, sam.id].sort());
    const byTeams = (await api('GET', '/v1/employees/employeebyteams')).json();
    expect(byTeams.find((x: { teamId: number }) => x.teamId === team.id).employees).toHaveLength(2);

    const dup = await api('POST', '/v1/employeeTeams', { name: name.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Another team already has this name.');
    const stale = await api('PATCH', `/v1/employeeTeams/${team.id}`, { version: 1, name: 'x' });
    expect(stale.statusCode).toBe(409);
    const badMember = await api('PATCH', `/v1/employeeTeams/${team.id}`, {
      memberIds: [jordan.id, 99999999],
    });
    expect(badMember.json().errors).toEqual([
      { field: 'memberIds[1]', message: 'Choose a value from the list.' },
    ]);
    expect((await api('POST', '/v1/employeeTeams', { name: '' })).json().errors[0].field).toBe('name');
    expect((await api('GET', '/v1/employees/getemployeebyteamIid/99999999')).statusCode).toBe(404);
    expect((await api('GET', '/v1/employeeTeams/query', undefined, tech)).statusCode).toBe(403);
  });
});

describe('employee alerts', () => {
  it('lists open alerts by due date, reads one and dismisses it', async () => {
    const list: EmployeeAlert[] = (await api('GET', `/v1/employees/alerts?employeeId=${jordan.id}`)).json();
    expect(list.map((a) => a.alertType)).toEqual(['certification', 'review']);
    const [first] = list;
    const one = await api('GET', `/v1/employees/alerts/${first.id}`);
    expect(one.json()).toMatchObject({ id: first.id, employeeName: 'Jordan Lee', isDismissed: false });

    const dismissed = await api('PATCH', `/v1/employees/alerts/${first.id}`, {
      version: 1,
      isDismissed: true,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().dismissedDate).not.toBeNull();
    const open: EmployeeAlert[] = (await api('GET', `/v1/employees/alerts?employeeId=${jordan.id}`)).json();
    expect(open.map((a) => a.id)).not.toContain(first.id);
    const all: EmployeeAlert[] = (
      await api('GET', `/v1/employees/alerts?employeeId=${jordan.id}&includeDismissed=true`)
    ).json();
    expect(all.map((a) => a.id)).toContain(first.id);

    const created = await api('POST', '/v1/employees/alerts', {
      employeeId: sam.id,
      alertType: 'training',
      description: 'Confined-space training',
      dueDate: '2026-12-01',
    });
    expect(created.statusCode).toBe(201);
    const bad = await api('PATCH', `/v1/employees/alerts/${first.id}`, {
      dueDate: '12/01/2026',
      alertType: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['alertType', 'dueDate']);
    expect((await api('GET', '/v1/employees/alerts/99999999')).statusCode).toBe(404);
    expect((await api('GET', '/v1/employees/alerts', undefined, tech)).statusCode).toBe(403);
  });
});

describe('employee credit cards', () => {
  it('adds a company card by its last four digits, deactivates, activates and deletes it', async () => {
    const created = await api('POST', '/v1/creditCards', {
      employeeId: jordan.id,
      cardName: 'Hardware store card',
      lastFour: '1234',
      creditLimit: '500',
    });
    expect(created.statusCode).toBe(201);
    const card: CreditCard = created.json();
    expect(card).toMatchObject({ lastFour: '1234', creditLimit: '500.00', isActive: true });

    const off = await api('PATCH', `/v1/creditCards/${card.id}/deactivate`);
    expect(off.json().isActive).toBe(false);
    const again = await api('PATCH', `/v1/creditCards/${card.id}/deactivate`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The card is already inactive.');
    expect((await api('PATCH', `/v1/creditCards/${card.id}/activate`)).json().isActive).toBe(true);

    const renamed = await api('PATCH', '/v1/creditCards/', {
      id: card.id,
      cardName: 'Hardware card',
      creditLimit: null,
    });
    expect(renamed.json()).toMatchObject({ cardName: 'Hardware card', creditLimit: null });
    const cards: CreditCard[] = (await api('GET', `/v1/creditCards/employee/${jordan.id}`)).json();
    expect(cards.map((c) => c.lastFour)).toEqual(expect.arrayContaining(['1234', '4417']));

    expect((await api('DELETE', `/v1/creditCards/${card.id}/delete`)).statusCode).toBe(204);
    expect(
      await t.database.db.select().from(employeeCreditCards).where(eq(employeeCreditCards.id, card.id)),
    ).toEqual([]);
    expect((await api('DELETE', `/v1/creditCards/${card.id}/delete`)).statusCode).toBe(404);
  });

  it('refuses a full card number (400) and never stores one', async () => {
    const message = 'Full card numbers are not stored: enter only the last four digits.';
    const full = await api('POST', '/v1/creditCards', {
      employeeId: jordan.id,
      cardName: 'Fuel',
      lastFour: '4111',
      cardNumber: '4111111111111111',
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual([{ field: 'cardNumber', message }]);
    const inLastFour = await api('POST', '/v1/creditCards', {
      employeeId: jordan.id,
      cardName: 'Fuel',
      lastFour: '4111111111111111',
    });
    expect(inLastFour.json().errors).toEqual([
      { field: 'lastFour', message: 'Enter the last four digits of the card.' },
    ]);
    const inName = await api('POST', '/v1/creditCards', {
      employeeId: jordan.id,
      cardName: 'Visa 4111 1111 1111 1111',
      lastFour: '1111',
    });
    expect(inName.json().errors).toEqual([{ field: 'cardName', message }]);
    const patch = await api('PATCH', '/v1/creditCards', { id: 1, nameOnCard: '4111-1111-1111-1111' });
    expect(patch.statusCode).toBe(400);
    expect(
      (await api('POST', '/v1/creditCards', { employeeId: 99999999, cardName: 'X', lastFour: '1111' })).json()
        .errors,
    ).toEqual([{ field: 'employeeId', message: 'Choose a value from the list.' }]);
    expect((await api('GET', '/v1/creditCards/employee/99999999')).statusCode).toBe(404);
    expect(
      (await api('POST', '/v1/creditCards', { employeeId: sam.id, cardName: 'Mine', lastFour: '1111' }, tech))
        .statusCode,
    ).toBe(403);
  });
});
