import type { Db } from '../../platform/db/database';

export type LocationContactIds = (db: Db, locationId: number) => Promise<number[]>;

/**
 * Contacts sit above locations (a contact links to locations): the contacts module fills this as it loads,
 * so a location's documents tab lists its contacts without locations importing contacts.
 */
let provider: LocationContactIds | null = null;

export function setLocationContactsProvider(p: LocationContactIds): void {
  provider = p;
}

export const contactIdsOfLocation: LocationContactIds = async (db, locationId) => {
  if (!provider)
    throw new Error('locations: no contacts provider registered (the contacts module is not loaded)');
  return provider(db, locationId);
};
