import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * The board's revision: one row, bumped by a trigger on job_calendar_events (migration 0035) in the same
 * transaction as any change to a visit, whichever path made it (the board, a job's calendar events, the
 * demo). Pollers compare it with the revision they hold (docs/decisions/025-dispatch-board.md).
 */
export const dispatchRevision = pgTable(
  'dispatch_revision',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('dispatch_revision_one_row', sql`${t.id} = 1`)],
);
