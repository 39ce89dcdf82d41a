import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { desc, eq } from 'drizzle-orm';
import { registerMergeTagSource } from '../templates';
import { statements } from './statements.table';

const money = (v: string) => formatMoney(v);

/** A statement's tags for statement e-mail templates (type 10), with its customer's. */
export function registerStatementMergeTags() {
  registerMergeTagSource({
    recordType: 'statement',
    label: 'Statement',
    related: ['customer'],
    tags: [
      { tag: 'Statement.Date', description: 'The statement date', example: '11/30/2026' },
      {
        tag: 'Statement.PeriodStart',
        description: 'The first day of the period shown',
        example: '11/01/2026',
      },
      {
        tag: 'Statement.OpeningBalance',
        description: 'The balance at the start of the period',
        example: '$1,200.00',
      },
      {
        tag: 'Statement.AmountDue',
        description: 'The closing balance: what the customer owes',
        example: '$1,834.53',
      },
      { tag: 'Statement.Current', description: 'Not yet due', example: '$634.53' },
      { tag: 'Statement.Days1To30', description: '1 to 30 days past due', example: '$1,200.00' },
      { tag: 'Statement.Days31To60', description: '31 to 60 days past due', example: '$0.00' },
      { tag: 'Statement.Days61To90', description: '61 to 90 days past due', example: '$0.00' },
      { tag: 'Statement.Over90', description: 'More than 90 days past due', example: '$0.00' },
    ],
    newestId: async (db) =>
      (await db.select({ id: statements.id }).from(statements).orderBy(desc(statements.id)).limit(1))[0]
        ?.id ?? null,
    async load(db, id) {
      const [s] = await db.select().from(statements).where(eq(statements.id, id));
      if (!s) return null;
      return {
        label: `Statement of ${formatDate(s.statementDate)}`,
        related: { customer: s.customerId },
        values: {
          'Statement.Date': formatDate(s.statementDate),
          'Statement.PeriodStart': formatDate(s.periodStart),
          'Statement.OpeningBalance': money(s.openingBalance),
          'Statement.AmountDue': money(s.closingBalance),
          'Statement.Current': money(s.current),
          'Statement.Days1To30': money(s.days1to30),
          'Statement.Days31To60': money(s.days31to60),
          'Statement.Days61To90': money(s.days61to90),
          'Statement.Over90': money(s.over90),
        },
      };
    },
  });
}
