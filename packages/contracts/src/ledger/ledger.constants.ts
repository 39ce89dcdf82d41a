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
  /** Received not billed: credited when a purchase order is received, cleared when its bill is approved. */
  'AccruedPayables',
  'PurchasePriceVariance',
  'InventoryAdjustment',
  'WorkInProgress',
  /** Labour cost of approved pay periods (payroll module), and the pay owed until the payroll is paid. */
  'WagesExpense',
  'AccruedPayroll',
  /** Expenses and mileage (expenses module): job costs, what is owed on company cards and to employees. */
  'JobCost',
  'CompanyCardClearing',
  'ReimbursementsPayable',
  'MileageExpense',
  /** Service agreements and rentals (issue 19): billed ahead and recognised as visits are done. */
  'DeferredRevenue',
  'ContractRevenue',
  'RentalRevenue',
  /** Company assets (issue 19): cost, accumulated depreciation (contra asset) and the period's expense. */
  'FixedAssets',
  'AccumulatedDepreciation',
  'DepreciationExpense',
  /** Card payments (issue 20): the gateway's fee, and the surcharge a customer pays for using a credit card. */
  'MerchantFees',
  'CardSurcharges',
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
  'BillPaymentVoid',
  'Opening',
  /** Stock movements (inventory module) posted by the money layer: docs/accounting/inventory.md. */
  'StockReceipt',
  'StockIssue',
  'StockTransfer',
  'StockAdjustment',
  /** An approved pay period's labour cost, and its reversal when the period is unapproved (payroll module). */
  'Payroll',
  'PayrollReversal',
  /** Posted expenses and mileage reimbursements (expenses module, PATCH expenses/postExpenses). */
  'Expense',
  /** Deferred contract revenue recognised as visits are done, and asset depreciation (issue 19). */
  'RevenueRecognition',
  'Depreciation',
  /** An asset leaving the books: to stock or to a customer (asset-stock module, docs/assets.md). */
  'AssetDisposal',
  /** A refunded card payment: the fee the gateway keeps (cards module, docs/cards.md). */
  'CardRefund',
  /** An entry made from a bank transaction over GL lines (banking module, createWithGL; docs/banking.md). */
  'BankEntry',
  /** Its reversal when the bank transaction is unmatched. */
  'BankEntryVoid',
  /** A payment upload's deposit: the bank against Undeposited Funds (payment-uploads module). */
  'PaymentUploadDeposit',
  /** A deposited payment voided (a returned check): the money leaves the bank (payments module). */
  'DepositReturn',
] as const;

export type SourceType = (typeof SOURCE_TYPES)[number];

/** The kinds of control account: each is posted only by the documents of its subledger. */
export const CONTROL_KINDS = ['AR', 'AP', 'Inventory', 'AccruedPayables'] as const;
export type ControlKind = (typeof CONTROL_KINDS)[number];

/**
 * Which journal source types may post to each kind of control account (issue 14). A manual entry, a
 * hand reversal or adjustment never touches a control account; documents reverse their own entries with
 * their void source types.
 */
export const CONTROL_OWNERS: Record<ControlKind, readonly SourceType[]> = {
  AR: ['Invoice', 'InvoiceVoid', 'Payment', 'PaymentVoid', 'Deposit', 'Credit', 'CreditApplication'],
  AP: ['VendorBill', 'VendorBillVoid', 'BillPayment', 'BillPaymentVoid'],
  Inventory: ['StockReceipt', 'StockIssue', 'StockTransfer', 'StockAdjustment'],
  AccruedPayables: ['StockReceipt', 'VendorBill', 'VendorBillVoid'],
};
