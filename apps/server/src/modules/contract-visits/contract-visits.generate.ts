import type { GenerateVisitsResult } from '@fieldline/contracts/contract-visits/contract-visits.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { contractLocations, contractStatuses, contracts } from '../contracts/contracts.table';
import { items } from '../items/items.table';
import { insertJobsFrom } from '../jobs';
import { appendOwnerLines } from '../line-items';
import { offices } from '../organization/organization.table';
import { occurrenceDatesSql, ruleDates } from './contract-visits.dates';
import {
  contractFees,
  contractVisitEquipment,
  contractVisitItems,
  contractVisitSchedules,
  contractVisits,
} from './contract-visits.table';

/**
 * Visit generation (issue 19 item 2), set-based, in the caller's one transaction. The schedules to generate
 * are locked first, in id order, so two runs (the daily job, the button, a schedule change) never generate
 * one schedule at the same time, and every later statement works on exactly the locked schedules. Then one
 * plain INSERT ... SELECT makes every visit of the month-based schedules that have no visit yet in the days
 * to generate (a schedule's first generation: nearly every row), and one INSERT ... ON CONFLICT DO NOTHING
 * the missing visits of the others (a schedule changed while visits with started jobs stay ahead); dates are
 * computed in SQL. Rule schedules are expanded with rrule here and inserted from one JSON array. The unique
 * key (contract, occurrence date) makes a second run add nothing. Then one INSERT of jobs (through the jobs
 * module) for the visits due within each schedule's horizon, in the office's time zone, and one UPDATE
 * linking them back.
 */

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

/** Rows a write statement touched: node-postgres answers rowCount, PGlite affectedRows. */
const affected = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

const onlyContract = (contractId: number | undefined, column: SQL) =>
  contractId === undefined ? sql`true` : sql`${column} = ${contractId}::int`;

/** Schedules whose visits do not yet reach their contract's end. */
const notYetGenerated = sql`(s.generated_through is null or s.generated_through < c.end_date)`;

/** Schedules (`s`) of Active contracts (`c`). */
const activeSchedules = sql`${contractVisitSchedules} s
  join ${contracts} c on c.id = s.contract_id
  join ${contractStatuses} cs on cs.id = c.status_id and cs.status_type = 'Active'`;

/** Only the schedules this run locked (a constant array: PostgreSQL hashes it, one probe per row). */
const lockedOnly = (ids: number[]) => sql`s.id = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * Locks the schedules still to generate (for one contract or all), in id order, and answers their ids. A
 * concurrent run waits here until this one commits, then finds them generated: no other run adds visits
 * to a locked schedule, which is what lets its first generation skip the ON CONFLICT path.
 */
async function lockSchedules(db: Db, contractId?: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select s.id from ${activeSchedules}
      where ${notYetGenerated} and ${onlyContract(contractId, sql`c.id`)}
      order by s.id for no key update of s`),
  );
  return rows.map((r) => r.id);
}

/** Marks the schedules just generated as done up to their contract's end. */
async function markGenerated(db: Db, ids: number[]) {
  await db.execute(sql`
    update ${contractVisitSchedules} s set generated_through = c.end_date
    from ${contracts} c join ${contractStatuses} cs on cs.id = c.status_id and cs.status_type = 'Active'
    where c.id = s.contract_id and ${lockedOnly(ids)} and ${notYetGenerated}`);
}

/** The first day to generate: the start, the day of the last schedule change, the day after the last generated. */
const fromDay = sql`greatest(c.start_date, coalesce(s.effective_from, c.start_date),
  coalesce(s.generated_through + 1, c.start_date))`;

/**
 * Inserts the missing visits of the locked month-based schedules; answers how many were added. Two
 * statements over the same dates: schedules with visits already in the days to generate insert with
 * ON CONFLICT DO NOTHING; the others (a schedule's first generation: nearly every row) insert plainly, with
 * no speculative insertion and no conflict check per row (the lock keeps other runs out; the unique key
 * still refuses a duplicate).
 */
async function insertMonthBasedVisits(db: Db, userId: number | null, ids: number[]): Promise<number> {
  const dates = occurrenceDatesSql({
    frequency: sql`s.frequency`,
    months: sql`s.months`,
    dayOfMonth: sql`s.day_of_month`,
    nthWeek: sql`s.nth_week`,
    weekday: sql`s.weekday`,
    start: sql`c.start_date`,
    from: fromDay,
    end: sql`c.end_date`,
  });
  const hasVisits = sql`exists (select 1 from ${contractVisits} v
    where v.contract_id = c.id and v.occurrence_date between ${fromDay} and c.end_date)`;
  const insert = (existing: boolean) => sql`
    insert into ${contractVisits} (contract_id, occurrence_date, description, created_by, modified_by)
    select c.id, o.d, s.description, ${userId}::int, ${userId}::int
    from ${activeSchedules}
    cross join lateral (${dates}) o
    where ${lockedOnly(ids)} and s.frequency <> 'Rule' and ${notYetGenerated}
      and ${existing ? hasVisits : sql`not ${hasVisits}`}
    ${existing ? sql`on conflict (contract_id, occurrence_date) do nothing` : sql``}`;
  // Those with visits first: the plain statement's schedules are the ones it still finds without any.
  const kept = affected(await db.execute(insert(true)));
  return kept + affected(await db.execute(insert(false)));
}

/** Rule schedules: expanded here, inserted in one statement. */
async function insertRuleVisits(db: Db, userId: number | null, ids: number[]): Promise<number> {
  const schedules = rowsOf<{
    id: number;
    contractId: number;
    rule: string;
    description: string;
    start: string;
    from: string;
    end: string;
  }>(
    await db.execute(sql`
      select s.id, c.id as "contractId", s.rule, s.description, c.start_date::text as start,
        ${fromDay}::text as "from", c.end_date::text as "end"
      from ${activeSchedules}
      where ${lockedOnly(ids)} and s.frequency = 'Rule' and s.rule is not null and ${notYetGenerated}`),
  );
  if (schedules.length === 0) return 0;
  const rows: { c: number; d: string; t: string }[] = [];
  for (const s of schedules) {
    let found: string[];
    try {
      found = ruleDates(s.rule, s.start, s.from, s.end);
    } catch {
      continue; // a rule saved before it was checked: nothing to make
    }
    for (const d of found) rows.push({ c: s.contractId, d, t: s.description });
  }
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${contractVisits} (contract_id, occurrence_date, description, created_by, modified_by)
    select u.c, u.d, u.t, ${userId}::int, ${userId}::int
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as u(c int, d date, t text)
    on conflict (contract_id, occurrence_date) do nothing`);
  return affected(result);
}

/**
 * Makes the jobs of visits due within their schedule's horizon (today in the contract's office time zone
 * plus horizon days) that have none yet, and links them. Visits locked by a concurrent run are skipped.
 * The job's window is the occurrence day at the preferred times in the office's zone: 08:00 stays 08:00
 * on the wall clock on either side of a daylight-saving change.
 */
export async function createDueJobs(db: Db, userId: number | null, contractId?: number): Promise<number> {
  const source = sql`
    select v.id as key, c.name || ' - service visit' as name,
      coalesce(nullif(v.description, ''), s.description) as description,
      s.job_type_id, c.office_id, c.customer_id,
      coalesce(c.location_id, (select min(cl.location_id) from ${contractLocations} cl where cl.contract_id = c.id))
        as location_id,
      (v.occurrence_date + s.window_start) at time zone o.timezone as scheduled_start,
      (v.occurrence_date + s.window_end) at time zone o.timezone as scheduled_end,
      coalesce((select array_agg(e.equipment_id) from ${contractVisitEquipment} e where e.schedule_id = s.id),
               '{}'::int[]) as equipment_ids
    from ${contractVisits} v
    join ${contractVisitSchedules} s on s.contract_id = v.contract_id
    join ${contracts} c on c.id = v.contract_id
    join ${contractStatuses} cs on cs.id = c.status_id and cs.status_type = 'Active'
    join ${offices} o on o.id = c.office_id
    where v.job_id is null
      and v.occurrence_date <= (now() at time zone o.timezone)::date + s.horizon_days
      -- The same bound for every row (a day of slack for the zones): a range of the pending-visits index.
      and v.occurrence_date <= current_date + 1 + (select coalesce(max(horizon_days), 0) from ${contractVisitSchedules})
      and (c.location_id is not null or exists (select 1 from ${contractLocations} cl where cl.contract_id = c.id))
      and ${onlyContract(contractId, sql`v.contract_id`)}
    for update of v skip locked`;
  const made = await insertJobsFrom(db, userId, source);
  if (made.length === 0) return 0;
  const pairs = sql`unnest(${`{${made.map((m) => m.key).join(',')}}`}::int[],
    ${`{${made.map((m) => m.id).join(',')}}`}::int[]) as u(visit_id, job_id)`;
  await db.execute(sql`
    update ${contractVisits} v set job_id = u.job_id, status = 'JobCreated', modified_date = now(),
      modified_by = ${userId}::int, version = v.version + 1
    from ${pairs}
    where v.id = u.visit_id`);
  await appendOwnerLines(db, 'Job', visitLinesSql(pairs), userId);
  return made.length;
}

/**
 * The lines a visit job starts with: the schedule's visit items at no charge (the agreement covers them)
 * and the contract's fees at their amounts.
 */
function visitLinesSql(pairs: SQL) {
  return sql`
    select u.job_id as owner_id, vi.item_id, 'Covered by agreement ' || c.contract_number as description,
      vi.quantity, 0::numeric as price, false as is_taxable, vi.sort as sort
    from ${pairs}
    join ${contractVisits} v on v.id = u.visit_id
    join ${contracts} c on c.id = v.contract_id
    join ${contractVisitSchedules} s on s.contract_id = v.contract_id
    join ${contractVisitItems} vi on vi.schedule_id = s.id
    union all
    select u.job_id, f.item_id, f.name, 1::numeric, f.amount, i.is_taxable, 1000 + f.sort
    from ${pairs}
    join ${contractVisits} v on v.id = u.visit_id
    join ${contractFees} f on f.contract_id = v.contract_id
    join ${items} i on i.id = f.item_id`;
}

/** Visits, then jobs, for one contract or (no id) every Active contract: the button and the daily job. */
export async function runVisitGeneration(
  db: Db,
  userId: number | null,
  contractId?: number,
): Promise<GenerateVisitsResult> {
  // The statements are simple and run once: compiling them (JIT) would cost more than it saves.
  await db.execute(sql`set local jit = off`);
  const ids = await lockSchedules(db, contractId);
  let visitsCreated = 0;
  if (ids.length > 0) {
    visitsCreated =
      (await insertMonthBasedVisits(db, userId, ids)) + (await insertRuleVisits(db, userId, ids));
    await markGenerated(db, ids);
  }
  const jobsCreated = await createDueJobs(db, userId, contractId);
  return { visitsCreated, jobsCreated };
}
