import {
  CUSTOMER_SEARCH_TYPE,
  REPORT_NAME_TAKEN,
  type SavedReport,
  type SearchColumn,
  STANDARD_REPORT_SAVE_ALERT,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { savedReports } from './saved-searches.table';
import {
  admin,
  alice,
  api,
  bob,
  criteria,
  fieldsOf,
  newReport,
  nobody,
  PAGE,
  REPORTS,
  reports,
  save,
  selectedOf,
  setupSavedSearchApp,
  standard,
  t,
} from './saved-searches.test-kit';

setupSavedSearchApp();

describe('GET columns', () => {
  it("answers the search type's columns in sort order", async () => {
    const res = await api(alice.token, 'GET', '/v1/savedsearches/columns?searchType=1');
    expect(res.statusCode).toBe(200);
    const columns: SearchColumn[] = res.json();
    expect(columns.map((c) => c.fieldKey)).toEqual([
      'accountNumber',
      'name',
      'status',
      'type',
      'city',
      'state',
      'phone',
      'isActive',
      'id',
    ]);
    expect(columns[0]).toEqual({
      id: expect.any(Number),
      columnDisplay: 'Account #',
      sortOrder: 1,
      isDefault: true,
      fieldKey: 'accountNumber',
    });
    expect(columns.filter((c) => c.isDefault).map((c) => c.fieldKey)).toEqual([
      'accountNumber',
      'name',
      'status',
      'city',
      'state',
      'phone',
    ]);
    const projected = await api(alice.token, 'GET', '/v1/savedsearches/columns?searchType=1&fields=id');
    expect(Object.keys(projected.json()[0])).toEqual(['id']);
    expect((await api(alice.token, 'GET', '/v1/savedsearches/columns?searchType=99')).json()).toEqual([]);
  });

  it('refuses a missing or bad searchType, anonymous callers and users without Saved searches', async () => {
    const missing = await api(alice.token, 'GET', '/v1/savedsearches/columns');
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual(['searchType']);
    const bad = await api(alice.token, 'GET', '/v1/savedsearches/columns?searchType=abc');
    expect(fieldsOf(bad)).toEqual(['searchType']);
    expect((await api(null, 'GET', '/v1/savedsearches/columns?searchType=1')).statusCode).toBe(401);
    expect((await api(nobody.token, 'GET', '/v1/savedsearches/columns?searchType=1')).statusCode).toBe(403);
  });
});

describe('GET reports', () => {
  it('answers the standard report first, selected by default, then global reports, then your own', async () => {
    const list = await reports(admin);
    expect(list[0]).toMatchObject({
      name: 'Standard Report',
      isFieldlineReport: true,
      isGlobalReport: true,
      isSelected: true,
      searchCriteria: '[]',
      PageNumber: PAGE,
      createdBy: null,
      employee: null,
    });
    // Demo data: the office manager's global report and the administrator's own one.
    const names = list.map((r) => r.name);
    expect(names).toEqual(['Standard Report', 'Commercial accounts', 'Prospects to call']);
    expect(list.filter((r) => r.isSelected)).toHaveLength(1);
    const mine = list[2];
    expect(mine).toMatchObject({ isGlobalReport: false, isFieldlineReport: false });
    expect(mine.employee).toEqual(mine.createdBy);
    expect(JSON.parse(mine.searchCriteria)).toEqual(
      expect.arrayContaining([{ id: 'isActive', value: 'all' }]),
    );
    // Another user does not see the administrator's private report.
    expect((await reports(bob.token)).map((r) => r.name)).toEqual(['Standard Report', 'Commercial accounts']);
  });

  it('names every bad query field and needs Saved searches', async () => {
    const res = await api(alice.token, 'GET', '/v1/savedsearches/reports?searchType=x&page=0');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['page', 'searchType']);
    expect(fieldsOf(await api(alice.token, 'GET', '/v1/savedsearches/reports'))).toEqual([
      'page',
      'searchType',
    ]);
    expect((await api(nobody.token, 'GET', REPORTS)).statusCode).toBe(403);
    expect((await api(null, 'GET', REPORTS)).statusCode).toBe(401);
  });
});

describe('POST save', () => {
  it('a new name creates a report owned by the caller, selected, the others deselected', async () => {
    const name = unique('Denver accounts');
    const res = await save(alice.token, {
      name: ` ${name} `,
      searchCriteria: criteria('denver'),
      standardColumnOverride: '',
      customSearchCriteria: 'extra',
      employee: { id: bob.user.id },
    });
    expect(res.statusCode).toBe(200);
    const report: SavedReport = res.json();
    expect(report).toMatchObject({
      name,
      searchCriteria: criteria('denver'),
      customerSearchCriteria: 'extra',
      standardColumnOverride: null,
      isSelected: true,
      isGlobalReport: false,
      isFieldlineReport: false,
      resultsUrl: '/customers',
      PageNumber: PAGE,
      searchType: CUSTOMER_SEARCH_TYPE,
      // The owner is the caller, whatever employee the body names.
      employee: { id: alice.user.id },
      createdBy: { id: alice.user.id },
    });
    expect((await selectedOf(alice.token)).map((r) => r.id)).toEqual([report.id]);

    // Saving a second one selects it and deselects the first.
    const second = await newReport(alice.token);
    expect((await selectedOf(alice.token)).map((r) => r.id)).toEqual([second.id]);
    // Bob's selection is his own: still the standard report.
    expect((await selectedOf(bob.token)).map((r) => r.name)).toEqual(['Standard Report']);
  });

  it('no name, or the same name, overwrites report id and selects it', async () => {
    const first = await newReport(alice.token, unique('Mine'), { standardColumnOverride: '' });
    await newReport(alice.token);
    const columns: SearchColumn[] = (
      await api(alice.token, 'GET', '/v1/savedsearches/columns?searchType=1')
    ).json();
    const override = `${columns[2].id},${columns[0].id}`;
    const res = await save(alice.token, {
      id: first.id,
      searchCriteria: criteria('x'),
      standardColumnOverride: override,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: first.id,
      name: first.name,
      searchCriteria: criteria('x'),
      isSelected: true,
    });
    expect(res.json().standardColumnOverride).toBe(override);
    const again = await save(alice.token, {
      id: first.id,
      name: first.name.toUpperCase(),
      searchCriteria: '[]',
    });
    expect(again.json()).toMatchObject({ id: first.id, name: first.name, searchCriteria: '[]' });
    const [row] = await t.database.db.select().from(savedReports).where(eq(savedReports.id, first.id));
    expect(row.version).toBe(3);
    expect((await selectedOf(alice.token)).map((r) => r.id)).toEqual([first.id]);
  });

  it('never changes the standard report: the exact alert, by id or by its name', async () => {
    const byId = await save(admin, { id: standard.id, searchCriteria: criteria('x') });
    expect(byId.statusCode).toBe(422);
    expect(byId.json().message).toBe(STANDARD_REPORT_SAVE_ALERT);
    expect(STANDARD_REPORT_SAVE_ALERT).toBe(
      'Error: you cannot change the Standard Report.  Enter a new name for this report.',
    );
    const byName = await save(alice.token, { id: standard.id, name: 'standard report' });
    expect(byName.json().message).toBe(STANDARD_REPORT_SAVE_ALERT);
    const asNew = await save(alice.token, { name: 'Standard Report' });
    expect(asNew.statusCode).toBe(422);
    expect(asNew.json().message).toBe(STANDARD_REPORT_SAVE_ALERT);
    const [row] = await t.database.db.select().from(savedReports).where(eq(savedReports.id, standard.id));
    expect(row).toMatchObject({ searchCriteria: '[]', version: 1, name: 'Standard Report' });
  });

  it('names every bad field', async () => {
    const res = await t.as(alice.token)({
      method: 'POST',
      url: '/v1/savedsearches/save',
      payload: {
        name: 'x'.repeat(101),
        searchCriteria: '{"id":"query"}',
        standardColumnOverride: 'name,city',
        id: -1,
        employee: { id: 'me' },
        isSelected: 'yes',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([
      'PageNumber',
      'employee.id',
      'id',
      'isSelected',
      'name',
      'searchCriteria',
      'standardColumnOverride',
    ]);
    for (const text of ['not json', '[{"value":1}]', '[{"id":"a","value":{"x":1}}]', '"[]"']) {
      const bad = await save(alice.token, { name: unique('Bad'), searchCriteria: text });
      expect(bad.statusCode, text).toBe(400);
      expect(bad.json().errors).toEqual([
        { field: 'searchCriteria', message: 'searchCriteria must be JSON text of a list of { id, value }.' },
      ]);
    }
    expect(fieldsOf(await save(alice.token, { name: '  ' }))).toEqual(['name']);
    expect(fieldsOf(await save(alice.token, { PageNumber: 4242, name: 'x' }))).toEqual(['PageNumber']);
    const unknownColumn = await save(alice.token, {
      name: unique('Cols'),
      standardColumnOverride: '1,999999',
    });
    expect(unknownColumn.json().errors).toEqual([
      { field: 'standardColumnOverride', message: 'Unknown column id(s): 999999.' },
    ]);
    const mine = await newReport(alice.token);
    const taken = await save(alice.token, { name: mine.name.toLowerCase() });
    expect(taken.json().errors).toEqual([{ field: 'name', message: REPORT_NAME_TAKEN }]);
    expect((await save(alice.token, { id: 999999, name: 'x' })).statusCode).toBe(404);
  });

  it('needs Saved searches', async () => {
    expect((await save(nobody.token, { name: 'x' })).statusCode).toBe(403);
    expect((await save(null, { name: 'x' })).statusCode).toBe(401);
  });
});
