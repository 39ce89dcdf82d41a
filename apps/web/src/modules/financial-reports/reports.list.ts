import { Permission } from '@fieldline/contracts/common/permissions';

/** The financial reports, in menu order; each opens at /reports/<slug>. */
export const REPORTS = [
  {
    slug: 'income-statement',
    title: 'Income statement',
    permission: Permission.GeneralLedger,
    description: 'Revenue, costs and net income for a period, by month and against the budget.',
  },
  {
    slug: 'balance-sheet',
    title: 'Balance sheet',
    permission: Permission.GeneralLedger,
    description: 'Assets, liabilities and equity as of a date.',
  },
  {
    slug: 'trial-balance',
    title: 'Trial balance',
    permission: Permission.GeneralLedger,
    description: 'The debit or credit balance of every account as of a date.',
  },
  {
    slug: 'journal-detail',
    title: 'Journal detail',
    permission: Permission.GeneralLedger,
    description: 'Journal lines with their entries, for an account or a source.',
  },
  {
    slug: 'adjustments',
    title: 'Adjustments',
    permission: Permission.GeneralLedger,
    description: 'Adjusting and reversing entries of a period.',
  },
  {
    slug: 'cash-forecast',
    title: 'Cash forecast',
    permission: Permission.GeneralLedger,
    description: 'Cash now plus receivables less payables by due date, week by week.',
  },
  {
    slug: 'ar-aging',
    title: 'Receivables aging',
    permission: Permission.Invoices,
    description: 'Open invoices by customer and days past due.',
  },
  {
    slug: 'ap-aging',
    title: 'Payables aging',
    permission: Permission.VendorBills,
    description: 'Open vendor bills by supplier and days past due.',
  },
  {
    slug: 'inventory-valuation',
    title: 'Inventory valuation',
    permission: Permission.Inventory,
    description: 'Quantity, average cost and value per item as of a date; equals the inventory account.',
  },
  {
    slug: 'tieout',
    title: 'Tie-out',
    permission: Permission.GeneralLedger,
    description:
      'Each control account against its subledger on a date: receivables, payables, inventory, received not billed.',
  },
] as const;

export type ReportSlug = (typeof REPORTS)[number]['slug'];
