import { ErrorCodes, type FieldError } from '@fieldline/contracts/common/errors';
import type { ControlKind, SourceType } from '@fieldline/contracts/ledger/ledger.constants';
import { controlAccountMessage, ownsControlAccount } from '@fieldline/contracts/ledger/ledger.control';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { defaultCompanyId } from './ledger.posting';
import { glAccounts } from './ledger.table';

/** An account a request names, with the request field that names it (`lines[0].accountId`). */
export interface AccountRef {
  field: string;
  accountId: number | null | undefined;
}

type AccountRow = Pick<
  typeof glAccounts.$inferSelect,
  'id' | 'code' | 'name' | 'accountType' | 'controlKind'
>;

const refusal = (field: string, message: string) =>
  new AppError(422, ErrorCodes.RULE, message, [{ field, message }]);

/** The named accounts of the company; unknown ids answer 400 naming every field that names one. */
async function loadNamed(db: Db, refs: AccountRef[]): Promise<Map<number, AccountRow>> {
  const named = refs.filter((r): r is AccountRef & { accountId: number } => Boolean(r.accountId));
  const ids = [...new Set(named.map((r) => r.accountId))];
  if (ids.length === 0) return new Map();
  const companyId = await defaultCompanyId(db);
  const rows = await db
    .select({
      id: glAccounts.id,
      code: glAccounts.code,
      name: glAccounts.name,
      accountType: glAccounts.accountType,
      controlKind: glAccounts.controlKind,
    })
    .from(glAccounts)
    .where(and(eq(glAccounts.companyId, companyId), inArray(glAccounts.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown: FieldError[] = named
    .filter((r) => !byId.has(r.accountId))
    .map((r) => ({ field: r.field, message: `No GL account has the id ${r.accountId}.` }));
  if (unknown.length) throw badRequest('Some fields are not valid.', unknown);
  return byId;
}

/** Said after the rule when a document line picks a control account: the document posts to it itself. */
export const PICKED = 'The document posts to it itself; choose another account for this line.';

/**
 * Refuses, before anything is written, an account a request names that the posting may not touch: an
 * unknown id answers 400 naming the field; a control account answers 422 naming the field and the rule.
 * With `sourceType`, the accounts are posted by that source (a manual entry's lines): its own control
 * accounts pass. Without it, the accounts are picked for a document's line (an invoice line's revenue
 * account, a bill line's account, a credit's GL line): no control account may be picked, since the
 * document posts its own control account itself.
 */
export async function assertPostableAccounts(
  db: Db,
  refs: AccountRef[],
  sourceType?: SourceType,
): Promise<void> {
  const byId = await loadNamed(db, refs);
  for (const r of refs) {
    const a = r.accountId ? byId.get(r.accountId) : undefined;
    if (a?.controlKind && (sourceType === undefined || !ownsControlAccount(a.controlKind, sourceType))) {
      const rule = controlAccountMessage(a, a.controlKind as ControlKind);
      throw refusal(r.field, sourceType ? rule : `${rule} ${PICKED}`);
    }
  }
}

/** The refusal of a bank or cash account that is not one (docs/accounting/ledger.md). */
export const NOT_A_CASH_ACCOUNT = (a: { code: string; name: string }) =>
  `Account ${a.code} ${a.name} is not a cash or bank account: a bank account's GL account must be an Asset account that is not a control account.`;

/**
 * A bank account's GL account (and the account a bill is paid from) must be a cash or bank account: an
 * Asset account that is not a control account. Unknown ids answer 400 naming the field.
 */
export async function assertCashAccount(db: Db, ref: AccountRef): Promise<void> {
  const byId = await loadNamed(db, [ref]);
  const a = ref.accountId ? byId.get(ref.accountId) : undefined;
  if (!a) return;
  if (a.controlKind) throw refusal(ref.field, controlAccountMessage(a, a.controlKind as ControlKind));
  if (a.accountType !== 1) throw refusal(ref.field, NOT_A_CASH_ACCOUNT(a));
}
