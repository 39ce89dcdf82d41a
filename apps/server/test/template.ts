import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../.tmp/pglite-template.tar',
);
export const TEMPLATE_DB = 'fieldline_test_template';

/** The same URL pointing at another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
