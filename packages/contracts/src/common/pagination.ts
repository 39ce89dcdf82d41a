import { z } from 'zod';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 10000;

/** Query parameters every search call accepts. */
export const searchQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  fields: z.string().optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The search envelope: one page of rows and the count of all rows matching the filters. */
export function searchResultSchema<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), count_filtered: z.int32() });
}
export type SearchResult<T> = { data: T[]; count_filtered: number };

export const countResultSchema = z.object({ count: z.int32() });

/** Audit fields every record carries. */
export const auditFieldsSchema = z.object({
  createdDate: z.string(),
  createdBy: z.int32().nullable(),
  modifiedDate: z.string(),
  modifiedBy: z.int32().nullable(),
  version: z.int32(),
});

export const idParamSchema = z.object({ id: z.coerce.number().check(z.int32()).positive() });
