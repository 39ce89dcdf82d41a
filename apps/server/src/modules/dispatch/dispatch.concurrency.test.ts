import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { users } from '../identity/identity.table';
import { jobCalendarEvents } from '../jobs/jobs.table';

// The booking guard under load (decision 023 and 025): 20 dispatchers book one technician at overlapping
// times at once; the per-technician lock lets exactly one through. Meaningful on PostgreSQL (a pool of
// connections); on the embedded database requests are serialised anyway and the answer must be the same.
let t: TestApp;
let dispatcher: string;
let sam: number;
const jobIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  dispatcher = await t.login('kim.nguyen@example.com', DEMO_PASSWORD);
  const admin = await t.login();
  [{ id: sam }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'sam.ortiz@example.com'));
  for (let i = 0; i < 20; i++) jobIds.push((await seedJob(t, admin)).id);
});
afterAll(() => t.close());

it('20 concurrent overlapping bookings of one technician: exactly one succeeds', async () => {
  const base = Date.UTC(2031, 0, 7, 15, 0);
  const results = await Promise.all(
    jobIds.map((jobId, i) =>
      t.as(dispatcher)({
        method: 'POST',
        url: '/v1/dispatch/visits',
        payload: {
          jobId,
          userId: sam,
          // Every one overlaps every other: starts 5 minutes apart, 2 hours long.
          start: new Date(base + i * 300_000).toISOString(),
          end: new Date(base + i * 300_000 + 7_200_000).toISOString(),
        },
      }),
    ),
  );
  const codes = results.map((r) => r.statusCode).sort();
  expect(codes.filter((c) => c === 201)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(19);
  for (const r of results.filter((x) => x.statusCode === 409))
    expect(r.json().code).toBe('TECHNICIAN_DOUBLE_BOOKED');
  const rows = await t.database.db
    .select()
    .from(jobCalendarEvents)
    .where(and(eq(jobCalendarEvents.employeeId, sam)));
  const overlapping = rows.filter(
    (r) => Date.parse(r.startTime) < base + 19 * 300_000 + 7_200_000 && Date.parse(r.endTime) > base,
  );
  expect(overlapping).toHaveLength(1);
});
