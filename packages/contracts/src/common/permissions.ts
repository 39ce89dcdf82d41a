/**
 * The permission catalogue. Access levels: 0 none, 1 read, 2 full. A user's level for a
 * permission is the highest over their roles. Ids 28, 181 and 390 carry the meanings of
 * spec 1 section 6; every other area of spec 1 section 3 has one read/full permission.
 */
export const AccessLevel = { None: 0, Read: 1, Full: 2 } as const;
export type AccessLevelValue = 0 | 1 | 2;
export const ACCESS_LEVEL_NAMES: Record<AccessLevelValue, string> = { 0: 'None', 1: 'Read', 2: 'Full' };

export interface PermissionCategory {
  id: number;
  name: string;
}
export interface PermissionDef {
  id: number;
  key: string;
  name: string;
  description: string;
  categoryId: number;
}

export const PERMISSION_CATEGORIES: PermissionCategory[] = [
  { id: 1, name: 'Customers and sales' },
  { id: 2, name: 'Service operations' },
  { id: 3, name: 'Items, inventory and purchasing' },
  { id: 4, name: 'Accounting' },
  { id: 5, name: 'Employees, payroll and time' },
  { id: 6, name: 'Administration' },
];

const p = (
  id: number,
  key: string,
  name: string,
  categoryId: number,
  description: string,
): PermissionDef => ({
  id,
  key,
  name,
  categoryId,
  description,
});

export const PERMISSIONS = [
  p(
    28,
    'ItemPageLink',
    'Item page link',
    3,
    'Level 2 shows links to the item page; any other level hides them.',
  ),
  p(
    181,
    'AlternateItemCost',
    'Alternate item cost',
    3,
    'Level 2 shows the cost column in the alternate-items dialog.',
  ),
  p(
    390,
    'SavedReportsGlobal',
    'Save global saved reports',
    6,
    'Save an existing saved report even if it is global.',
  ),
  p(1001, 'Customers', 'Customers', 1, 'Customers, their alerts, custom fields and notifications.'),
  p(
    1002,
    'Contacts',
    'Contacts',
    1,
    'Contacts and their locations, notification subscriptions and signoffs.',
  ),
  p(
    1003,
    'Locations',
    'Locations and addresses',
    1,
    'Customer locations, addresses, hours of operation and zones.',
  ),
  p(1004, 'Opportunities', 'Opportunities', 1, 'Sales opportunities, stages, proposals and forecasts.'),
  p(1005, 'Bids', 'Bids (pending jobs)', 1, 'Bids, their items, proposals, checklists and sourcing.'),
  p(1006, 'Contracts', 'Contracts', 1, 'Contracts, proposals, schedules, fees and service visits.'),
  p(1007, 'Commissions', 'Commissions', 1, 'Sales commissions and commission reports.'),
  p(1010, 'Jobs', 'Jobs', 2, 'Jobs, work orders, tasks, signoffs, checklists and packing slips.'),
  p(1011, 'Equipment', 'Equipment', 2, 'Customer equipment, metrics, recommendations and custom fields.'),
  p(1012, 'Assets', 'Assets', 2, 'Company assets, depreciation, transfers and rental terms.'),
  p(1013, 'Events', 'Calendar and events', 2, 'Calendar events, attendees, statuses and priorities.'),
  p(1014, 'Tasks', 'Tasks', 2, 'Tasks, task templates, members and subscribers.'),
  p(1015, 'Tools', 'Tools', 2, 'Tool schedules, check-in and check-out.'),
  p(1016, 'Checklists', 'Checklist definitions', 2, 'Checklist definitions used by bids and jobs.'),
  p(1017, 'Documents', 'Documents', 2, 'Uploaded documents and links on any record.'),
  p(1018, 'ServicePackages', 'Service packages', 2, 'Service packages, types, options and option items.'),
  p(
    1019,
    'Notifications',
    'Notifications and templates',
    2,
    'Notifications, e-mail and message templates and tokens.',
  ),
  p(1020, 'Items', 'Items', 3, 'Items, categories, manufacturers, markups and alternates.'),
  p(1021, 'Inventory', 'Inventory', 3, 'Inventory movements, availability and allocations.'),
  p(1022, 'Warehouses', 'Warehouses and bins', 3, 'Warehouses, bins and assignments.'),
  p(1023, 'PurchaseOrders', 'Purchase orders', 3, 'Purchase orders, receiving and stock orders.'),
  p(1024, 'Suppliers', 'Suppliers', 3, 'Suppliers and supplier contacts.'),
  p(1030, 'ChartOfAccounts', 'Chart of accounts', 4, 'Accounts, divisions, departments and modifiers.'),
  p(1031, 'GeneralLedger', 'General ledger', 4, 'Journal entries, calendar periods and reconciliations.'),
  p(1032, 'Invoices', 'Invoices', 4, 'Invoices, invoice groups and batches.'),
  p(1033, 'Payments', 'Payments and deposits', 4, 'Payments, deposits, payment uploads and credits.'),
  p(1034, 'VendorBills', 'Vendor bills', 4, 'Vendor bills, their items and taxes.'),
  p(1035, 'Budgets', 'Budgets', 4, 'Budgets and budget entries.'),
  p(
    1036,
    'FinancialReports',
    'Financial reports',
    4,
    'Balance sheet, income statement, trial balance and aging.',
  ),
  p(
    1037,
    'Banking',
    'Banking and bank link',
    4,
    'Bank accounts, banking transactions and bank-feed matching.',
  ),
  p(1038, 'TaxService', 'Sales tax', 4, 'Tax schedules, exemption codes and the tax-service integration.'),
  p(
    1039,
    'MerchantServices',
    'Merchant services and cards',
    4,
    'Card gateway settings, stored cards and pre-authorisations.',
  ),
  p(1040, 'Currencies', 'Currencies', 4, 'Currencies and currency rates.'),
  p(1041, 'CustomerStatements', 'Customer statements', 4, 'Statement batches and statement documents.'),
  p(1042, 'CreditScores', 'Credit scores', 4, 'Customer credit scores and scoring companies.'),
  p(1050, 'Employees', 'Employees and teams', 5, 'Employees, teams, availability and alerts.'),
  p(1051, 'Timesheets', 'Timesheets and timecards', 5, 'Timesheets, timecards and approval.'),
  p(1052, 'Payroll', 'Payroll', 5, 'Payroll codes, categories, calendar, prevailing wage and imports.'),
  p(1053, 'Expenses', 'Expenses and mileage', 5, 'Expenses, mileage log and employee credit cards.'),
  p(1060, 'Users', 'Users and API tokens', 6, 'User accounts, their roles, offices and API tokens.'),
  p(1061, 'Roles', 'Roles and permissions', 6, 'Roles and the permissions each role grants.'),
  p(1062, 'Settings', 'Settings', 6, 'Organization settings and the server caches.'),
  p(1063, 'Organization', 'Companies and offices', 6, 'Companies and offices.'),
  p(1064, 'AuditLog', 'Audit log', 6, 'The record of who changed what and when.'),
  p(1065, 'SavedSearches', 'Saved searches', 6, 'Saved reports and search columns on search pages.'),
  p(1066, 'BulkImport', 'Bulk import', 6, 'Bulk-import templates and the import service.'),
  p(1067, 'TempStore', 'Temporary store', 6, 'Temporary key-value storage used by screens.'),
  // Issue 15: ids from 1070 on are taken in order, whatever their category.
  p(
    1070,
    'Costs',
    'Costs and margins',
    4,
    'Read shows costs, margins and gross profit (line items, items, job summaries), job profit reports, customer balances and aging; none hides them and refuses the reports.',
  ),
  p(
    1071,
    'OwnJobWork',
    'Work on assigned jobs',
    2,
    'Full lets a user without full Jobs access record time, expenses, checklists, signoffs and line notes on jobs assigned to them (Jobs read opens the job).',
  ),
] as const satisfies readonly PermissionDef[];

type PermissionKey = (typeof PERMISSIONS)[number]['key'];

/** Permission ids by key, e.g. `Permission.Users` = 1060. */
export const Permission = Object.fromEntries(PERMISSIONS.map((x) => [x.key, x.id])) as {
  [K in PermissionKey]: Extract<(typeof PERMISSIONS)[number], { key: K }>['id'];
};
export type PermissionId = (typeof PERMISSIONS)[number]['id'];

const byId = new Map<number, PermissionDef>(PERMISSIONS.map((x) => [x.id, x]));
export function findPermission(id: number): PermissionDef | undefined {
  return byId.get(id);
}
export function isPermissionId(id: number): id is PermissionId {
  return byId.has(id);
}
