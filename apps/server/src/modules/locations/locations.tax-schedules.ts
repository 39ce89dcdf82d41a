import type { Db } from '../../platform/db/database';

/**
 * Tax schedules belong to the taxes module (money layer), above locations (records): it fills this at start-up
 * so locations can name a location's schedule and give a new location the one its address falls in.
 */
export interface TaxScheduleProvider {
  /** Names by id, for the schedules that exist. */
  refs(db: Db, ids: number[]): Promise<Map<number, { id: number; name: string }>>;
  /** The schedule whose jurisdiction matches the address best, or null. */
  match(
    db: Db,
    address: { city?: string | null; state?: string | null; postalCode?: string | null } | null | undefined,
  ): Promise<number | null>;
}

let provider: TaxScheduleProvider | null = null;

export function setTaxScheduleProvider(p: TaxScheduleProvider): void {
  provider = p;
}

export const taxScheduleRefs: TaxScheduleProvider['refs'] = async (db, ids) =>
  provider && ids.length ? provider.refs(db, ids) : new Map();

export const matchTaxSchedule: TaxScheduleProvider['match'] = async (db, address) =>
  provider ? provider.match(db, address) : null;
