import type { Db } from '../../platform/db/database';

/**
 * Depreciation posted per asset, filled by the asset-depreciation module (money layer) as it loads: the
 * asset's book value is its cost less this.
 */
type PostedDepreciation = (db: Db, assetIds: number[]) => Promise<Map<number, string>>;

let posted: PostedDepreciation = async () => new Map();

export function setPostedDepreciationReader(reader: PostedDepreciation): void {
  posted = reader;
}

export const postedDepreciation = (db: Db, assetIds: number[]) =>
  assetIds.length ? posted(db, assetIds) : Promise.resolve(new Map<number, string>());
