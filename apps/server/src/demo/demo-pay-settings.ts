import { companyPaySettings } from '../modules/pay-links/pay-links.table';
import type { Db } from '../platform/db/database';

/** The demo company's bank details for transfers, shown on its customers' pay pages. */
export async function seedPaySettings(db: Db, companyId: number): Promise<void> {
  await db.insert(companyPaySettings).values({
    companyId,
    bankName: 'First Western Trust Bank',
    accountName: 'Summit Mechanical & Electric, LLC',
    routingNumber: '102000021',
    accountNumber: '4471902385',
    instructions: 'Quote the invoice number as the payment reference.',
  });
}
