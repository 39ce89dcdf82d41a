import { formatDate } from '@fieldline/contracts/common/dates';
import { desc } from 'drizzle-orm';
import { nullIfNotFound, registerMergeTagSource } from '../templates';
import { getBid } from './bids.service';
import { bids } from './bids.table';

/** A bid's tags: the bid proposal e-mail. */
export function registerBidMergeTags() {
  registerMergeTagSource({
    recordType: 'bid',
    label: 'Bid',
    related: ['customer'],
    tags: [
      { tag: 'Bid.Number', description: 'The bid number', example: 'B-3012' },
      { tag: 'Bid.Name', description: "The bid's name", example: 'Boiler replacement' },
      { tag: 'Bid.ProjectName', description: 'The project name', example: 'North wing' },
      { tag: 'Bid.Description', description: "The bid's description", example: 'Replace boiler 1' },
      { tag: 'Bid.Date', description: 'The bid date', example: '11/18/2026' },
      { tag: 'Bid.ExpirationDate', description: 'The date the proposal expires', example: '12/18/2026' },
      { tag: 'Bid.PONumber', description: "The customer's PO number", example: 'PO-7781' },
      { tag: 'Bid.Location', description: 'The service location', example: 'Main office' },
      { tag: 'Bid.SalesPerson', description: 'The salesperson', example: 'Chris Park' },
    ],
    newestId: async (db) =>
      (await db.select({ id: bids.id }).from(bids).orderBy(desc(bids.id)).limit(1))[0]?.id ?? null,
    async load(db, id) {
      const b = await nullIfNotFound(getBid(db, id));
      if (!b) return null;
      return {
        label: `Bid ${b.bidNumber}`,
        related: { customer: b.customer.id },
        officeId: b.office.id,
        values: {
          'Bid.Number': b.bidNumber,
          'Bid.Name': b.name,
          'Bid.ProjectName': b.projectName,
          'Bid.Description': b.description,
          'Bid.Date': formatDate(b.bidDate),
          'Bid.ExpirationDate': b.expirationDate ? formatDate(b.expirationDate) : null,
          'Bid.PONumber': b.poNumber,
          'Bid.Location': b.customerLocation.name,
          'Bid.SalesPerson': b.salesPerson?.displayName,
        },
      };
    },
  });
}
