import type { bankRuleBodySchema } from '@fieldline/contracts/banking/matching.contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import { assertPostableAccounts } from '../ledger';
import { glAccounts } from '../ledger/ledger.table';
import { bankAccounts } from '../payments/payments.table';
import { bankAccountSettings, bankRules } from './banking.table';

const columns = {
  id: bankRules.id,
  bankAccountId: bankRules.bankAccountId,
  payeeContains: bankRules.payeeContains,
  accountId: bankRules.accountId,
  memo: bankRules.memo,
  code: glAccounts.code,
  name: glAccounts.name,
};
type RuleRow = { code: string; name: string } & Omit<
  typeof bankRules.$inferSelect,
  'createdBy' | 'createdDate'
>;
const toRule = ({ code, name, ...r }: RuleRow) => ({ ...r, account: `${code} ${name}` });

export async function listRules(db: Db) {
  const rows = await db
    .select(columns)
    .from(bankRules)
    .innerJoin(glAccounts, eq(glAccounts.id, bankRules.accountId))
    .orderBy(bankRules.payeeContains);
  return rows.map(toRule);
}

export async function saveRule(db: Db, body: z.output<typeof bankRuleBodySchema>, userId: number) {
  const [account] = await db.select().from(glAccounts).where(eq(glAccounts.id, body.accountId));
  if (!account) throw ruleViolation('The GL account was not found.');
  if (!account.isActive) throw ruleViolation(`The account ${account.code} ${account.name} is inactive.`);
  await assertPostableAccounts(db, [{ field: 'accountId', accountId: account.id }]);
  if (body.bankAccountId) await bankAccountExists(db, body.bankAccountId);
  const [rule] = await db
    .insert(bankRules)
    .values({ ...body, bankAccountId: body.bankAccountId ?? null, createdBy: userId })
    .returning({ id: bankRules.id });
  const [row] = await db
    .select(columns)
    .from(bankRules)
    .innerJoin(glAccounts, eq(glAccounts.id, bankRules.accountId))
    .where(eq(bankRules.id, rule.id));
  return toRule(row);
}

export async function deleteRule(db: Db, id: number) {
  const gone = await db.delete(bankRules).where(eq(bankRules.id, id)).returning({ id: bankRules.id });
  if (!gone.length) throw notFound('bank rule');
}

async function bankAccountExists(db: Db, id: number) {
  const [bank] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, id));
  if (!bank) throw notFound('bank account');
}

export async function getSettings(db: Db, bankAccountId: number) {
  await bankAccountExists(db, bankAccountId);
  const [row] = await db
    .select()
    .from(bankAccountSettings)
    .where(eq(bankAccountSettings.bankAccountId, bankAccountId));
  return { bankAccountId, autoConfirmScore: row?.autoConfirmScore ?? null };
}

export async function saveSettings(db: Db, bankAccountId: number, autoConfirmScore: number | null) {
  await bankAccountExists(db, bankAccountId);
  await db
    .insert(bankAccountSettings)
    .values({ bankAccountId, autoConfirmScore })
    .onConflictDoUpdate({ target: bankAccountSettings.bankAccountId, set: { autoConfirmScore } });
  return { bankAccountId, autoConfirmScore };
}
