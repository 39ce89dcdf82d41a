import type { SystemRole } from '@fieldline/contracts/ledger/ledger.constants';

/** The starter chart a company gets when it has none: [code, name, group, type, role, flags]. */
export const DEFAULT_CHART: {
  code: string;
  name: string;
  group: string;
  type: number;
  role?: SystemRole;
  isCogs?: boolean;
  isInventory?: boolean;
}[] = [
  { code: '1000', name: 'Cash - Operating', group: 'Current Assets', type: 1, role: 'Cash' },
  { code: '1010', name: 'Cash - Savings', group: 'Current Assets', type: 1 },
  { code: '1050', name: 'Undeposited Funds', group: 'Current Assets', type: 1, role: 'UndepositedFunds' },
  { code: '1100', name: 'Accounts Receivable', group: 'Current Assets', type: 1, role: 'AR' },
  { code: '1200', name: 'Inventory', group: 'Current Assets', type: 1, role: 'Inventory', isInventory: true },
  {
    code: '1250',
    name: 'Work in Progress',
    group: 'Current Assets',
    type: 1,
    role: 'WorkInProgress',
  },
  { code: '1300', name: 'Prepaid Expenses', group: 'Current Assets', type: 1 },
  { code: '1500', name: 'Vehicles', group: 'Fixed Assets', type: 1 },
  { code: '1510', name: 'Tools and Equipment', group: 'Fixed Assets', type: 1 },
  { code: '1590', name: 'Accumulated Depreciation', group: 'Fixed Assets', type: 1 },
  { code: '2000', name: 'Accounts Payable', group: 'Current Liabilities', type: 2, role: 'AP' },
  {
    code: '2050',
    name: 'Received Not Billed',
    group: 'Current Liabilities',
    type: 2,
    role: 'AccruedPayables',
  },
  { code: '2100', name: 'Sales Tax Payable', group: 'Current Liabilities', type: 2, role: 'SalesTaxPayable' },
  {
    code: '2200',
    name: 'Customer Deposits',
    group: 'Current Liabilities',
    type: 2,
    role: 'CustomerDeposits',
  },
  {
    code: '2150',
    name: 'Company Card Clearing',
    group: 'Current Liabilities',
    type: 2,
    role: 'CompanyCardClearing',
  },
  { code: '2300', name: 'Accrued Payroll', group: 'Current Liabilities', type: 2 },
  {
    code: '2350',
    name: 'Employee Reimbursements Payable',
    group: 'Current Liabilities',
    type: 2,
    role: 'ReimbursementsPayable',
  },
  { code: '2700', name: 'Equipment Loan', group: 'Long-term Liabilities', type: 2 },
  { code: '3000', name: "Owner's Equity", group: 'Equity', type: 3 },
  { code: '3900', name: 'Retained Earnings', group: 'Equity', type: 3, role: 'RetainedEarnings' },
  { code: '4000', name: 'Service Revenue', group: 'Revenue', type: 4, role: 'Revenue' },
  { code: '4100', name: 'Installation Revenue', group: 'Revenue', type: 4 },
  { code: '4200', name: 'Maintenance Agreement Revenue', group: 'Revenue', type: 4 },
  { code: '4300', name: 'Parts Sales', group: 'Revenue', type: 4 },
  {
    code: '5000',
    name: 'Cost of Goods Sold - Parts',
    group: 'Cost of Goods Sold',
    type: 5,
    role: 'COGS',
    isCogs: true,
  },
  {
    code: '5050',
    name: 'Purchase Price Variance',
    group: 'Cost of Goods Sold',
    type: 5,
    role: 'PurchasePriceVariance',
    isCogs: true,
  },
  {
    code: '5060',
    name: 'Inventory Adjustments',
    group: 'Cost of Goods Sold',
    type: 5,
    role: 'InventoryAdjustment',
    isCogs: true,
  },
  { code: '5100', name: 'Subcontractor Costs', group: 'Cost of Goods Sold', type: 5, isCogs: true },
  { code: '5200', name: 'Direct Labor', group: 'Cost of Goods Sold', type: 5, isCogs: true },
  { code: '5300', name: 'Job Expenses', group: 'Cost of Goods Sold', type: 5, role: 'JobCost', isCogs: true },
  { code: '6000', name: 'Rent', group: 'Operating Expenses', type: 6 },
  { code: '6100', name: 'Utilities', group: 'Operating Expenses', type: 6 },
  { code: '6150', name: 'Sales Tax Paid', group: 'Operating Expenses', type: 6, role: 'SalesTaxPaid' },
  { code: '6200', name: 'Vehicle Expense', group: 'Operating Expenses', type: 6 },
  {
    code: '6250',
    name: 'Mileage Reimbursement',
    group: 'Operating Expenses',
    type: 6,
    role: 'MileageExpense',
  },
  { code: '6300', name: 'Fuel', group: 'Operating Expenses', type: 6 },
  { code: '6400', name: 'Insurance', group: 'Operating Expenses', type: 6 },
  { code: '6500', name: 'Office Supplies', group: 'Operating Expenses', type: 6 },
  { code: '6600', name: 'Advertising', group: 'Operating Expenses', type: 6 },
  { code: '6700', name: 'Professional Fees', group: 'Operating Expenses', type: 6 },
  { code: '6800', name: 'Bank Fees', group: 'Operating Expenses', type: 6 },
  { code: '6900', name: 'Miscellaneous Expense', group: 'Operating Expenses', type: 6, role: 'Expense' },
  { code: '7000', name: 'Interest Income', group: 'Other Income', type: 7 },
  { code: '8000', name: 'Interest Expense', group: 'Other Expenses', type: 8 },
];
