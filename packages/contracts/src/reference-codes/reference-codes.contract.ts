import { z } from 'zod';
import { decimalInput } from '../common/money';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

/**
 * Reference codes of spec 3 §3: payroll categories, payroll codes, prevailing wage codes and tax
 * exemption codes (service package types live in service-packages.contract.ts and share the rules here).
 */

/** Spec 3 §5: the reference-code panels refuse to save while a field is in error. */
export const REFERENCE_CODES_HAVE_ERRORS = 'There are errors, please correct the errors and try again';
/** Spec 3 §9: the entity use codes request limit. */
export const ENTITY_USE_CODES_TAKE = 1000;
/** The largest sort number (a panel renumbers from 0, so real lists stay far below it). */
export const SORT_MAX = 1_000_000;
/** Rows one batch save may carry. */
export const BATCH_MAX_ROWS = 1000;

// ---------- The sort rule (spec 3 §9) ----------

/** What the sort rule looks at: the sort number, the code (or category, or name) and the description. */
export interface SortKey {
  sort: number;
  code: string;
  description: string;
  id?: number;
}

/** Case-insensitive, code-unit order: the same order the server's `lower(x) collate "C"` gives. */
function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** By sort, then by code (or category), then by description; the id breaks the last ties. */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  return (
    a.sort - b.sort ||
    compareText(a.code, b.code) ||
    compareText(a.description, b.description) ||
    (a.id ?? 0) - (b.id ?? 0)
  );
}

/** A sorted copy of `rows` (the input is left as it is). */
export function sortReferenceCodes<T>(rows: readonly T[], keyOf: (row: T) => SortKey): T[] {
  return [...rows].sort((a, b) => compareSortKeys(keyOf(a), keyOf(b)));
}

/** Dragging renumbers sort from 0 in the order shown. */
export function renumberSort<T extends { sort: number | null }>(rows: readonly T[]): T[] {
  return rows.map((row, index) => (row.sort === index ? row : { ...row, sort: index }));
}

// ---------- Field schemas shared by every kind ----------

export const requiredText = (max: number) =>
  z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
export const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
export const sortInput = z
  .number({ error: 'Sort must be a whole number' })
  .int('Sort must be a whole number')
  .min(0, 'Sort cannot be negative')
  .max(SORT_MAX, `Sort must be at most ${SORT_MAX}`);
export const isActiveQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const versionInput = z.int32().positive().optional();
const idOut = z.int32();

/** Search of every kind: `query` matches the code and the description; `isActive` where the kind has it. */
export const referenceCodeSearchQuerySchema = searchQuerySchema.extend({ isActive: isActiveQuery });
export type ReferenceCodeSearchQuery = z.output<typeof referenceCodeSearchQuerySchema>;

/** The row of a batch save: `new` (id 0 or absent), `update` (id and the fields that change) or `delete`. */
export function batchBodySchema<C extends z.ZodObject, U extends z.ZodObject>(create: C, update: U) {
  return z
    .array(
      z.discriminatedUnion('action', [
        create.extend({ action: z.literal('new'), id: z.literal(0).optional() }),
        update.extend({ action: z.literal('update'), id: z.int32().positive() }),
        z.object({
          action: z.literal('delete'),
          id: z.int32().positive(),
          version: versionInput,
        }),
      ]),
    )
    .min(1, 'Send at least one row')
    .max(BATCH_MAX_ROWS, `At most ${BATCH_MAX_ROWS} rows`);
}

/** The answer of a batch save: the created and updated rows in request order, and the deleted ids. */
export function batchResultSchema<R extends z.ZodType>(row: R) {
  return z.object({ saved: z.array(row), deleted: z.array(z.int32()) });
}
export interface BatchResult<R> {
  saved: R[];
  deleted: number[];
}

// ---------- Payroll category ----------

export const payrollCategorySchema = z
  .object({
    id: idOut,
    category: z.string(),
    categoryDescription: z.string(),
    sort: z.int32(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type PayrollCategory = z.infer<typeof payrollCategorySchema>;

export const createPayrollCategoryBodySchema = z.object({
  category: requiredText(50),
  categoryDescription: optionalText(200).default(''),
  sort: sortInput.default(0),
  isActive: z.boolean().default(true),
});
export const updatePayrollCategoryBodySchema = z.object({
  category: requiredText(50).optional(),
  categoryDescription: optionalText(200).optional(),
  sort: sortInput.optional(),
  isActive: z.boolean().optional(),
  version: versionInput,
});
export const payrollCategoryBatchSchema = batchBodySchema(
  createPayrollCategoryBodySchema,
  updatePayrollCategoryBodySchema,
);

// ---------- Payroll code ----------

export const payrollCodeSchema = z
  .object({
    id: idOut,
    payCode: z.string(),
    payCodeDescription: z.string(),
    sort: z.int32(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type PayrollCode = z.infer<typeof payrollCodeSchema>;

export const createPayrollCodeBodySchema = z.object({
  payCode: requiredText(50),
  payCodeDescription: optionalText(200).default(''),
  sort: sortInput.default(0),
  isActive: z.boolean().default(true),
});
export const updatePayrollCodeBodySchema = z.object({
  payCode: requiredText(50).optional(),
  payCodeDescription: optionalText(200).optional(),
  sort: sortInput.optional(),
  isActive: z.boolean().optional(),
  version: versionInput,
});
export const payrollCodeBatchSchema = batchBodySchema(
  createPayrollCodeBodySchema,
  updatePayrollCodeBodySchema,
);

// ---------- Prevailing wage code ----------

/** The hourly rate column holds 12 digits with 4 decimals. */
export const PREVAILING_WAGE_RATE_MAX = '99999999.9999';
/** A decimal string or number, rounded half-to-even to 4 places, at least 0. */
export const prevailingWageRateInput = decimalInput(4, {
  round: true,
  min: 0,
  max: PREVAILING_WAGE_RATE_MAX,
  minMessage: 'The rate cannot be negative',
});

export const prevailingWageCodeSchema = z
  .object({
    id: idOut,
    code: z.string(),
    description: z.string(),
    sort: z.int32(),
    /** Decimal string with 4 places, e.g. "48.2500". */
    prevailingWageRate: z.string(),
  })
  .extend(auditFieldsSchema.shape);
export type PrevailingWageCode = z.infer<typeof prevailingWageCodeSchema>;

export const createPrevailingWageCodeBodySchema = z.object({
  code: requiredText(50),
  description: optionalText(200).default(''),
  sort: sortInput.default(0),
  prevailingWageRate: prevailingWageRateInput,
});
export const updatePrevailingWageCodeBodySchema = z.object({
  code: requiredText(50).optional(),
  description: optionalText(200).optional(),
  sort: sortInput.optional(),
  prevailingWageRate: prevailingWageRateInput.optional(),
  version: versionInput,
});
export const prevailingWageCodeBatchSchema = batchBodySchema(
  createPrevailingWageCodeBodySchema,
  updatePrevailingWageCodeBodySchema,
);

// ---------- Tax exemption code ----------

export const exemptionCodeSchema = z
  .object({ id: idOut, code: z.string(), description: z.string(), sort: z.int32() })
  .extend(auditFieldsSchema.shape);
export type ExemptionCode = z.infer<typeof exemptionCodeSchema>;

/**
 * Spec 3 §7 writes the create payload as Code, Description, Sort: `POST tax/exemptionCodes` takes
 * those keys (code required; description and sort optional) and answers camelCase like every call.
 */
export const createExemptionCodeBodySchema = z
  .object({
    Code: requiredText(50),
    Description: optionalText(200).default(''),
    Sort: sortInput.default(0),
  })
  .transform((b) => ({ code: b.Code, description: b.Description, sort: b.Sort }));
/** The camelCase form: PATCH, and the rows of a batch save. */
export const exemptionCodeFieldsSchema = z.object({
  code: requiredText(50),
  description: optionalText(200).default(''),
  sort: sortInput.default(0),
});
export const updateExemptionCodeBodySchema = z.object({
  code: requiredText(50).optional(),
  description: optionalText(200).optional(),
  sort: sortInput.optional(),
  version: versionInput,
});
export const exemptionCodeBatchSchema = batchBodySchema(
  exemptionCodeFieldsSchema,
  updateExemptionCodeBodySchema,
);

/** Entity use codes come from the tax service (spec 3 §3); none while it is not enabled. */
export const entityUseCodeSchema = z.object({ name: z.string(), code: z.string() });
export const entityUseCodesAnswerSchema = z.object({
  avalaraEnabled: z.boolean(),
  codes: z.array(entityUseCodeSchema),
});
export type EntityUseCodesAnswer = z.infer<typeof entityUseCodesAnswerSchema>;
export const entityUseCodesQuerySchema = z.object({
  take: z.coerce.number().check(z.int32()).min(1).max(ENTITY_USE_CODES_TAKE).default(ENTITY_USE_CODES_TAKE),
});
