import type { Db } from './db/database';
import type { Access } from './http/route';

export interface LookupItem {
  id: number;
  name: string;
  [extra: string]: unknown;
}

interface Lookup {
  access: Access;
  load: (db: Db) => Promise<LookupItem[]>;
}

/** GET /v1/cache/{name}: modules register the lookups whose tables they own. */
const lookups = new Map<string, Lookup>();

export function registerLookup(name: string, access: Access, load: Lookup['load']): void {
  lookups.set(name.toLowerCase(), { access, load });
}

export function findLookup(name: string): Lookup | undefined {
  return lookups.get(name.toLowerCase());
}

export function lookupNames(): string[] {
  return [...lookups.keys()].sort();
}
