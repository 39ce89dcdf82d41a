import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { EntryDocument } from '../ledger';
import { invoices } from './invoices.table';

/** Names the invoice behind an Invoice or InvoiceVoid entry for the ledger's reverse/adjust refusal. */
export async function describeInvoiceEntry(db: Db, invoiceId: number): Promise<EntryDocument | null> {
  const [inv] = await db
    .select({ number: invoices.invoiceNumber, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!inv) return null;
  return {
    label: `invoice ${inv.number}`,
    action:
      inv.status === 'Void'
        ? 'The invoice is void; its entries stay as they are.'
        : 'Void the invoice on its page instead.',
  };
}
