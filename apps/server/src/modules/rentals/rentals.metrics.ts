import { daysBetween } from '@fieldline/contracts/common/dates';
import { Money, moneyString } from '@fieldline/contracts/common/money';
import type {
  AssetMetrics,
  metricsBodySchema,
  ScheduledAsset,
  ScheduleMetrics,
  ServicingAsset,
  scheduledQuerySchema,
} from '@fieldline/contracts/rentals/asset-metrics.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { assetGroups, assetStatuses, assets, postedDepreciation } from '../assets';
import { contracts } from '../contracts';
import { customers } from '../customers';
import { companyToday } from '../organization';
import { offices } from '../organization/organization.table';
import { assetSchedules } from './rentals.table';

type Range = z.output<typeof metricsBodySchema>;

/** Percent of booked over available unit-days, 2 places half to even. */
const utilization = (booked: number, unitDays: number) =>
  unitDays === 0 ? '0.00' : moneyString(new Money(booked).times(100).div(unitDays));

const filters = (q: { groupId?: number; officeId?: number }): SQL =>
  sql`${q.groupId ? sql`a.group_id = ${q.groupId}::int` : sql`true`}
    and ${q.officeId ? sql`a.office_id = ${q.officeId}::int` : sql`true`}`;

/** Booked days of each asset within [from, to] (an asset's schedules never overlap: the database says so). */
const bookedSql = (q: Range) => sql`
  select s.asset_id, count(*)::int as bookings,
    sum(least(s.end_date, ${q.to}::date) - greatest(s.start_date, ${q.from}::date) + 1)::int as days
  from ${assetSchedules} s
  where s.asset_id is not null
    and daterange(s.start_date, s.end_date, '[]') && daterange(${q.from}::date, ${q.to}::date, '[]')
  group by s.asset_id`;

/** POST assets/assetschedulemetrics: utilisation of the rentable units per group over the range. */
export async function scheduleMetrics(db: Db, q: Range): Promise<ScheduleMetrics> {
  const days = daysBetween(q.from, q.to) + 1;
  const rows = rowsOf<{ id: number; name: string; units: number; bookings: number; booked: number }>(
    await db.execute(sql`
      with booked as (${bookedSql(q)})
      select g.id, g.name, count(a.id)::int as units, coalesce(sum(b.bookings), 0)::int as bookings,
        coalesce(sum(b.days), 0)::int as booked
      from ${assets} a
      join ${assetGroups} g on g.id = a.group_id
      left join booked b on b.asset_id = a.id
      where a.is_rentable and a.is_active and ${filters(q)}
      group by g.id, g.name
      order by g.name`),
  );
  const groups = rows.map((r) => ({
    group: { id: r.id, name: r.name },
    units: r.units,
    bookings: r.bookings,
    bookedDays: r.booked,
    unitDays: r.units * days,
    utilizationPct: utilization(r.booked, r.units * days),
  }));
  const sum = (f: (g: (typeof groups)[number]) => number) => groups.reduce((n, g) => n + f(g), 0);
  const totals = {
    units: sum((g) => g.units),
    bookings: sum((g) => g.bookings),
    bookedDays: sum((g) => g.bookedDays),
    unitDays: sum((g) => g.unitDays),
    utilizationPct: utilization(
      sum((g) => g.bookedDays),
      sum((g) => g.unitDays),
    ),
  };
  return { from: q.from, to: q.to, days, groups, totals };
}

/** POST assets/assetmetrics: each active asset's bookings, utilisation, cost and book value over the range. */
export async function assetMetrics(db: Db, q: Range): Promise<AssetMetrics> {
  const days = daysBetween(q.from, q.to) + 1;
  const rows = rowsOf<{
    id: number;
    assetNumber: string;
    name: string;
    groupId: number | null;
    groupName: string | null;
    officeId: number;
    officeName: string;
    bookings: number;
    booked: number;
    cost: string;
  }>(
    await db.execute(sql`
      with booked as (${bookedSql(q)})
      select a.id, a.asset_number as "assetNumber", a.name, g.id as "groupId", g.name as "groupName",
        o.id as "officeId", o.name as "officeName", coalesce(b.bookings, 0)::int as bookings,
        coalesce(b.days, 0)::int as booked, a.cost::text as cost
      from ${assets} a
      join ${offices} o on o.id = a.office_id
      left join ${assetGroups} g on g.id = a.group_id
      left join booked b on b.asset_id = a.id
      where a.is_active and ${filters(q)}
      order by a.asset_number
      limit 5000`),
  );
  const posted = await postedDepreciation(
    db,
    rows.map((r) => r.id),
  );
  return {
    from: q.from,
    to: q.to,
    days,
    assets: rows.map((r) => ({
      asset: { id: r.id, assetNumber: r.assetNumber, name: r.name },
      group: r.groupId === null ? null : { id: r.groupId, name: r.groupName ?? '' },
      office: { id: r.officeId, name: r.officeName },
      bookings: r.bookings,
      bookedDays: r.booked,
      unitDays: days,
      utilizationPct: utilization(r.booked, days),
      cost: moneyString(r.cost),
      bookValue: moneyString(new Money(r.cost).minus(posted.get(r.id) ?? '0')),
    })),
  };
}

/** GET assets/scheduled: the bookings of assets over the range, by start. */
export async function scheduledAssets(
  db: Db,
  q: z.output<typeof scheduledQuerySchema>,
): Promise<ScheduledAsset[]> {
  const rows = rowsOf<{
    scheduleId: number;
    assetId: number;
    assetNumber: string;
    assetName: string;
    groupId: number;
    groupName: string;
    contractId: number;
    contractNumber: string;
    customerId: number;
    customerName: string;
    startDate: string;
    endDate: string;
    status: string;
  }>(
    await db.execute(sql`
      select s.id as "scheduleId", a.id as "assetId", a.asset_number as "assetNumber", a.name as "assetName",
        g.id as "groupId", g.name as "groupName", c.id as "contractId", c.contract_number as "contractNumber",
        cu.id as "customerId", cu.name as "customerName", s.start_date::text as "startDate",
        s.end_date::text as "endDate", s.status
      from ${assetSchedules} s
      join ${assets} a on a.id = s.asset_id
      join ${assetGroups} g on g.id = s.group_id
      join ${contracts} c on c.id = s.contract_id
      join ${customers} cu on cu.id = c.customer_id
      where daterange(s.start_date, s.end_date, '[]') && daterange(${q.from}::date, ${q.to}::date, '[]')
        and ${filters(q)} and ${q.status ? sql`s.status = ${q.status}` : sql`true`}
      order by s.start_date, a.asset_number
      limit 1000`),
  );
  return rows.map((r) => ({
    scheduleId: r.scheduleId,
    asset: { id: r.assetId, assetNumber: r.assetNumber, name: r.assetName },
    group: { id: r.groupId, name: r.groupName },
    contract: {
      id: r.contractId,
      contractNumber: r.contractNumber,
      customer: { id: r.customerId, name: r.customerName },
    },
    startDate: r.startDate,
    endDate: r.endDate,
    status: r.status,
  }));
}

/** GET assets/servicing: active assets whose status takes them out of service, with the next booking waiting. */
export async function servicingAssets(db: Db): Promise<ServicingAsset[]> {
  const today = await companyToday(db);
  const rows = rowsOf<{
    id: number;
    assetNumber: string;
    name: string;
    statusId: number;
    statusName: string;
    officeId: number;
    officeName: string;
    groupId: number | null;
    groupName: string | null;
    next: { contractNumber: string; startDate: string } | null;
  }>(
    await db.execute(sql`
      select a.id, a.asset_number as "assetNumber", a.name, st.id as "statusId", st.name as "statusName",
        o.id as "officeId", o.name as "officeName", g.id as "groupId", g.name as "groupName",
        (select json_build_object('contractNumber', c.contract_number, 'startDate', s.start_date::text)
          from ${assetSchedules} s join ${contracts} c on c.id = s.contract_id
          where s.asset_id = a.id and s.end_date >= ${today}::date and s.status <> 'Returned'
          order by s.start_date limit 1) as next
      from ${assets} a
      join ${assetStatuses} st on st.id = a.status_id
      join ${offices} o on o.id = a.office_id
      left join ${assetGroups} g on g.id = a.group_id
      where a.is_active and not st.is_available
      order by st.sort_order, a.asset_number
      limit 1000`),
  );
  return rows.map((r) => ({
    asset: { id: r.id, assetNumber: r.assetNumber, name: r.name },
    status: { id: r.statusId, name: r.statusName },
    office: { id: r.officeId, name: r.officeName },
    group: r.groupId === null ? null : { id: r.groupId, name: r.groupName ?? '' },
    nextBooking: r.next,
  }));
}
