import { addIsoDays, formatDate } from '@fieldline/contracts/common/dates';
import { RENTAL_MESSAGES } from '@fieldline/contracts/rentals/rentals.contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import { assetGroups, assetStatuses, assets } from '../assets';
import { contractStatuses, contracts, contractTypes } from '../contracts';

export interface RentalContract {
  id: number;
  contractNumber: string;
  officeId: number;
  startDate: string;
  endDate: string;
  billedThrough: string | null;
}

/**
 * The rental contract, locked for the request (404 when there is none; 422 when it is not a rental, or is
 * expired or cancelled).
 */
export async function rentalContract(db: Db, id: number, forUpdate = true): Promise<RentalContract> {
  const [c] = rowsOf<RentalContract & { isRental: boolean; statusType: string }>(
    await db.execute(sql`
      select c.id, c.contract_number as "contractNumber", c.office_id as "officeId",
        c.start_date::text as "startDate", c.end_date::text as "endDate",
        c.billed_through::text as "billedThrough", t.is_rental as "isRental", s.status_type as "statusType"
      from ${contracts} c
      join ${contractTypes} t on t.id = c.type_id
      join ${contractStatuses} s on s.id = c.status_id
      where c.id = ${id}::int ${forUpdate ? sql`for update of c` : sql``}`),
  );
  if (!c) throw notFound('contract', 'CONTRACT_NOT_FOUND');
  if (!c.isRental) throw ruleViolation(RENTAL_MESSAGES.notRental);
  if (forUpdate && (c.statusType === 'Expired' || c.statusType === 'Cancelled'))
    throw ruleViolation(`The contract is ${c.statusType.toLowerCase()}: its rentals cannot be changed.`);
  return c;
}

/** Refuses dates outside the contract, reversed, or reaching into days already invoiced. */
export function checkRentalDates(c: RentalContract, start: string, end: string, billedFrom?: string) {
  if (end < start) throw ruleViolation(RENTAL_MESSAGES.endBeforeStart);
  if (start < c.startDate || end > c.endDate) throw ruleViolation(RENTAL_MESSAGES.outsideContract);
  if (c.billedThrough && (billedFrom ?? start) < c.billedThrough)
    throw ruleViolation(RENTAL_MESSAGES.billedPeriod(formatDate(addIsoDays(c.billedThrough, -1))));
}

export interface GroupRow {
  id: number;
  name: string;
  itemId: number | null;
}

export async function groupOf(db: Db, id: number): Promise<GroupRow> {
  const [g] = rowsOf<GroupRow>(
    await db.execute(sql`select id, name, item_id as "itemId" from ${assetGroups}
      where id = ${id}::int and is_active`),
  );
  if (!g) throw ruleViolation(RENTAL_MESSAGES.unknownGroup);
  return g;
}

/**
 * The asset, if it can go out on a rental (rentable, active, in a status that can be booked) and, when
 * `groupId` is given, belongs to that group.
 */
export async function rentableAsset(db: Db, assetId: number, group?: GroupRow) {
  const [a] = rowsOf<{ id: number; label: string; groupId: number | null; ok: boolean }>(
    await db.execute(sql`
      select a.id, a.asset_number || ' ' || a.name as label, a.group_id as "groupId",
        (a.is_rentable and a.is_active and st.is_available) as ok
      from ${assets} a join ${assetStatuses} st on st.id = a.status_id where a.id = ${assetId}::int`),
  );
  if (!a) throw ruleViolation(RENTAL_MESSAGES.unknownAsset);
  if (!a.ok) throw ruleViolation(RENTAL_MESSAGES.notRentable(a.label));
  if (group && a.groupId !== group.id) throw ruleViolation(RENTAL_MESSAGES.wrongGroup(a.label, group.name));
  return a;
}

/**
 * Refuses (409) an asset already on another schedule overlapping [start, end]; the exclusion constraint
 * on asset_schedules refuses it too, this names the booking in the way.
 */
export async function assertAssetFree(
  db: Db,
  assetId: number,
  start: string,
  end: string,
  exceptScheduleIds: number[] = [],
) {
  const except = sql`${`{${exceptScheduleIds.join(',')}}`}::int[]`;
  const [hit] = rowsOf<Booking>(
    await db.execute(sql`
      select a.asset_number || ' ' || a.name as label, c.contract_number as "contractNumber",
        s.start_date::text as "startDate", s.end_date::text as "endDate"
      from asset_schedules s
      join ${assets} a on a.id = s.asset_id
      join ${contracts} c on c.id = s.contract_id
      where s.asset_id = ${assetId}::int and not (s.id = any(${except}))
        and daterange(s.start_date, s.end_date, '[]') && daterange(${start}::date, ${end}::date, '[]')
      order by s.start_date limit 1`),
  );
  if (hit) throw bookedConflict(hit);
}

export interface Booking {
  label: string;
  contractNumber: string;
  startDate: string;
  endDate: string;
}

/** 409 naming the booking that holds the asset. */
export const bookedConflict = (b: Booking) =>
  conflict(
    RENTAL_MESSAGES.booked(b.label, b.contractNumber, formatDate(b.startDate), formatDate(b.endDate)),
    'ASSET_BOOKED',
  );
