import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type deleteReportBodySchema,
  GLOBAL_ACCESS_NEEDS_390,
  GLOBAL_REPORT_NEEDS_390,
  ONLY_CREATOR_DELETES,
  parseColumnOverride,
  REPORT_NAME_TAKEN,
  type SavedReport,
  type SearchColumn,
  STANDARD_REPORT_DELETE_ALERT,
  STANDARD_REPORT_SAVE_ALERT,
  type saveReportBodySchema,
  type setGlobalAccessBodySchema,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, forbidden, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { accessLevelsOf } from '../identity';
import type { ReportRow } from './saved-searches.repository';
import * as repo from './saved-searches.repository';

type Ctx<B, P = unknown> = RouteContext<B, unknown, P>;

const toColumn = (c: repo.ColumnRow): SearchColumn => ({
  id: c.id,
  columnDisplay: c.columnDisplay,
  sortOrder: c.sortOrder,
  isDefault: c.isDefault,
  fieldKey: c.fieldKey,
});

const toReport = (r: ReportRow, selectedId: number | null): SavedReport => ({
  id: r.id,
  name: r.name,
  searchCriteria: r.searchCriteria,
  customResults: r.customResults,
  customerSearchCriteria: r.customerSearchCriteria,
  standardColumnOverride: r.standardColumnOverride,
  isSelected: r.id === selectedId,
  isGlobalReport: r.isGlobalReport,
  isFieldlineReport: r.isStandard,
  resultsUrl: r.resultsUrl,
  createdBy: r.createdBy ? { id: r.createdBy } : null,
  PageNumber: r.pageNumber,
  employee: r.employeeId ? { id: r.employeeId } : null,
  searchType: r.searchType,
});

const auditable = (r: ReportRow) => ({
  name: r.name,
  pageNumber: r.pageNumber,
  searchCriteria: r.searchCriteria,
  customResults: r.customResults,
  customerSearchCriteria: r.customerSearchCriteria,
  standardColumnOverride: r.standardColumnOverride,
  isGlobalReport: r.isGlobalReport,
  resultsUrl: r.resultsUrl,
  employeeId: r.employeeId,
});

export async function listColumns(db: Db, searchType: number): Promise<SearchColumn[]> {
  return (await repo.listColumns(db, searchType)).map(toColumn);
}

/**
 * The page's reports the user sees. isSelected is the user's own selection; a user who selected
 * nothing (or a report they can no longer see) has the standard report selected.
 */
export async function listReports(
  db: Db,
  userId: number,
  searchType: number,
  pageNumber: number,
): Promise<SavedReport[]> {
  const [rows, chosen] = await Promise.all([
    repo.listVisibleReports(db, pageNumber, searchType, userId),
    repo.selectedReportId(db, userId, pageNumber),
  ]);
  const selected = rows.some((r) => r.id === chosen) ? chosen : (rows.find((r) => r.isStandard)?.id ?? null);
  return rows.map((r) => toReport(r, selected));
}

async function visibleReport(db: Db, id: number, userId: number): Promise<ReportRow> {
  const row = await repo.findVisibleReport(db, id, userId);
  if (!row) throw notFound('saved report');
  return row;
}

function checkPage(row: ReportRow, pageNumber: number | undefined) {
  if (pageNumber !== undefined && row.pageNumber !== pageNumber) {
    throw fieldError('PageNumber', 'The report does not belong to this page.');
  }
}

/** Permission 390 at full access: save over (and share or unshare) global reports of other users. */
async function mayChangeOthersReports(db: Db, userId: number): Promise<boolean> {
  // Read through the request's transaction: the permission cache reads through the root connection,
  // which on PGlite would wait for this very transaction.
  const levels = await accessLevelsOf(db, userId);
  return (levels.get(Permission.SavedReportsGlobal) ?? 0) >= 2;
}

export async function setSelectedReport(ctx: Ctx<unknown, { id: number }>): Promise<SavedReport> {
  const row = await visibleReport(ctx.db, ctx.params.id, ctx.user.id);
  await repo.selectReport(ctx.db, ctx.user.id, row.pageNumber, row.id);
  return toReport(row, row.id);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The column ids must be columns of the page's search type. */
async function checkColumns(db: Db, searchType: number, override: string | null | undefined) {
  const ids = parseColumnOverride(override);
  if (ids.length === 0) return;
  const known = new Set((await repo.listColumns(db, searchType)).map((c) => c.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw fieldError('standardColumnOverride', `Unknown column id(s): ${unknown.join(', ')}.`);
  }
}

/**
 * POST save. A new name creates a report owned by the caller; no name (or the name of report `id`)
 * overwrites report `id`. The saved report becomes the caller's selected one (spec 2 §4).
 */
export async function saveReport(ctx: Ctx<z.output<typeof saveReportBodySchema>>): Promise<SavedReport> {
  const { db, body, user } = ctx;
  const standard = await repo.findStandardReport(db, body.PageNumber);
  if (!standard) throw fieldError('PageNumber', 'This page has no saved reports.');
  const current = body.id ? await visibleReport(db, body.id, user.id) : undefined;
  if (current) checkPage(current, body.PageNumber);
  const name = body.name ?? '';
  const content = {
    searchCriteria: body.searchCriteria,
    customResults: body.customResults ?? null,
    customerSearchCriteria: body.customSearchCriteria ?? null,
    standardColumnOverride: body.standardColumnOverride || null,
    resultsUrl: body.resultsUrl ?? null,
  };

  let saved: ReportRow;
  if (current && (name === '' || sameName(name, current.name))) {
    if (current.isStandard) throw ruleViolation(STANDARD_REPORT_SAVE_ALERT);
    if (current.employeeId !== user.id && !(await mayChangeOthersReports(db, user.id))) {
      throw forbidden(GLOBAL_REPORT_NEEDS_390);
    }
    await checkColumns(db, current.searchType, content.standardColumnOverride);
    saved = await repo.updateReport(db, current.id, content, user.id);
    await ctx.audit({
      entity: 'savedReport',
      entityId: saved.id,
      action: 'update',
      before: auditable(current),
      after: auditable(saved),
    });
  } else {
    if (name === '') throw fieldError('name', 'Enter a name for the report.');
    if (sameName(name, standard.name)) throw ruleViolation(STANDARD_REPORT_SAVE_ALERT);
    if (await repo.findVisibleByName(db, body.PageNumber, name, user.id)) {
      throw fieldError('name', REPORT_NAME_TAKEN);
    }
    await checkColumns(db, standard.searchType, content.standardColumnOverride);
    saved = await repo.insertReport(db, {
      ...content,
      name,
      searchType: standard.searchType,
      pageNumber: body.PageNumber,
      isGlobalReport: false,
      isStandard: false,
      employeeId: user.id,
      createdBy: user.id,
      modifiedBy: user.id,
    });
    await ctx.audit({ entity: 'savedReport', entityId: saved.id, action: 'create', after: auditable(saved) });
  }
  await repo.selectReport(db, user.id, saved.pageNumber, saved.id);
  return toReport(saved, saved.id);
}

/** PATCH setGlobalAccess/{id}: the creator, or a holder of 390 at full access; never the standard report. */
export async function setGlobalAccess(
  ctx: Ctx<z.output<typeof setGlobalAccessBodySchema>, { id: number }>,
): Promise<SavedReport> {
  const { db, body, user, params } = ctx;
  if (body.id !== undefined && body.id !== params.id) {
    throw fieldError('id', 'The id must be the id of the report in the path.');
  }
  const row = await visibleReport(db, params.id, user.id);
  checkPage(row, body.PageNumber);
  if (row.isStandard) throw ruleViolation(STANDARD_REPORT_DELETE_ALERT);
  if (row.employeeId !== user.id && !(await mayChangeOthersReports(db, user.id))) {
    throw forbidden(GLOBAL_ACCESS_NEEDS_390);
  }
  const saved = await repo.updateReport(db, row.id, { isGlobalReport: body.isGlobalReport }, user.id);
  // A report made private is gone from everybody else's select.
  if (!body.isGlobalReport && row.employeeId) await repo.dropOtherSelections(db, row.id, row.employeeId);
  await ctx.audit({
    entity: 'savedReport',
    entityId: row.id,
    action: 'update',
    before: auditable(row),
    after: auditable(saved),
  });
  const selected = await repo.selectedReportId(db, user.id, row.pageNumber);
  return toReport(saved, selected);
}

/**
 * POST delete: only the report's creator, never the standard report. Answers the page's reports
 * after the delete: whoever had it selected is back on the standard report.
 */
export async function deleteReport(
  ctx: Ctx<z.output<typeof deleteReportBodySchema>>,
): Promise<SavedReport[]> {
  const { db, body, user } = ctx;
  const row = await visibleReport(db, body.id, user.id);
  checkPage(row, body.PageNumber);
  if (row.isStandard) throw ruleViolation(STANDARD_REPORT_DELETE_ALERT);
  if (row.employeeId !== user.id) throw forbidden(ONLY_CREATOR_DELETES);
  await repo.deleteReport(db, row.id);
  await ctx.audit({ entity: 'savedReport', entityId: row.id, action: 'delete', before: auditable(row) });
  return listReports(db, user.id, row.searchType, row.pageNumber);
}
