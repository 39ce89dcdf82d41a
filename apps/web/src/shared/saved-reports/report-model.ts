import {
  GLOBAL_REPORTS_GROUP,
  parseColumnOverride,
  parseSearchCriteria,
  type SavedReport,
  type SearchColumn,
  type SearchCriterion,
  USER_REPORTS_GROUP,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';

/** What a report holds for the form: the criteria ([] = the form's defaults) and the grid's columns. */
export interface ReportView {
  criteria: SearchCriterion[];
  columnIds: number[];
}

/** The standard column set: the default columns in their sort order. */
export function defaultColumnIds(columns: SearchColumn[]): number[] {
  return [...columns]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .filter((c) => c.isDefault)
    .map((c) => c.id);
}

/** The report's column override (unknown ids dropped), else the default columns. */
export function columnIdsOf(report: SavedReport | undefined, columns: SearchColumn[]): number[] {
  const known = new Set(columns.map((c) => c.id));
  const chosen = parseColumnOverride(report?.standardColumnOverride).filter((id) => known.has(id));
  return chosen.length ? [...new Set(chosen)] : defaultColumnIds(columns);
}

export function viewOf(report: SavedReport | undefined, columns: SearchColumn[]): ReportView {
  return { criteria: parseSearchCriteria(report?.searchCriteria), columnIds: columnIdsOf(report, columns) };
}

export const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The override to save: nothing when the columns are the default set in its order. */
export function overrideOf(columnIds: number[], columns: SearchColumn[]): string {
  return sameIds(columnIds, defaultColumnIds(columns)) ? '' : columnIds.join(',');
}

const isGlobal = (r: SavedReport) => r.isGlobalReport || r.isFieldlineReport;

/** The report select's options: "Global Reports" (the standard one first) and "User Reports". */
export function reportOptions(reports: SavedReport[]) {
  const option = (r: SavedReport) => ({ value: String(r.id), label: r.name });
  return [
    { group: GLOBAL_REPORTS_GROUP, items: reports.filter(isGlobal).map(option) },
    { group: USER_REPORTS_GROUP, items: reports.filter((r) => !isGlobal(r)).map(option) },
  ].filter((g) => g.items.length > 0);
}

const ownerOf = (r: SavedReport) => r.employee?.id ?? r.createdBy?.id ?? null;

/**
 * Spec 2 §6: with permission 390 the "save existing report" option is shown even for global
 * reports; otherwise only for non-global ones. (The standard report is global: the server's
 * alert answers an attempt to save over it.)
 */
export const canSaveExisting = (r: SavedReport, has390: boolean) => !isGlobal(r) || has390;

/** The configure dialog changes a report: its creator, or a 390 holder for global ones; never the standard report. */
export const canConfigure = (r: SavedReport, userId: number | undefined, has390: boolean) =>
  !r.isFieldlineReport && (ownerOf(r) === userId || (r.isGlobalReport && has390));

/** Only the report's creator sees the delete button (spec 2 §6). */
export const canDelete = (r: SavedReport, userId: number | undefined) =>
  !r.isFieldlineReport && userId !== undefined && ownerOf(r) === userId;
