import type { PaySettings } from '@fieldline/contracts/pay-links/pay-links.contract';
import { eq } from 'drizzle-orm';
import type { AuditEntry } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { getCompany } from '../organization';
import { companyPaySettings } from './pay-links.table';

export type PaySettingsInput = Partial<Omit<PaySettings, 'companyId' | 'companyName'>>;

export async function getPaySettings(db: Db, companyId: number): Promise<PaySettings> {
  const company = await getCompany(db, companyId);
  const [row] = await db.select().from(companyPaySettings).where(eq(companyPaySettings.companyId, companyId));
  return {
    companyId,
    companyName: company.name,
    bankName: row?.bankName ?? '',
    accountName: row?.accountName ?? '',
    routingNumber: row?.routingNumber ?? '',
    accountNumber: row?.accountNumber ?? '',
    instructions: row?.instructions ?? '',
  };
}

/** Saves the fields sent (a company without settings gets its row); the change goes to the audit trail. */
export async function savePaySettings(
  db: Db,
  companyId: number,
  input: PaySettingsInput,
  ctx: { userId: number; audit(entry: AuditEntry): Promise<void> },
): Promise<PaySettings> {
  const before = await getPaySettings(db, companyId);
  await db
    .insert(companyPaySettings)
    .values({ companyId, ...input, createdBy: ctx.userId, modifiedBy: ctx.userId })
    .onConflictDoUpdate({
      target: companyPaySettings.companyId,
      set: { ...input, modifiedBy: ctx.userId, modifiedDate: new Date().toISOString() },
    });
  const after = await getPaySettings(db, companyId);
  await ctx.audit({ entity: 'CompanyPaySettings', entityId: companyId, action: 'update', before, after });
  return after;
}
