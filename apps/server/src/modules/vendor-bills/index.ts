import type { FastifyInstance } from 'fastify';
import { registerDocumentSource } from '../documents';
import { registerEntryDocument } from '../ledger';
import { describeBillEntry, describeBillPaymentEntry } from './vendor-bills.entries';
import { billRefs } from './vendor-bills.read';
import { vendorBillRoutes } from './vendor-bills.routes';

export async function vendorBillsModule(app: FastifyInstance) {
  await vendorBillRoutes(app);
  // "Vendor Bills - reference" (spec 2 section 3); a bill without the supplier's reference shows its number.
  registerDocumentSource('VendorBill', {
    visibleToTechDefault: false,
    async displayNames(db, ids) {
      const refs = await billRefs(db, ids);
      return new Map([...refs].map(([id, r]) => [id, `Vendor Bills - ${r.reference || r.billNumber}`]));
    },
    related: async () => [],
  });
  registerEntryDocument(['VendorBill', 'VendorBillVoid'], describeBillEntry);
  registerEntryDocument(['BillPayment', 'BillPaymentVoid'], describeBillPaymentEntry);
}

export { approveBill, type PayBillInput, payBill, unapproveBill } from './vendor-bills.posting';
export { getBill, searchBills } from './vendor-bills.read';
export { type CreateBillInput, createBill } from './vendor-bills.service';
export { splitBill } from './vendor-bills.split';
