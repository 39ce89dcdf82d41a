import { z } from 'zod';
import { businessDate } from '../common/dates';
import { moneyInput } from '../common/money';
import { searchQuerySchema } from '../common/pagination';
import { ACCOUNT_TYPES, CONTROL_KINDS, SOURCE_TYPES, SYSTEM_ROLES } from './ledger.constants';

/** GL account picker page size (spec 3 §9). */
export const GL_ACCOUNT_PAGE_SIZE = 50;

/**
 * Account key (spec 2 §3): `{companyId}_{accountId}_{officeId}_{divisionId}_{departmentId}`; parts 3-5 are
 * the modifier ids, 0 = unset. Display codes pad the modifier ids: office 2, division 2, department 3.
 */
export const ACCOUNT_KEY_PADDING = { office: 2, division: 2, department: 3 } as const;
/** The code and name formats every account uses (coaCodeFormat, coaNameFormat, lookupName codeFormat). */
export const COA_CODE_FORMAT = '{code}-{office:2}-{division:2}-{department:3}';
export const COA_NAME_FORMAT = '{name} - {office} - {division} - {department}';

export interface AccountKeyParts {
  companyId: number;
  accountId: number;
  officeId: number;
  divisionId: number;
  departmentId: number;
}

export function accountKey(p: AccountKeyParts): string {
  return [p.companyId, p.accountId, p.officeId, p.divisionId, p.departmentId].join('_');
}

/** Parses an account key; null when it is not five underscore-separated whole numbers. */
export function parseAccountKey(key: string): AccountKeyParts | null {
  const parts = key.split('_');
  if (parts.length !== 5 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const [companyId, accountId, officeId, divisionId, departmentId] = parts.map(Number);
  return { companyId, accountId, officeId, divisionId, departmentId };
}

/** "4000-01-00-000": the account code with the padded office, division and department ids. */
export function displayCode(code: string, officeId = 0, divisionId = 0, departmentId = 0): string {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return [
    code,
    pad(officeId, ACCOUNT_KEY_PADDING.office),
    pad(divisionId, ACCOUNT_KEY_PADDING.division),
    pad(departmentId, ACCOUNT_KEY_PADDING.department),
  ].join('-');
}

const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const idQuery = z.coerce.number().check(z.int32()).positive().optional();
const idList = z.array(z.int32().positive()).max(500);
const accountTypeId = z
  .int32()
  .refine((v) => ACCOUNT_TYPES.some((t) => t.id === v), { error: 'Unknown account type' });

// ---------------------------------------------------------------- chart of accounts

export const glAccountSchema = z.object({
  id: z.int32(),
  name: z.string(),
  code: z.string(),
  groupID: z.int32(),
  groupName: z.string(),
  chartOfAccountType: z.int32(),
  coaCodeFormat: z.string(),
  coaNameFormat: z.string(),
  COGS: z.boolean(),
  isActive: z.boolean(),
  isInventory: z.boolean(),
  systemRole: z.string().nullable(),
  /** A control account's kind: only that kind's documents post to it (docs/accounting/ledger.md). */
  controlKind: z.enum(CONTROL_KINDS).nullable(),
  offices: z.array(z.int32()),
  divisions: z.array(z.int32()),
  departments: z.array(z.int32()),
  description: z.string().nullable(),
  /** Spec 3 "GL account": the account key with no modifiers, its display code and name. */
  accountCode: z.string(),
  displayCode: z.string(),
  displayName: z.string(),
});
export type GlAccount = z.infer<typeof glAccountSchema>;

export const glAccountDetailSchema = glAccountSchema.extend({
  hasPostings: z.boolean(),
  createdDate: z.string(),
  createdBy: z.int32().nullable(),
  modifiedDate: z.string(),
  modifiedBy: z.int32().nullable(),
  version: z.int32(),
});
export type GlAccountDetail = z.infer<typeof glAccountDetailSchema>;

export const createGlAccountBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  code: z.string().trim().min(1, 'Code is required').max(30),
  groupID: z.int32().positive(),
  chartOfAccountType: accountTypeId.optional(),
  COGS: z.boolean().optional(),
  isActive: z.boolean().optional(),
  isInventory: z.boolean().optional(),
  systemRole: z.enum(SYSTEM_ROLES).nullable().optional(),
  /** "Control account for"; the AR, AP, Inventory and AccruedPayables role accounts keep their role's kind. */
  controlKind: z.enum(CONTROL_KINDS).nullable().optional(),
  offices: idList.optional(),
  divisions: idList.optional(),
  departments: idList.optional(),
  description: z.string().max(2000).nullable().optional(),
});
export type CreateGlAccountBody = z.input<typeof createGlAccountBodySchema>;

export const updateGlAccountBodySchema = createGlAccountBodySchema.partial().extend({
  version: z.int32().optional(),
});
export type UpdateGlAccountBody = z.input<typeof updateGlAccountBodySchema>;

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());

export const glAccountSearchQuerySchema = searchQuerySchema.extend({
  isActive: boolQuery,
  isInventory: boolQuery,
  /** Repeated key: excludeRoles=AR&excludeRoles=AP. */
  excludeRoles: repeated(z.enum(SYSTEM_ROLES)),
  chartOfAccountType: z.coerce.number().check(z.int32()).min(1).max(8).optional(),
  groupID: idQuery,
});
export type GlAccountSearchQuery = z.input<typeof glAccountSearchQuerySchema>;

export const accountGroupSchema = z.object({
  id: z.int32(),
  name: z.string(),
  chartOfAccountType: z.int32(),
  sort: z.int32(),
});
export type AccountGroup = z.infer<typeof accountGroupSchema>;

/** An office, division or department as a chart-of-accounts modifier. */
export const modifierSchema = z.object({
  id: z.int32(),
  name: z.string(),
  accountingCode: z.string(),
  sort: z.int32(),
  isActive: z.boolean(),
});
export type Modifier = z.infer<typeof modifierSchema>;

export const modifiersSchema = z.object({
  offices: z.array(modifierSchema),
  divisions: z.array(modifierSchema),
  departments: z.array(modifierSchema),
});
export type Modifiers = z.infer<typeof modifiersSchema>;

export const accountLookupRowSchema = z.object({
  /** The account key (see accountKey). */
  key: z.string(),
  accountId: z.int32(),
  code: z.string(),
  name: z.string(),
  displayCode: z.string(),
  displayName: z.string(),
  chartOfAccountType: z.int32(),
  systemRole: z.string().nullable(),
  controlKind: z.enum(CONTROL_KINDS).nullable(),
  isActive: z.boolean(),
  isInventory: z.boolean(),
});
export type AccountLookupRow = z.infer<typeof accountLookupRowSchema>;

export const lookupNameSchema = z.object({
  names: z.array(z.object({ key: z.string(), name: z.string() })),
  codeFormat: z.string(),
});
export type LookupName = z.infer<typeof lookupNameSchema>;

export const checksumSchema = z.object({ checksum: z.string() });

export const legacyChartBodySchema = z.object({ fullList: z.boolean().optional() }).loose();
export const legacyChartResponseSchema = z.object({ d: z.string() });

// ---------------------------------------------------------------- divisions and departments

export const divisionSchema = z.object({
  id: z.int32(),
  name: z.string(),
  accountingCode: z.string(),
  sort: z.int32(),
  isActive: z.boolean(),
  version: z.int32(),
});
export type Division = z.infer<typeof divisionSchema>;
export const departmentSchema = divisionSchema.extend({ entityNamingCode: z.string() });
export type Department = z.infer<typeof departmentSchema>;

export const divisionBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  accountingCode: z.string().trim().max(30).optional(),
  sort: z.int32().min(0).max(9999).optional(),
  isActive: z.boolean().optional(),
});
export const departmentBodySchema = divisionBodySchema.extend({
  entityNamingCode: z.string().trim().max(30).optional(),
});
export const updateDivisionBodySchema = divisionBodySchema.partial();
export const updateDepartmentBodySchema = departmentBodySchema.partial();
export type DivisionBody = z.input<typeof divisionBodySchema>;
export type DepartmentBody = z.input<typeof departmentBodySchema>;
export const modifierSearchQuerySchema = searchQuerySchema.extend({ isActive: boolQuery });

// ---------------------------------------------------------------- general ledger

export const journalLineSchema = z.object({
  id: z.int32(),
  lineNumber: z.int32(),
  accountId: z.int32(),
  accountCode: z.string(),
  code: z.string(),
  accountName: z.string(),
  displayCode: z.string(),
  debit: z.string(),
  credit: z.string(),
  officeId: z.int32(),
  divisionId: z.int32(),
  departmentId: z.int32(),
  memo: z.string().nullable(),
  customerId: z.int32().nullable(),
  supplierId: z.int32().nullable(),
});
export type JournalLine = z.infer<typeof journalLineSchema>;

export const journalEntrySchema = z.object({
  id: z.int32(),
  entryDate: z.string(),
  periodId: z.int32(),
  periodName: z.string(),
  memo: z.string().nullable(),
  reference: z.string().nullable(),
  sourceType: z.string(),
  sourceId: z.int32().nullable(),
  reversesEntryId: z.int32().nullable(),
  reversedByEntryId: z.int32().nullable(),
  adjustsEntryId: z.int32().nullable(),
  adjustedByEntryIds: z.array(z.int32()),
  total: z.string(),
  lines: z.array(journalLineSchema),
  createdDate: z.string(),
  createdBy: z.int32().nullable(),
  modifiedDate: z.string(),
  modifiedBy: z.int32().nullable(),
  version: z.int32(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalLineInputSchema = z.strictObject({
  accountId: z.int32().positive(),
  debit: moneyInput.optional(),
  credit: moneyInput.optional(),
  officeId: z.int32().min(0).nullable().optional(),
  divisionId: z.int32().min(0).nullable().optional(),
  departmentId: z.int32().min(0).nullable().optional(),
  memo: z.string().max(500).nullable().optional(),
});
export type JournalLineInput = z.input<typeof journalLineInputSchema>;

export const postTransactionBodySchema = z.strictObject({
  entryDate: businessDate,
  memo: z.string().max(500).nullable().optional(),
  reference: z.string().max(100).nullable().optional(),
  lines: z.array(journalLineInputSchema).min(2, 'A journal entry needs at least two lines').max(500),
});
export type PostTransactionBody = z.input<typeof postTransactionBodySchema>;

/**
 * PATCH entry: memo, reference and line memos. Amount-like keys are accepted by the schema only so the
 * service can refuse them with the rule's message (422) instead of an unknown-field 400.
 */
export const patchEntryBodySchema = z.strictObject({
  memo: z.string().max(500).nullable().optional(),
  reference: z.string().max(100).nullable().optional(),
  entryDate: z.unknown().optional(),
  total: z.unknown().optional(),
  lines: z
    .array(
      z.strictObject({
        id: z.int32().positive(),
        memo: z.string().max(500).nullable().optional(),
        accountId: z.unknown().optional(),
        debit: z.unknown().optional(),
        credit: z.unknown().optional(),
        officeId: z.unknown().optional(),
        divisionId: z.unknown().optional(),
        departmentId: z.unknown().optional(),
      }),
    )
    .max(500)
    .optional(),
  version: z.int32().optional(),
});
export type PatchEntryBody = z.input<typeof patchEntryBodySchema>;

export const reverseEntryBodySchema = z.strictObject({
  entryId: z.int32().positive(),
  date: businessDate.optional(),
  memo: z.string().max(500).nullable().optional(),
});
export type ReverseEntryBody = z.input<typeof reverseEntryBodySchema>;

/** adjustglentry: `lines` are what the entry should have been; the server posts the difference. */
export const adjustEntryBodySchema = z.strictObject({
  entryId: z.int32().positive(),
  date: businessDate,
  memo: z.string().max(500).nullable().optional(),
  lines: z.array(journalLineInputSchema).min(1).max(500),
});
export type AdjustEntryBody = z.input<typeof adjustEntryBodySchema>;

export const transactionSearchQuerySchema = searchQuerySchema.extend({
  dateFrom: businessDate.optional(),
  dateTo: businessDate.optional(),
  accountId: idQuery,
  entryId: idQuery,
  sourceType: z.enum(SOURCE_TYPES).optional(),
});
export type TransactionSearchQuery = z.input<typeof transactionSearchQuerySchema>;

export const transactionRowSchema = z.object({
  lineId: z.number().int(),
  entryId: z.int32(),
  lineNumber: z.int32(),
  entryDate: z.string(),
  accountId: z.int32(),
  code: z.string(),
  accountName: z.string(),
  displayCode: z.string(),
  debit: z.string(),
  credit: z.string(),
  memo: z.string().nullable(),
  entryMemo: z.string().nullable(),
  reference: z.string().nullable(),
  sourceType: z.string(),
  sourceId: z.int32().nullable(),
  officeId: z.int32(),
  divisionId: z.int32(),
  departmentId: z.int32(),
  reversedByEntryId: z.int32().nullable(),
  reversesEntryId: z.int32().nullable(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export * from './ledger.calendar.contract';
