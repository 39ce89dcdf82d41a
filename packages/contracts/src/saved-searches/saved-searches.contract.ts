import { z } from 'zod';

/**
 * Saved reports of the legacy search pages (spec 2 §2.11, §3, §4, §5, §7; spec 1 §7.15).
 * Field names follow the spec's payloads as they are, `PageNumber` and the save call's
 * `customSearchCriteria` (stored and answered as `customerSearchCriteria`) included.
 */

/** The customer search page: its page number and search type (migration 0006 seeds both). */
export const CUSTOMER_SEARCH_PAGE = 6070;
export const SearchType = { Customers: 1 } as const;
export const CUSTOMER_SEARCH_TYPE = SearchType.Customers;
/**
 * Control ids of the customer search form as saved in searchCriteria: the name or account text,
 * status id, type id and 'active' | 'inactive' | 'all'.
 */
export const CustomerSearchControl = {
  query: 'query',
  statusId: 'statusId',
  typeId: 'typeId',
  activity: 'isActive',
} as const;

/** The exact alerts of spec 2 §5 (two spaces after the first sentence of the save alert). */
export const STANDARD_REPORT_SAVE_ALERT =
  'Error: you cannot change the Standard Report.  Enter a new name for this report.';
export const STANDARD_REPORT_DELETE_ALERT = 'Error: you cannot change the Standard Report.';

/** Group labels of the report select (spec 2 §2.11). */
export const GLOBAL_REPORTS_GROUP = 'Global Reports';
export const USER_REPORTS_GROUP = 'User Reports';

export const REPORT_NAME_TAKEN = 'A report with this name already exists on this page. Choose another name.';
export const ONLY_CREATOR_DELETES = "Only the report's creator can delete it.";
export const GLOBAL_REPORT_NEEDS_390 =
  'Saving over a global report made by someone else needs the "Save global saved reports" permission.';
export const GLOBAL_ACCESS_NEEDS_390 =
  'Only the report\'s creator, or a user with the "Save global saved reports" permission, can change who sees it.';

const pageNumber = z.int32().positive().max(2_147_483_647);

/** One form control's value in a saved report: a text, number, yes/no, nothing, or a list. */
export const criterionValueSchema = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(1000), z.number()])).max(500),
]);
export const searchCriterionSchema = z.object({
  id: z.string().trim().min(1).max(100),
  value: criterionValueSchema,
});
export type SearchCriterion = z.infer<typeof searchCriterionSchema>;
const criteriaListSchema = z.array(searchCriterionSchema).max(200);

export const SEARCH_CRITERIA_FORMAT = 'searchCriteria must be JSON text of a list of { id, value }.';

/** searchCriteria travels as JSON text (spec 2 §7); it must hold a list of { id, value }. */
export const searchCriteriaTextSchema = z
  .string()
  .max(50_000)
  .refine((text) => {
    try {
      return criteriaListSchema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, SEARCH_CRITERIA_FORMAT);

/** Reads a report's searchCriteria text; anything unreadable is no criteria. */
export function parseSearchCriteria(text: string | null | undefined): SearchCriterion[] {
  if (!text) return [];
  try {
    const parsed = criteriaListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Comma-separated search column ids ('3,1,5'); blank is no override. */
export const columnOverrideSchema = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\d{1,9}(\s*,\s*\d{1,9})*)?$/, 'Enter column ids separated by commas.');

export function parseColumnOverride(text: string | null | undefined): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

const optionalLongText = z.string().max(50_000).nullish();
const idRef = z.object({ id: z.int32().positive() });

/** POST save: a new name creates a report, otherwise the report `id` is overwritten. */
export const saveReportBodySchema = z.object({
  PageNumber: pageNumber,
  name: z.string().trim().max(100).nullish(),
  customResults: optionalLongText,
  searchCriteria: searchCriteriaTextSchema.default('[]'),
  customSearchCriteria: optionalLongText,
  standardColumnOverride: columnOverrideSchema.nullish(),
  isSelected: z.boolean().optional(),
  id: z.int32().min(0).nullish(),
  isFieldlineReport: z.boolean().optional(),
  employee: idRef.nullish(),
  resultsUrl: z.string().trim().max(2000).nullish(),
});
export type SaveReportBody = z.input<typeof saveReportBodySchema>;

/** POST delete. */
export const deleteReportBodySchema = z.object({
  PageNumber: pageNumber.optional(),
  name: z.string().max(100).nullish(),
  isSelected: z.boolean().optional(),
  id: z.int32().positive(),
  employee: idRef.nullish(),
  resultsUrl: z.string().max(2000).nullish(),
});
export type DeleteReportBody = z.input<typeof deleteReportBodySchema>;

/** PATCH setGlobalAccess/{id}. */
export const setGlobalAccessBodySchema = z.object({
  PageNumber: pageNumber.optional(),
  isGlobalReport: z.boolean(),
  id: z.int32().positive().optional(),
});
export type SetGlobalAccessBody = z.input<typeof setGlobalAccessBodySchema>;

export const searchColumnsQuerySchema = z.object({
  searchType: z.coerce.number().check(z.int32()).positive().max(2_147_483_647),
  fields: z.string().optional(),
});
export const searchReportsQuerySchema = z.object({
  searchType: z.coerce.number().check(z.int32()).positive().max(2_147_483_647),
  page: z.coerce.number().check(z.int32()).positive().max(2_147_483_647),
  fields: z.string().optional(),
});

/** A column a search page can show; fieldKey names the result field it shows. */
export const searchColumnSchema = z.object({
  id: z.int32(),
  columnDisplay: z.string(),
  sortOrder: z.int32(),
  isDefault: z.boolean(),
  fieldKey: z.string(),
});
export type SearchColumn = z.infer<typeof searchColumnSchema>;

/** A saved report as the calls answer it; isSelected is the caller's own selection. */
export const savedReportSchema = z.object({
  id: z.int32(),
  name: z.string(),
  searchCriteria: z.string(),
  customResults: z.string().nullable(),
  customerSearchCriteria: z.string().nullable(),
  standardColumnOverride: z.string().nullable(),
  isSelected: z.boolean(),
  isGlobalReport: z.boolean(),
  isFieldlineReport: z.boolean(),
  resultsUrl: z.string().nullable(),
  createdBy: idRef.nullable(),
  PageNumber: z.int32(),
  employee: idRef.nullable(),
  searchType: z.int32(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;
