import type { LineItemKind } from '@fieldline/contracts/line-items/line-items.contract';
import type { Db } from '../../platform/db/database';
import type { LineItemOwnerInfo } from './line-items.owners';
import type { CollectionRow } from './line-items.repository';

// The shapes the read, write, group and sourcing files all pass around, in a file of their own so
// those files do not import each other in a loop for a type.

/** An owner's collection as the rules see it. */
export interface Scope {
  kind: LineItemKind;
  ownerId: number;
  owner: LineItemOwnerInfo;
  collection: CollectionRow;
}

/** Who writes, on which connection. */
export interface Actor {
  db: Db;
  userId: number | null;
}
