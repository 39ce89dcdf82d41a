import { sql } from 'drizzle-orm';
import { runVisitGeneration } from '../modules/contract-visits';
import type { Db } from '../platform/db/database';

/**
 * Visit schedules for the demo's Active agreements (demo-contracts.ts, run before this) and their visits
 * generated, due ones as jobs: the frequency follows the billing schedule (per-visit billing visits
 * quarterly), preventive-maintenance jobs from 08:00 to 10:00, the site's first two pieces of equipment
 * covered. Rental contracts get none; with no contracts this does nothing.
 */
export async function seedContractVisits(db: Db): Promise<void> {
  await db.execute(sql`
    insert into contract_visit_schedules (contract_id, frequency, day_of_month, job_type_id, horizon_days, description,
      effective_from)
    select c.id,
      case c.billing_schedule when 'Monthly' then 'Monthly' when 'Annual' then 'Annual' else 'Quarterly' end,
      1 + c.id % 28,
      coalesce((select id from job_types where type = 'PM'), (select min(id) from job_types)),
      30, 'Scheduled maintenance visit: ' || c.name,
      -- Visits from today on: the demo's past is in its books, not in a backlog of open visit jobs.
      (now() at time zone (select timezone from offices o where o.id = c.office_id))::date
    from contracts c
    join contract_types t on t.id = c.type_id and not t.is_rental
    join contract_statuses s on s.id = c.status_id and s.status_type = 'Active'
    where not exists (select 1 from contract_visit_schedules v where v.contract_id = c.id)`);
  await db.execute(sql`
    insert into contract_visit_equipment (schedule_id, equipment_id)
    select s.id, e.id from contract_visit_schedules s
    join contracts c on c.id = s.contract_id
    cross join lateral (select id from equipment e where e.customer_id = c.customer_id
                          and (c.location_id is null or e.location_id = c.location_id) order by id limit 2) e
    on conflict do nothing`);
  await runVisitGeneration(db, null);
}
