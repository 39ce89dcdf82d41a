import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each test run migrates its own template (named by the run's process id, handed to the test
 * workers through the environment), so runs started side by side never replace each other's.
 */
const runId = process.env.FIELDLINE_TEST_RUN ?? String(process.pid);
export const setRunId = () => {
  process.env.FIELDLINE_TEST_RUN = runId;
};

export const TEMPLATE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../.tmp/pglite-template-${runId}.tar`,
);
export const TEMPLATE_DB = `fieldline_test_template_${runId}`;

/** The same URL pointing at another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
