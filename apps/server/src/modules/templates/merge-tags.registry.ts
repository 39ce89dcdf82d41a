import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';

/** One tag a source provides: `tag` as written without braces ("Invoice.Number"). */
export interface MergeTagDef {
  tag: string;
  description: string;
  example: string;
}

/**
 * A tag's value; a function is called only when the text being rendered uses the tag (a value that costs
 * something or leaves a trace, as a pay link does).
 */
export type MergeValue = string | null | undefined | (() => Promise<string | null | undefined>);

/** One record's values, keyed by tag ("Invoice.Number": "10023"); null or '' renders empty. */
export interface MergeRecord {
  values: Record<string, MergeValue>;
  /** What the record is called in previews: "Invoice 10023". */
  label: string;
  /** Records of other types whose tags this record's templates may use too (its customer ...). */
  related?: Record<string, number | null | undefined>;
  /** The office whose Office.* tags apply (the company's first office otherwise). */
  officeId?: number | null;
}

/**
 * A kind of record whose data templates can merge. Registered by the module owning the data (a higher
 * layer), so this foundation module never imports it.
 */
export interface MergeTagSource {
  recordType: string;
  /** "Invoice": the tag group and the record type's name on screen. */
  label: string;
  tags: MergeTagDef[];
  /** Record types whose tags are available too, filled from `MergeRecord.related`. */
  related?: string[];
  /** The record's values, or null when there is no such record. */
  load(db: Db, id: number): Promise<MergeRecord | null>;
  /** The newest record of this type: what a preview renders with when no record is named. */
  newestId(db: Db): Promise<number | null>;
}

const sources = new Map<string, MergeTagSource>();

const provisional = new Set<string>();

/**
 * Registers a record type's tags. A `provisional` source (the customers module's stand-in for statements)
 * is kept only until the owner of the record type registers its own, in whichever order they load.
 */
export function registerMergeTagSource(source: MergeTagSource, options: { provisional?: boolean } = {}) {
  const key = source.recordType.toLowerCase();
  if (options.provisional) {
    if (sources.has(key)) return;
    provisional.add(key);
  } else provisional.delete(key);
  sources.set(key, source);
}

/** A read that answers 404 for a missing record, as a source's `load` wants it: null. */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

export function mergeTagSource(recordType: string): MergeTagSource | undefined {
  return sources.get(recordType.toLowerCase());
}

export function mergeTagSources(): MergeTagSource[] {
  return [...sources.values()].sort((a, b) => a.label.localeCompare(b.label));
}
