import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { lineItemCollections } from '../line-items/line-items.table';
import {
  jobCalendarEvents,
  jobEquipment,
  jobStatuses,
  jobStatusTypes,
  jobs,
  jobTypes,
  timesheets,
} from './jobs.table';

/**
 * Jobs made in bulk (contract visits, issue 19): one INSERT ... SELECT for any number of jobs, numbered
 * from the jobs' own id sequence like insertJob (J-000123), each in the first active Open status of its
 * type's workflow, with its equipment linked. `source` is a query with the columns
 *   key int, name text, description text, job_type_id int, office_id int, customer_id int,
 *   location_id int, scheduled_start timestamptz, scheduled_end timestamptz, equipment_ids int[]
 * and the answer maps each key to its new job. A row whose type has no Open status gets no job.
 * The caller has checked the sources (an active contract's customer, location and type).
 */
export async function insertJobsFrom(
  db: Db,
  /** Null for background runs (no signed-in user). */
  userId: number | null,
  source: SQL,
): Promise<{ key: number; id: number; jobNumber: string }[]> {
  const result = await db.execute(sql`
    with src as materialized (
      select s.*, nextval(pg_get_serial_sequence('jobs', 'id'))::int as new_id from (${source}) s
    ),
    open_status as (
      select jt.id as job_type_id, (
        select js.id from ${jobStatuses} js
        join ${jobStatusTypes} jst on jst.id = js.status_type_id
        where jst.name = 'Open' and js.is_active
          and (js.workflow_type_id is null or js.workflow_type_id = jt.workflow_type_id)
        order by js.sort, js.id limit 1
      ) as status_id
      from ${jobTypes} jt where jt.id in (select distinct job_type_id from src)
    ),
    ins as (
      insert into ${jobs} (id, job_number, name, description, job_type_id, status_id, office_id,
        customer_id, location_id, scheduled_start, scheduled_end, created_by, modified_by)
      select src.new_id, 'J-' || lpad(src.new_id::text, greatest(6, length(src.new_id::text)), '0'),
        src.name, src.description, src.job_type_id, os.status_id, src.office_id, src.customer_id,
        src.location_id, src.scheduled_start, src.scheduled_end, ${userId}::int, ${userId}::int
      from src join open_status os on os.job_type_id = src.job_type_id and os.status_id is not null
      returning id, job_number
    ),
    eq as (
      insert into ${jobEquipment} (job_id, equipment_id)
      select distinct src.new_id, e.equipment_id from src
      join ins on ins.id = src.new_id
      cross join lateral unnest(src.equipment_ids) as e(equipment_id)
      on conflict do nothing
    )
    select src.key::int as key, ins.id::int as id, ins.job_number as "jobNumber"
    from ins join src on src.new_id = ins.id`);
  return ((result as { rows?: unknown[] }).rows ?? result) as {
    key: number;
    id: number;
    jobNumber: string;
  }[];
}

/**
 * Deletes those of the given jobs that have not started (no time recorded, no visit on the calendar with
 * a technician, not closed or completed, not invoiced) with their line items; answers the deleted ids.
 */
export async function deleteUnstartedJobs(db: Db, jobIds: number[]): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const result = await db.execute(sql`
    with doomed as (
      select j.id from ${jobs} j
      join ${jobStatuses} js on js.id = j.status_id
      join ${jobStatusTypes} jst on jst.id = js.status_type_id
      where j.id = any(${`{${jobIds.join(',')}}`}::int[])
        and not jst.is_closed and not jst.is_complete and j.invoice_status = 0
        and j.completed_date is null
        and not exists (select 1 from ${timesheets} t where t.job_id = j.id)
        and not exists (select 1 from ${jobCalendarEvents} e where e.job_id = j.id and e.employee_id is not null)
      for update of j
    ),
    lines as (
      delete from ${lineItemCollections} c using doomed
      where c.owner_kind = 'Job' and c.owner_id = doomed.id
    ),
    del as (delete from ${jobs} j using doomed where j.id = doomed.id returning j.id)
    select id::int as id from del`);
  return (((result as { rows?: unknown[] }).rows ?? result) as { id: number }[]).map((r) => r.id);
}
