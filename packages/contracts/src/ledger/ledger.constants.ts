/** Chart-of-accounts types (an account's chartOfAccountType). */
export const ACCOUNT_TYPES = [
  { id: 1, name: 'Asset', normal: 'debit' },
  { id: 2, name: 'Liability', normal: 'credit' },
  { id: 3, name: 'Equity', normal: 'credit' },
  { id: 4, name: 'Income', normal: 'credit' },
  { id: 5, name: 'Cost of Goods Sold', normal: 'debit' },
  { id: 6, name: 'Expense', normal: 'debit' },
  { id: 7, name: 'Other Income', normal: 'credit' },
  { id: 8, name: 'Other Expense', normal: 'debit' },
] as const;

export type AccountTypeId = (typeof ACCOUNT_TYPES)[number]['id'];

/** Balance-sheet types; the rest (4..8) close into retained earnings at year end. */
export const BALANCE_SHEET_TYPES: readonly number[] = [1, 2, 3];

/** The accounts documents post to, one account per role and company. */
export const SYSTEM_ROLES = [
  'Cash',
  'UndepositedFunds',
  'AR',
  'Inventory',
  'AP',
  'SalesTaxPayable',
  'SalesTaxPaid',
  'CustomerDeposits',
  'RetainedEarnings',
  'Revenue',
  'COGS',
  'Expense',
] as const;

export type SystemRole = (typeof SYSTEM_ROLES)[number];

/** Journal entry source types. */
export const SOURCE_TYPES = [
  'Manual',
  'Reversal',
  'Adjustment',
  'Invoice',
  'InvoiceVoid',
  'Payment',
  'PaymentVoid',
  'Deposit',
  'Credit',
  'CreditApplication',
  'VendorBill',
  'VendorBillVoid',
  'BillPayment',
  'Opening',
] as const;

export type SourceType = (typeof SOURCE_TYPES)[number];
