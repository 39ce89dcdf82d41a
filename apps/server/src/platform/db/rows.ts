/** Rows of a raw `db.execute` (node-postgres and PGlite answer alike: `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}
