import { and, eq, inArray } from 'drizzle-orm';
import { currencies } from '../modules/customers';
import { accountForRole, defaultCompanyId } from '../modules/ledger';
import { glAccounts } from '../modules/ledger/ledger.table';
import { bankAccounts } from '../modules/payments/payments.table';
import type { Db } from '../platform/db/database';

/**
 * Demo bank accounts: operating checking and savings in USD (on the starter chart's Cash - Operating and
 * Cash - Savings), and a CAD checking account for the Canadian customers when CAD exists, on a cash account of
 * its own (a bank account's GL account is what its reconciliation and matching read). Idempotent.
 */
export async function seedBankAccounts(db: Db): Promise<void> {
  const [any] = await db.select({ id: bankAccounts.id }).from(bankAccounts).limit(1);
  if (any) return;
  const companyId = await defaultCompanyId(db);
  const cash = await accountForRole(db, 'Cash', companyId);
  const accounts = await db
    .select({ id: glAccounts.id, code: glAccounts.code })
    .from(glAccounts)
    .where(and(eq(glAccounts.companyId, companyId), inArray(glAccounts.code, ['1010'])));
  const savings = accounts.find((a) => a.code === '1010')?.id ?? cash;
  const rows = await db
    .select({ id: currencies.id, abbreviation: currencies.abbreviation })
    .from(currencies)
    .where(inArray(currencies.abbreviation, ['USD', 'CAD']));
  const usd = rows.find((r) => r.abbreviation === 'USD')?.id ?? null;
  const cad = rows.find((r) => r.abbreviation === 'CAD')?.id ?? null;
  const cadCash = cad ? await cashAccount(db, companyId, savings, '1020', 'Cash - CAD Checking') : cash;
  await db.insert(bankAccounts).values([
    {
      name: 'Operating Checking',
      accountNumber: '4821',
      accountType: 2,
      sortOrder: 1,
      currencyId: usd,
      glAccountId: cash,
    },
    {
      name: 'Business Savings',
      accountNumber: '9034',
      accountType: 3,
      sortOrder: 2,
      currencyId: usd,
      glAccountId: savings,
    },
    ...(cad
      ? [
          {
            name: 'CAD Checking',
            accountNumber: '7716',
            accountType: 2,
            sortOrder: 3,
            currencyId: cad,
            glAccountId: cadCash,
          },
        ]
      : []),
  ]);
}

/** A cash account beside `like` (same group and type), made unless the chart already has the code. */
async function cashAccount(db: Db, companyId: number, likeId: number, code: string, name: string) {
  const [have] = await db
    .select({ id: glAccounts.id })
    .from(glAccounts)
    .where(and(eq(glAccounts.companyId, companyId), eq(glAccounts.code, code)));
  if (have) return have.id;
  const [like] = await db
    .select({ groupId: glAccounts.groupId, accountType: glAccounts.accountType })
    .from(glAccounts)
    .where(eq(glAccounts.id, likeId));
  const [made] = await db
    .insert(glAccounts)
    .values({ companyId, code, name, groupId: like.groupId, accountType: like.accountType })
    .returning({ id: glAccounts.id });
  return made.id;
}
