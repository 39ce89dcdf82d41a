import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

// Only a PostgreSQL server has a pool of connections that can drop; PGlite runs in this process.
describe.runIf(process.env.DATABASE_URL)('PostgreSQL connection pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps serving after idle connections are terminated by the server', async () => {
    const admin = await t.login();
    const { executeSql } = t.database;
    // Open a few connections, which then sit idle in the pool.
    await Promise.all([1, 2, 3].map(() => executeSql('select pg_sleep(0.05)')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { rows } = await executeSql(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(rows[0].n).toBeGreaterThan(0);
      await vi.waitFor(() => expect(logged).toHaveBeenCalled(), { timeout: 5000 });
      expect(logged.mock.calls[0][0]).toMatch(/^database: an idle connection was lost/);
    } finally {
      logged.mockRestore();
    }
    const res = await t.as(admin)({ method: 'GET', url: '/v1/system-status' });
    expect(res.statusCode).toBe(200);
    expect(res.json().database.reachable).toBe(true);
  });
});
