import {
  GLOBAL_ACCESS_NEEDS_390,
  GLOBAL_REPORT_NEEDS_390,
  ONLY_CREATOR_DELETES,
  type SavedReport,
  STANDARD_REPORT_DELETE_ALERT,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, unique } from '../../../test/factories';
import { savedReportSelections, savedReports } from './saved-searches.table';
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
  reader390,
  reports,
  save,
  selectedOf,
  setupSavedSearchApp,
  sharer,
  standard,
  t,
} from './saved-searches.test-kit';

setupSavedSearchApp();

describe('permission 390 and other users', () => {
  it("overwriting another user's global report needs 390 at full access; the owner stays", async () => {
    const report = await newReport(alice.token, unique('Shared'));
    expect(
      (
        await api(alice.token, 'PATCH', `/v1/savedsearches/setGlobalAccess/${report.id}`, {
          isGlobalReport: true,
        })
      ).statusCode,
    ).toBe(200);

    const byBob = await save(bob.token, { id: report.id, searchCriteria: criteria('bob') });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().message).toBe(GLOBAL_REPORT_NEEDS_390);
    expect((await save(reader390.token, { id: report.id, searchCriteria: criteria('r') })).statusCode).toBe(
      403,
    );

    const bySharer = await save(sharer.token, { id: report.id, searchCriteria: criteria('sharer') });
    expect(bySharer.statusCode).toBe(200);
    expect(bySharer.json()).toMatchObject({
      searchCriteria: criteria('sharer'),
      employee: { id: alice.user.id },
      isGlobalReport: true,
      isSelected: true,
    });
    // Still Alice's: her select shows it selected for nobody but the sharer.
    expect((await selectedOf(sharer.token)).map((r) => r.id)).toEqual([report.id]);
    // The owner overwrites her own global report without 390.
    expect((await save(alice.token, { id: report.id, searchCriteria: '[]' })).statusCode).toBe(200);
  });

  it("another user's private report cannot be seen or touched", async () => {
    const report = await newReport(alice.token, unique('Private'));
    expect((await save(sharer.token, { id: report.id })).statusCode).toBe(404);
    expect(
      (await api(sharer.token, 'PATCH', `/v1/savedsearches/setSelectedReport/${report.id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await api(sharer.token, 'PATCH', `/v1/savedsearches/setGlobalAccess/${report.id}`, {
          isGlobalReport: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(sharer.token, 'POST', '/v1/savedsearches/delete', { id: report.id })).statusCode).toBe(
      404,
    );
    expect((await reports(sharer.token)).some((r) => r.id === report.id)).toBe(false);
    // A new report with the same name is fine for another user: names are per user.
    expect((await save(bob.token, { name: report.name })).statusCode).toBe(200);
  });
});

describe('PATCH setGlobalAccess', () => {
  it('the creator or a 390 holder shares and unshares; never the standard report', async () => {
    const report = await newReport(alice.token, unique('Team'));
    const url = `/v1/savedsearches/setGlobalAccess/${report.id}`;
    const shared = await api(alice.token, 'PATCH', url, {
      PageNumber: PAGE,
      isGlobalReport: true,
      id: report.id,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ id: report.id, isGlobalReport: true, isSelected: true });
    expect((await reports(bob.token)).some((r) => r.id === report.id)).toBe(true);

    const byBob = await api(bob.token, 'PATCH', url, { isGlobalReport: false });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().message).toBe(GLOBAL_ACCESS_NEEDS_390);
    expect((await api(reader390.token, 'PATCH', url, { isGlobalReport: false })).statusCode).toBe(403);

    // Bob selected it; once it is private again he is back on the standard report.
    expect(
      (await api(bob.token, 'PATCH', `/v1/savedsearches/setSelectedReport/${report.id}`)).statusCode,
    ).toBe(200);
    const unshared = await api(sharer.token, 'PATCH', url, { isGlobalReport: false });
    expect(unshared.statusCode).toBe(200);
    expect(unshared.json().isGlobalReport).toBe(false);
    expect((await selectedOf(bob.token)).map((r) => r.name)).toEqual(['Standard Report']);
    expect(
      await countRows(
        t,
        savedReportSelections,
        and(eq(savedReportSelections.reportId, report.id), eq(savedReportSelections.userId, bob.user.id)),
      ),
    ).toBe(0);
    // Alice's own selection of it stays.
    expect((await selectedOf(alice.token)).map((r) => r.id)).toEqual([report.id]);

    const onStandard = await api(admin, 'PATCH', `/v1/savedsearches/setGlobalAccess/${standard.id}`, {
      isGlobalReport: false,
    });
    expect(onStandard.statusCode).toBe(422);
    expect(onStandard.json().message).toBe(STANDARD_REPORT_DELETE_ALERT);
  });

  it('names bad input', async () => {
    const report = await newReport(alice.token);
    const url = `/v1/savedsearches/setGlobalAccess/${report.id}`;
    expect(fieldsOf(await api(alice.token, 'PATCH', url, {}))).toEqual(['isGlobalReport']);
    expect(
      fieldsOf(await api(alice.token, 'PATCH', '/v1/savedsearches/setGlobalAccess/x', { isGlobalReport: 1 })),
    ).toEqual(['id', 'isGlobalReport']);
    expect(
      fieldsOf(await api(alice.token, 'PATCH', url, { isGlobalReport: true, id: report.id + 1 })),
    ).toEqual(['id']);
    expect(fieldsOf(await api(alice.token, 'PATCH', url, { isGlobalReport: true, PageNumber: 1 }))).toEqual([
      'PageNumber',
    ]);
    expect((await api(nobody.token, 'PATCH', url, { isGlobalReport: true })).statusCode).toBe(403);
  });
});

describe('PATCH setSelectedReport', () => {
  it('selects per user and page; the standard report too', async () => {
    const list = await reports(bob.token);
    const global = list.find((r) => r.name === 'Commercial accounts')!;
    const res = await api(bob.token, 'PATCH', `/v1/savedsearches/setSelectedReport/${global.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: global.id, isSelected: true });
    expect((await selectedOf(bob.token)).map((r) => r.id)).toEqual([global.id]);
    // Nobody else's selection moved.
    expect((await selectedOf(reader390.token)).map((r) => r.name)).toEqual(['Standard Report']);
    await api(bob.token, 'PATCH', `/v1/savedsearches/setSelectedReport/${standard.id}`);
    expect((await selectedOf(bob.token)).map((r) => r.id)).toEqual([standard.id]);
  });

  it('refuses bad ids, unknown reports and users without Saved searches', async () => {
    expect(fieldsOf(await api(bob.token, 'PATCH', '/v1/savedsearches/setSelectedReport/abc'))).toEqual([
      'id',
    ]);
    expect((await api(bob.token, 'PATCH', '/v1/savedsearches/setSelectedReport/999999')).statusCode).toBe(
      404,
    );
    expect(
      (await api(nobody.token, 'PATCH', `/v1/savedsearches/setSelectedReport/${standard.id}`)).statusCode,
    ).toBe(403);
  });
});

describe('POST delete', () => {
  it('only the creator deletes; the selected report falls back to the standard one for everyone', async () => {
    const report = await newReport(alice.token, unique('Gone'));
    await api(alice.token, 'PATCH', `/v1/savedsearches/setGlobalAccess/${report.id}`, {
      isGlobalReport: true,
    });
    await api(bob.token, 'PATCH', `/v1/savedsearches/setSelectedReport/${report.id}`);

    const bySharer = await api(sharer.token, 'POST', '/v1/savedsearches/delete', { id: report.id });
    expect(bySharer.statusCode).toBe(403);
    expect(bySharer.json().message).toBe(ONLY_CREATOR_DELETES);

    const res = await api(alice.token, 'POST', '/v1/savedsearches/delete', {
      PageNumber: PAGE,
      name: report.name,
      isSelected: true,
      id: report.id,
      employee: { id: alice.user.id },
      resultsUrl: '/customers',
    });
    expect(res.statusCode).toBe(200);
    const after: SavedReport[] = res.json();
    expect(after.some((r) => r.id === report.id)).toBe(false);
    expect(after.filter((r) => r.isSelected).map((r) => r.name)).toEqual(['Standard Report']);
    expect((await selectedOf(bob.token)).map((r) => r.name)).toEqual(['Standard Report']);
    expect(await countRows(t, savedReports, eq(savedReports.id, report.id))).toBe(0);
  });

  it('never deletes the standard report: the exact alert', async () => {
    const res = await api(admin, 'POST', '/v1/savedsearches/delete', { id: standard.id, PageNumber: PAGE });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Error: you cannot change the Standard Report.');
    expect(await countRows(t, savedReports, eq(savedReports.id, standard.id))).toBe(1);
  });

  it('names bad input and needs Saved searches', async () => {
    const res = await api(alice.token, 'POST', '/v1/savedsearches/delete', {
      id: 'x',
      PageNumber: -1,
      isSelected: 2,
    });
    expect(fieldsOf(res)).toEqual(['PageNumber', 'id', 'isSelected']);
    expect(fieldsOf(await api(alice.token, 'POST', '/v1/savedsearches/delete', {}))).toEqual(['id']);
    const mine = await newReport(alice.token);
    expect(
      fieldsOf(await api(alice.token, 'POST', '/v1/savedsearches/delete', { id: mine.id, PageNumber: 1 })),
    ).toEqual(['PageNumber']);
    expect((await api(nobody.token, 'POST', '/v1/savedsearches/delete', { id: mine.id })).statusCode).toBe(
      403,
    );
  });
});
