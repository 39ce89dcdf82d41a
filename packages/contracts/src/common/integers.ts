/**
 * PostgreSQL `integer` (serial ids and whole-number columns). Schemas say it with zod's `z.int32()` (or
 * `z.coerce.number().check(z.int32())` for paths and query strings); these are for code that turns text into
 * an id itself, such as a search box that also finds by number.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** True when `text` is a whole number an integer column can hold and compare (no sign, no spaces). */
export function isInt4Text(text: string): boolean {
  return /^\d{1,10}$/.test(text) && Number(text) <= INT4_MAX;
}
