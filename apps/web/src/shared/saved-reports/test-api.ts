import {
  CUSTOMER_SEARCH_PAGE,
  type SavedReport,
  type SearchColumn,
  STANDARD_REPORT_DELETE_ALERT,
  STANDARD_REPORT_SAVE_ALERT,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import type { Handler, RecordedRequest, Reply } from '../../../test/fake-api-server';

// Test-only: the saved-search calls answered from memory with the server's main rules, for the
// real HTTP server of test/fake-api-server.ts (the app's own client runs its real fetch path).

export const ME = 7;
export const OTHER = 99;

export const COLUMNS: SearchColumn[] = [
  { id: 11, columnDisplay: 'Account #', sortOrder: 1, isDefault: true, fieldKey: 'accountNumber' },
  { id: 12, columnDisplay: 'Name', sortOrder: 2, isDefault: true, fieldKey: 'name' },
  { id: 13, columnDisplay: 'Status', sortOrder: 3, isDefault: false, fieldKey: 'status' },
  { id: 14, columnDisplay: 'City', sortOrder: 4, isDefault: true, fieldKey: 'city' },
];

export function report(id: number, name: string, overrides: Partial<SavedReport> = {}): SavedReport {
  return {
    id,
    name,
    searchCriteria: '[]',
    customResults: null,
    customerSearchCriteria: null,
    standardColumnOverride: null,
    isSelected: false,
    isGlobalReport: false,
    isFieldlineReport: false,
    resultsUrl: '/customers',
    createdBy: { id: ME },
    PageNumber: CUSTOMER_SEARCH_PAGE,
    employee: { id: ME },
    searchType: 1,
    ...overrides,
  };
}

export const standardReport = () =>
  report(1, 'Standard Report', {
    isGlobalReport: true,
    isFieldlineReport: true,
    createdBy: null,
    employee: null,
  });

export interface SavedSearchFake {
  reports: SavedReport[];
  selectedId: number;
  handle: Handler;
}

/** A fake holding the page's reports; `selectedId` is the caller's selection. */
export function savedSearchFake(reports: SavedReport[], selectedId = 1): SavedSearchFake {
  let nextId = 500;
  const fake: SavedSearchFake = {
    reports,
    selectedId,
    handle: (req: RecordedRequest): Reply | undefined => {
      const url = new URL(req.url, 'http://x');
      const p = url.pathname;
      const body = (req.body ?? {}) as Record<string, any>;
      const list = () => fake.reports.map((r) => ({ ...r, isSelected: r.id === fake.selectedId }));
      const find = (id: number) => fake.reports.find((r) => r.id === id);
      if (p === '/v1/savedsearches/columns') return { body: COLUMNS };
      if (p === '/v1/savedsearches/reports') return { body: list() };
      const selected = p.match(/^\/v1\/savedsearches\/setSelectedReport\/(\d+)$/);
      if (selected && req.method === 'PATCH') {
        fake.selectedId = Number(selected[1]);
        return { body: { ...find(fake.selectedId)!, isSelected: true } };
      }
      const global = p.match(/^\/v1\/savedsearches\/setGlobalAccess\/(\d+)$/);
      if (global && req.method === 'PATCH') {
        const r = find(Number(global[1]))!;
        r.isGlobalReport = body.isGlobalReport;
        return { body: { ...r, isSelected: r.id === fake.selectedId } };
      }
      if (p === '/v1/savedsearches/save' && req.method === 'POST') {
        const current = find(body.id);
        const overwrite = current && (!body.name || body.name === current.name);
        if ((overwrite && current.isFieldlineReport) || body.name === 'Standard Report') {
          return { status: 422, body: { message: STANDARD_REPORT_SAVE_ALERT, code: 'RULE_VIOLATION' } };
        }
        const content = {
          searchCriteria: body.searchCriteria,
          standardColumnOverride: body.standardColumnOverride || null,
        };
        let saved: SavedReport;
        if (overwrite) {
          Object.assign(current, content);
          saved = current;
        } else {
          saved = report(nextId++, body.name, content);
          fake.reports.push(saved);
        }
        fake.selectedId = saved.id;
        return { body: { ...saved, isSelected: true } };
      }
      if (p === '/v1/savedsearches/delete' && req.method === 'POST') {
        const r = find(body.id)!;
        if (r.isFieldlineReport) {
          return { status: 422, body: { message: STANDARD_REPORT_DELETE_ALERT, code: 'RULE_VIOLATION' } };
        }
        fake.reports = fake.reports.filter((x) => x.id !== r.id);
        if (fake.selectedId === r.id) fake.selectedId = 1;
        return { body: list() };
      }
      return undefined;
    },
  };
  return fake;
}
