import { Permission } from '@fieldline/contracts/common/permissions';
import {
  GLOBAL_REPORTS_GROUP,
  type SavedReport,
  STANDARD_REPORT_SAVE_ALERT,
  USER_REPORTS_GROUP,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../test/utils';
import type { ReportView } from './report-model';
import { SavedReportControls } from './SavedReportControls';
import {
  COLUMNS,
  ME,
  OTHER,
  report,
  type SavedSearchFake,
  savedSearchFake,
  standardReport,
} from './test-api';

// Several round trips to the local fake server per step: allow for a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let server: FakeApiServer;
let fake: SavedSearchFake;
let loads: ReportView[];

beforeAll(async () => {
  server = await startFakeApi((req) => fake.handle(req));
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
  loads = [];
});

const reportsUser = (with390: boolean) =>
  makeUser({
    id: ME,
    permissions: [
      { id: Permission.SavedSearches, accessLevel: 1 },
      ...(with390 ? [{ id: Permission.SavedReportsGlobal, accessLevel: 2 as const }] : []),
    ],
  });

function Harness() {
  const [columnIds, setColumnIds] = useState([11, 12, 14]);
  return (
    <>
      <SavedReportControls
        pageNumber={6070}
        searchType={1}
        resultsUrl="/customers"
        columns={COLUMNS}
        criteria={[{ id: 'query', value: 'acme' }]}
        columnIds={columnIds}
        onLoad={(view) => {
          loads.push(view);
          setColumnIds(view.columnIds);
        }}
        onColumnsChange={setColumnIds}
      />
      <output data-testid="grid-columns">{columnIds.join(',')}</output>
    </>
  );
}

function start(reports: SavedReport[], selectedId = 1, with390 = false) {
  fake = savedSearchFake(reports, selectedId);
  renderApp(<Harness />, { user: reportsUser(with390) });
}

const reportInput = () =>
  screen.getAllByLabelText('Report').find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const calls = (path: string) => server.requests.filter((r) => r.url.startsWith(path));
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function loaded(name: string) {
  await waitFor(() => expect(reportInput().value).toBe(name));
}

const mine = () =>
  report(2, 'My Denver list', {
    searchCriteria: JSON.stringify([{ id: 'query', value: 'denver' }]),
    standardColumnOverride: '14,12',
  });
const theirsGlobal = () =>
  report(3, 'Team list', { isGlobalReport: true, createdBy: { id: OTHER }, employee: { id: OTHER } });

describe('SavedReportControls', { timeout: 30_000 }, () => {
  it('groups the select into Global Reports and User Reports and loads the selected report once', async () => {
    start([standardReport(), theirsGlobal(), mine()], 2);
    await loaded('My Denver list');
    expect(loads).toEqual([{ criteria: [{ id: 'query', value: 'denver' }], columnIds: [14, 12] }]);
    fireEvent.click(reportInput());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText(GLOBAL_REPORTS_GROUP)).toBeTruthy();
    expect(within(listbox).getByText(USER_REPORTS_GROUP)).toBeTruthy();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standard Report', 'Team list', 'My Denver list']);
  });

  it('selecting a report tells the server and loads its criteria and columns', async () => {
    start([standardReport(), mine()]);
    await loaded('Standard Report');
    expect(loads[0]).toEqual({ criteria: [], columnIds: [11, 12, 14] });
    fireEvent.click(reportInput());
    fireEvent.click(await screen.findByRole('option', { name: 'My Denver list' }));
    await waitFor(() => expect(loads).toHaveLength(2));
    expect(calls('/v1/savedsearches/setSelectedReport').map((r) => [r.method, r.url])).toEqual([
      ['PATCH', '/v1/savedsearches/setSelectedReport/2'],
    ]);
    expect(loads[1]).toEqual({ criteria: [{ id: 'query', value: 'denver' }], columnIds: [14, 12] });
    await loaded('My Denver list');
  });

  it('saves a new report with the payload of spec 2 §7 and selects it', async () => {
    start([standardReport()]);
    await loaded('Standard Report');
    fireEvent.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    // No 390: the standard report is global, so there is no "save existing report" option.
    expect(within(dialog).queryByLabelText('Save existing report')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name for the report.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Report name'), { target: { value: 'Acme only' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await loaded('Acme only');
    expect(calls('/v1/savedsearches/save').map((r) => r.body)).toEqual([
      {
        PageNumber: 6070,
        name: 'Acme only',
        searchCriteria: '[{"id":"query","value":"acme"}]',
        standardColumnOverride: '',
        resultsUrl: '/customers',
        customResults: null,
        customSearchCriteria: null,
        isSelected: true,
        id: 1,
        isFieldlineReport: true,
        employee: null,
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Save report' })).toBeNull();
  });

  it('with 390, saving over the standard report shows the exact alert', async () => {
    start([standardReport()], 1, true);
    await loaded('Standard Report');
    fireEvent.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.click(within(dialog).getByLabelText('Save existing report'));
    expect(within(dialog).queryByLabelText('Report name')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    // Two spaces after the first sentence, as spec 2 §5 has it.
    const message = within(alert).getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === STANDARD_REPORT_SAVE_ALERT,
    );
    expect(message.textContent).toBe(
      'Error: you cannot change the Standard Report.  Enter a new name for this report.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alert' })).toBeNull());
    expect(fake.reports.map((r) => r.name)).toEqual(['Standard Report']);
  });

  it('offers "save existing report" for your own reports, and for global ones only with 390', async () => {
    start([standardReport(), theirsGlobal(), mine()], 3);
    await loaded('Team list');
    fireEvent.click(button('Save'));
    let dialog = await screen.findByRole('dialog', { name: 'Save report' });
    expect(within(dialog).queryByLabelText('Save existing report')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save report' })).toBeNull());

    fireEvent.click(reportInput());
    fireEvent.click(await screen.findByRole('option', { name: 'My Denver list' }));
    await loaded('My Denver list');
    fireEvent.click(button('Save'));
    dialog = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.click(within(dialog).getByLabelText('Save existing report'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('/v1/savedsearches/save')).toHaveLength(1));
    expect(calls('/v1/savedsearches/save')[0].body).toMatchObject({
      id: 2,
      name: 'My Denver list',
      searchCriteria: '[{"id":"query","value":"acme"}]',
      standardColumnOverride: '14,12',
    });
  });

  it('shows Delete only to the creator; deleting resets the criteria to the standard report', async () => {
    start([standardReport(), theirsGlobal(), mine()], 3, true);
    await loaded('Team list');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // 390 lets this user configure another user's global report, never delete it.
    expect(button('Configure').disabled).toBe(false);

    fireEvent.click(reportInput());
    fireEvent.click(await screen.findByRole('option', { name: 'My Denver list' }));
    await loaded('My Denver list');
    fireEvent.click(button('Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete report' });
    expect(confirm.textContent).toContain('Delete the report "My Denver list"?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await loaded('Standard Report');
    expect(calls('/v1/savedsearches/delete').map((r) => r.body)).toEqual([
      {
        PageNumber: 6070,
        name: 'My Denver list',
        isSelected: true,
        id: 2,
        employee: { id: ME },
        resultsUrl: '/customers',
      },
    ]);
    expect(loads.at(-1)).toEqual({ criteria: [], columnIds: [11, 12, 14] });
    expect(screen.getByTestId('grid-columns').textContent).toBe('11,12,14');
  });

  it('configure: not for the standard report; columns and the global checkbox of your own report', async () => {
    start([standardReport(), mine()]);
    await loaded('Standard Report');
    expect(button('Configure').disabled).toBe(true);
    fireEvent.click(reportInput());
    fireEvent.click(await screen.findByRole('option', { name: 'My Denver list' }));
    await loaded('My Denver list');

    fireEvent.click(button('Configure'));
    const dialog = await screen.findByRole('dialog', { name: 'Configure report' });
    fireEvent.click(within(dialog).getByLabelText('Status'));
    fireEvent.click(within(dialog).getByLabelText('Global report'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configure report' })).toBeNull());
    expect(calls('/v1/savedsearches/save')[0].body).toMatchObject({
      id: 2,
      name: 'My Denver list',
      // The report's own criteria stay; only its columns change.
      searchCriteria: '[{"id":"query","value":"denver"}]',
      standardColumnOverride: '14,12,13',
    });
    expect(calls('/v1/savedsearches/setGlobalAccess').map((r) => [r.url, r.body])).toEqual([
      ['/v1/savedsearches/setGlobalAccess/2', { PageNumber: 6070, isGlobalReport: true, id: 2 }],
    ]);
    expect(screen.getByTestId('grid-columns').textContent).toBe('14,12,13');
  });

  it('the standard-columns dialog chooses and reorders the grid columns', async () => {
    start([standardReport()]);
    await loaded('Standard Report');
    fireEvent.click(button('Columns'));
    const dialog = await screen.findByRole('dialog', { name: 'Standard columns' });
    const rows = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(rows()).toEqual(['Account #', 'Name', 'City', 'Status']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move City up' }));
    fireEvent.click(within(dialog).getByLabelText('Account #'));
    fireEvent.click(within(dialog).getByLabelText('Status'));
    expect(rows()).toEqual(['City', 'Name', 'Status', 'Account #']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('grid-columns').textContent).toBe('14,12,13'));
    // Nothing is saved until the user saves a report.
    expect(calls('/v1/savedsearches/save')).toHaveLength(0);

    fireEvent.click(button('Columns'));
    const again = await screen.findByRole('dialog', { name: 'Standard columns' });
    for (const name of ['City', 'Name', 'Status']) fireEvent.click(within(again).getByLabelText(name));
    fireEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(await within(again).findByText('Choose at least one column.')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Default columns' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('grid-columns').textContent).toBe('11,12,14'));
  });
});
