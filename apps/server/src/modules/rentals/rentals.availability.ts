import type {
  availabilityQuerySchema,
  rentalItemsQuerySchema,
} from '@fieldline/contracts/rentals/rentals.contract';
import { RENTAL_MESSAGES } from '@fieldline/contracts/rentals/rentals.contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound, ruleViolation } from '../../platform/errors';
import { assetGroups, assetStatuses, assets } from '../assets';
import { contracts } from '../contracts';
import { items } from '../items/items.table';
import { offices } from '../organization/organization.table';
import { assetSchedules } from './rentals.table';

const rentable = sql`a.is_rentable and a.is_active and st.is_available`;
const overlaps = (from: string, to: string) =>
  sql`daterange(s.start_date, s.end_date, '[]') && daterange(${from}::date, ${to}::date, '[]')`;

/**
 * What can be rented (`contracts/rentalItems`): every active group with rentable units, its item and price,
 * and how many units are free on every day of [from, to] (every unit when no dates are asked).
 */
export async function rentalItems(db: Db, q: z.output<typeof rentalItemsQuerySchema>) {
  if ((q.from && !q.to) || (!q.from && q.to)) throw ruleViolation('Give both from and to, or neither.');
  if (q.from && q.to && q.to < q.from) throw ruleViolation(RENTAL_MESSAGES.endBeforeStart);
  const booked =
    q.from && q.to
      ? sql`exists (select 1 from ${assetSchedules} s where s.asset_id = a.id and ${overlaps(q.from, q.to)})`
      : sql`false`;
  const like = q.query ? `%${q.query.replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = rowsOf<{
    groupId: number;
    groupName: string;
    description: string;
    itemId: number | null;
    itemName: string | null;
    price: string | null;
    units: number;
    available: number;
  }>(
    await db.execute(sql`
      select g.id as "groupId", g.name as "groupName", g.description, i.id as "itemId", i.name as "itemName",
        i.price::text as price, count(a.id)::int as units,
        count(a.id) filter (where not ${booked})::int as available
      from ${assetGroups} g
      join ${assets} a on a.group_id = g.id
      join ${assetStatuses} st on st.id = a.status_id
      left join ${items} i on i.id = g.item_id
      where g.is_active and ${rentable}
        ${q.officeId ? sql`and a.office_id = ${q.officeId}::int` : sql``}
        ${like ? sql`and (g.name ilike ${like} or coalesce(i.name, '') ilike ${like})` : sql``}
      group by g.id, i.id
      order by g.name`),
  );
  return rows.map((r) => ({
    group: { id: r.groupId, name: r.groupName },
    item: r.itemId === null ? null : { id: r.itemId, name: r.itemName ?? '', price: r.price ?? '0' },
    description: r.description,
    units: r.units,
    available: r.available,
  }));
}

/** `assets/groups/{id}/availability`: each rentable unit of the group and its bookings over [from, to]. */
export async function groupAvailability(
  db: Db,
  groupId: number,
  q: z.output<typeof availabilityQuerySchema>,
) {
  if (q.to < q.from) throw ruleViolation(RENTAL_MESSAGES.endBeforeStart);
  const [group] = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from ${assetGroups} where id = ${groupId}::int`),
  );
  if (!group) throw notFound('asset group');
  const rows = rowsOf<{
    id: number;
    assetNumber: string;
    name: string;
    officeId: number;
    officeName: string;
    bookings: { contractNumber: string; startDate: string; endDate: string }[];
  }>(
    await db.execute(sql`
      select a.id, a.asset_number as "assetNumber", a.name, o.id as "officeId", o.name as "officeName",
        coalesce((select json_agg(json_build_object('contractNumber', c.contract_number,
            'startDate', s.start_date::text, 'endDate', s.end_date::text) order by s.start_date)
          from ${assetSchedules} s join ${contracts} c on c.id = s.contract_id
          where s.asset_id = a.id and ${overlaps(q.from, q.to)}), '[]'::json) as bookings
      from ${assets} a
      join ${assetStatuses} st on st.id = a.status_id
      join ${offices} o on o.id = a.office_id
      where a.group_id = ${groupId}::int and ${rentable}
      order by a.asset_number`),
  );
  return {
    group,
    from: q.from,
    to: q.to,
    assets: rows.map((r) => ({
      id: r.id,
      assetNumber: r.assetNumber,
      name: r.name,
      office: { id: r.officeId, name: r.officeName },
      isFree: r.bookings.length === 0,
      bookings: r.bookings,
    })),
  };
}
