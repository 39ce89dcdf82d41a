import { ErrorCodes } from '@fieldline/contracts/common/errors';
import type { SourceType } from '@fieldline/contracts/ledger/ledger.constants';
import { DOCUMENT_SOURCE_TYPES } from '@fieldline/contracts/ledger/ledger.control';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';

/** The document an entry belongs to, as its refusal names it. */
export interface EntryDocument {
  /** e.g. "invoice INV-010045", "vendor bill B-123". */
  label: string;
  /** The sentence saying where to undo it, e.g. "Void the invoice on its page instead." */
  action: string;
}

/** Finds the document of an entry from its source id; null when it is gone. */
export type EntryDescriber = (db: Db, sourceId: number) => Promise<EntryDocument | null>;

/**
 * The ledger is the lowest money module and cannot read invoices, payments or bills: each of those
 * modules registers, from its index.ts at start-up, how to name the document behind its source types.
 */
const describers = new Map<SourceType, EntryDescriber>();

export function registerEntryDocument(sourceTypes: readonly SourceType[], describe: EntryDescriber): void {
  for (const t of sourceTypes) describers.set(t, describe);
}

const SOURCE_WORDS: Partial<Record<SourceType, string>> = {
  StockReceipt: 'a stock receipt',
  StockIssue: 'a stock issue',
  StockTransfer: 'a stock transfer',
  StockAdjustment: 'a stock adjustment',
};

/**
 * Refuses a hand reversal or adjustment of an entry a document owns (422 naming the document and what
 * to do there instead); entries of other sources (manual, opening, reversals, adjustments) pass.
 */
export async function assertNotDocumentEntry(
  db: Db,
  entry: { id: number; sourceType: string; sourceId: number | null },
): Promise<void> {
  const type = entry.sourceType as SourceType;
  if (!DOCUMENT_SOURCE_TYPES.includes(type)) return;
  const described = entry.sourceId ? await describers.get(type)?.(db, entry.sourceId) : null;
  const message = described
    ? `Journal entry ${entry.id} belongs to ${described.label}. ${described.action}`
    : `Journal entry ${entry.id} belongs to ${SOURCE_WORDS[type] ?? `a ${type} document`}${entry.sourceId ? ` (${entry.sourceId})` : ''}; it is reversed only through that document.`;
  throw new AppError(422, ErrorCodes.RULE, message, [{ field: 'entryId', message }]);
}
