import {
  CONTROL_KINDS,
  CONTROL_OWNERS,
  type ControlKind,
  SOURCE_TYPES,
  type SourceType,
  type SystemRole,
} from './ledger.constants';

/** How an account's control kind reads in messages ("the receivables control account"). */
export const CONTROL_KIND_WORDS: Record<ControlKind, string> = {
  AR: 'receivables',
  AP: 'payables',
  Inventory: 'inventory',
  AccruedPayables: 'received-not-billed',
};

/** The documents that own each kind, as a person names them (CONTROL_OWNERS in words). */
export const CONTROL_OWNER_WORDS: Record<ControlKind, string> = {
  AR: 'invoices, payments, credits and deposits',
  AP: 'vendor bills and bill payments',
  Inventory:
    'stock receipts, issues, transfers and adjustments (and invoices, for the cost of stocked lines)',
  AccruedPayables: 'purchase order receipts and vendor bills',
};

/** The chart's "Control account for" choices (null = not a control account). */
export const CONTROL_KIND_OPTIONS: { value: ControlKind; label: string }[] = [
  { value: 'AR', label: 'Receivables' },
  { value: 'AP', label: 'Payables' },
  { value: 'Inventory', label: 'Inventory' },
  { value: 'AccruedPayables', label: 'Received not billed' },
];

/** The system roles whose account is always a control account of the same kind. */
export function roleControlKind(role: SystemRole | string | null | undefined): ControlKind | null {
  return (CONTROL_KINDS as readonly string[]).includes(role ?? '') ? (role as ControlKind) : null;
}

/**
 * The refusal when a path that does not own a control account tries to post to it, e.g. "Account 1100
 * Accounts Receivable is the receivables control account; only invoices, payments, credits and deposits
 * post to it."
 */
export function controlAccountMessage(account: { code: string; name: string }, kind: ControlKind): string {
  return `Account ${account.code} ${account.name} is the ${CONTROL_KIND_WORDS[kind]} control account; only ${CONTROL_OWNER_WORDS[kind]} post to it.`;
}

/** May `sourceType` post to an account of `kind`? Any source may post to an account that is not a control account. */
export function ownsControlAccount(kind: string | null, sourceType: string | null): boolean {
  if (!kind) return true;
  const owners: readonly string[] = CONTROL_OWNERS[kind as ControlKind] ?? [];
  return sourceType !== null && owners.includes(sourceType);
}

/**
 * The source types of entries that belong to a document: only the document reverses them (by voiding or
 * unapproving it); POST reverseglentry and adjustglentry refuse them.
 */
export const DOCUMENT_SOURCE_TYPES: readonly SourceType[] = SOURCE_TYPES.filter(
  (t) => !['Manual', 'Reversal', 'Adjustment', 'Opening'].includes(t),
);
