import { Permission } from '@fieldline/contracts/common/permissions';
import {
  IconAddressBook,
  IconArrowsExchange,
  IconBook2,
  IconBox,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingWarehouse,
  IconCalendar,
  IconCalendarTime,
  IconCar,
  IconCash,
  IconChartBar,
  IconClipboardList,
  IconClock,
  IconCreditCard,
  IconFileDollar,
  IconFileInvoice,
  IconFileText,
  IconFileUpload,
  IconHammer,
  IconListCheck,
  IconListNumbers,
  IconMailDollar,
  IconPackage,
  IconPlugConnected,
  IconReceipt,
  IconReceipt2,
  IconReportMoney,
  IconScale,
  IconShoppingCart,
  IconTargetArrow,
  IconTool,
  IconTruck,
  IconUserCircle,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import { ADMINISTRATION } from './navigation-admin';
import type { NavEntry, NavGroup } from './navigation-types';

export type { NavEntry, NavGroup } from './navigation-types';

/** Modules not built yet: their entries lead to an honest "not available yet" page. */
export interface PlannedArea {
  label: string;
  /** Grammatical number of the label, for "Jobs are" / "Inventory is". */
  plural: boolean;
}

export const PLANNED_AREAS: Record<string, PlannedArea> = {
  opportunities: { label: 'Opportunities', plural: true },
  bids: { label: 'Bids', plural: true },
  jobs: { label: 'Jobs', plural: true },
  equipment: { label: 'Equipment', plural: false },
  invoices: { label: 'Invoices', plural: true },
  payments: { label: 'Payments', plural: true },
  'vendor-bills': { label: 'Vendor bills', plural: true },
  reports: { label: 'Reports', plural: true },
  timesheets: { label: 'Timesheets', plural: true },
};

const area = (slug: keyof typeof PLANNED_AREAS & string) => `/area/${slug}`;

export const NAVIGATION: NavGroup[] = [
  {
    label: 'Customers & sales',
    entries: [
      {
        label: 'Customers',
        href: '/customers',
        icon: IconAddressBook,
        permission: Permission.Customers,
        keywords: ['accounts', 'clients'],
      },
      { label: 'Opportunities', href: area('opportunities'), icon: IconTargetArrow, keywords: ['leads'] },
      {
        label: 'Bids',
        href: '/bids',
        icon: IconFileDollar,
        permission: Permission.Bids,
        keywords: ['pending jobs', 'quotes', 'proposals', 'estimates'],
      },
      {
        label: 'Contracts',
        href: '/contracts',
        icon: IconFileText,
        permission: Permission.Contracts,
        keywords: ['agreements', 'maintenance agreements', 'service contracts', 'rentals'],
      },
    ],
  },
  {
    label: 'Service',
    entries: [
      {
        label: 'My tasks',
        href: '/tasks',
        icon: IconListCheck,
        badge: 'myTasks',
        keywords: ['to-do', 'todo', 'call back', 'follow up', 'overdue'],
      },
      {
        label: 'Jobs',
        href: '/jobs',
        icon: IconBriefcase,
        permission: Permission.Jobs,
        keywords: ['work orders', 'service calls'],
      },
      {
        label: 'My day',
        href: '/my-day',
        icon: IconCalendar,
        permission: Permission.OwnJobWork,
        keywords: ['my jobs today', 'technician', 'start work', 'signoff'],
      },
      {
        label: 'Dispatch',
        href: '/dispatch',
        icon: IconCalendarTime,
        permission: Permission.Events,
        keywords: ['dispatch board', 'schedule', 'technicians', 'visits', 'unassigned jobs'],
      },
      {
        label: 'Equipment',
        href: '/equipment',
        icon: IconTool,
        permission: Permission.Equipment,
        keywords: ['customer equipment', 'serial numbers'],
      },
      {
        label: 'Assets',
        href: '/assets',
        icon: IconTruck,
        permission: Permission.Assets,
        keywords: ['company assets', 'vehicles', 'rental equipment', 'depreciation', 'fixed assets'],
      },
      {
        label: 'Calendar',
        href: '/calendar',
        icon: IconCalendar,
        // Everyone has a calendar (the events they attend); Events read shows everyone's.
        keywords: ['schedule', 'events', 'meetings', 'time off', 'recurring'],
      },
      {
        label: 'Tools',
        href: '/tools',
        icon: IconHammer,
        permission: Permission.Tools,
        keywords: ['check out', 'check in', 'tool schedules', 'vacuum pump', 'ladder'],
      },
      {
        label: 'My tools',
        href: '/tools/mine',
        icon: IconHammer,
        permission: Permission.Tools,
        keywords: ['my jobs today', 'checked out to me'],
      },
      {
        label: 'Job profit',
        href: '/reports/job-profit',
        icon: IconReportMoney,
        permission: Permission.Jobs,
        anyPermission: [Permission.Costs],
        keywords: ['job reports', 'profit by job', 'margin', 'job costing'],
      },
    ],
  },
  {
    label: 'Inventory & purchasing',
    entries: [
      {
        label: 'Items',
        href: '/items',
        icon: IconPackage,
        permission: Permission.Items,
        keywords: ['parts', 'products', 'manufacturers', 'alternates'],
      },
      {
        label: 'Inventory',
        href: '/inventory',
        icon: IconBuildingWarehouse,
        permission: Permission.Inventory,
        keywords: ['stock', 'on hand', 'adjustment', 'transfer'],
      },
      {
        label: 'Purchase orders',
        href: '/purchase-orders',
        icon: IconShoppingCart,
        permission: Permission.PurchaseOrders,
        keywords: ['po', 'receiving', 'stock orders'],
      },
      {
        label: 'Suppliers',
        href: '/suppliers',
        icon: IconTruck,
        permission: Permission.Suppliers,
        keywords: ['vendors'],
      },
      {
        label: 'Service packages',
        href: '/service-packages',
        icon: IconBox,
        permission: Permission.ServicePackages,
        keywords: ['packages', 'options', 'bundles'],
      },
    ],
  },
  {
    label: 'Accounting',
    entries: [
      {
        label: 'Invoices',
        href: '/invoices',
        icon: IconFileInvoice,
        permission: Permission.Invoices,
        keywords: ['billing', 'bill a job', 'receivables', 'past due'],
      },
      { label: 'Payments', href: area('payments'), icon: IconCash, keywords: ['deposits'] },
      {
        label: 'Bank transactions',
        href: '/accounting/bank-transactions',
        icon: IconBuildingBank,
        permission: Permission.Banking,
        keywords: ['bank statement', 'import', 'ofx', 'qfx', 'camt', 'csv', 'bank feed'],
      },
      {
        label: 'Match bank transactions',
        href: '/accounting/bank-matching',
        icon: IconArrowsExchange,
        permission: Permission.Banking,
        keywords: ['bank inbox', 'bank matching', 'bank rules', 'add matching transaction'],
      },
      {
        label: 'Bank reconciliations',
        href: '/accounting/reconciliations',
        icon: IconScale,
        permission: Permission.Banking,
        keywords: ['reconcile', 'bank reconciliation', 'statement balance'],
      },
      {
        label: 'Payment uploads',
        href: '/accounting/payment-uploads',
        icon: IconFileUpload,
        permission: Permission.Payments,
        keywords: ['lockbox', 'remittance', 'upload payments', 'import payments', 'bulk payments'],
      },
      {
        label: 'Bank feeds',
        href: '/accounting/bank-feeds',
        icon: IconPlugConnected,
        permission: Permission.Banking,
        keywords: ['plaid', 'bank feed', 'connect bank', 'sync'],
      },
      {
        label: 'Card holds',
        href: '/accounting/card-holds',
        icon: IconCreditCard,
        permission: Permission.MerchantServices,
        keywords: ['pre-authorisations', 'preauth', 'pending transactions', 'card authorizations'],
      },
      {
        label: 'Statements',
        href: '/accounting/statements',
        icon: IconMailDollar,
        permission: Permission.CustomerStatements,
        keywords: ['customer statements', 'statement batch', 'aging', 'dunning'],
      },
      {
        label: 'Vendor bills',
        href: '/vendor-bills',
        icon: IconReceipt,
        permission: Permission.VendorBills,
        keywords: ['payables', 'ap', 'bills', 'accounts payable'],
      },
      {
        label: 'Chart of Accounts',
        href: '/accounting/chart-of-accounts',
        icon: IconListNumbers,
        permission: Permission.ChartOfAccounts,
        keywords: ['gl accounts', 'coa', 'divisions', 'departments', 'ledger accounts'],
      },
      {
        label: 'Journal Entries',
        href: '/accounting/journal',
        icon: IconBook2,
        permission: Permission.GeneralLedger,
        keywords: ['general ledger', 'journal', 'gl', 'transactions', 'reverse', 'adjust'],
      },
      {
        label: 'Calendar Periods',
        href: '/accounting/periods',
        icon: IconCalendar,
        permission: Permission.GeneralLedger,
        keywords: ['fiscal year', 'close period', 'accounting periods'],
      },
      {
        label: 'Budgets',
        href: '/budgets',
        icon: IconReportMoney,
        permission: Permission.Budgets,
        keywords: ['budget', 'plan', 'forecast', 'targets'],
      },
      {
        label: 'Financial reports',
        href: '/reports',
        icon: IconChartBar,
        anyPermission: [Permission.GeneralLedger, Permission.Invoices, Permission.VendorBills],
        keywords: [
          'financial statements',
          'income statement',
          'profit and loss',
          'balance sheet',
          'trial balance',
          'journal detail',
          'cash forecast',
          'adjustments',
          'aging',
          'receivables',
          'payables',
          'budget variance',
        ],
      },
    ],
  },
  {
    label: 'People',
    entries: [
      {
        label: 'Employees',
        href: '/employees',
        icon: IconUsersGroup,
        permission: Permission.Employees,
        keywords: ['technicians', 'staff'],
      },
      {
        label: 'Commissions',
        href: '/commissions',
        icon: IconReceipt2,
        permission: Permission.Commissions,
        keywords: ['salespeople', 'sales commission', 'spiff'],
      },
      {
        label: 'Timecards',
        href: '/timecards',
        icon: IconClock,
        anyPermission: [Permission.Timesheets, Permission.Payroll],
        keywords: ['time', 'hours', 'timesheets', 'approval', 'overtime'],
      },
      {
        label: 'Payroll',
        href: '/payroll',
        icon: IconWallet,
        permission: Permission.Payroll,
        keywords: ['wages', 'pay periods', 'payroll export', 'payroll import'],
      },
      {
        label: 'Expenses',
        href: '/expenses',
        icon: IconReceipt2,
        permission: Permission.Expenses,
        keywords: ['reimbursement', 'company card', 'receipts'],
      },
      {
        label: 'Mileage log',
        href: '/mileage',
        icon: IconCar,
        permission: Permission.Expenses,
        keywords: ['mileage', 'trips', 'miles', 'rate per mile'],
      },
    ],
  },
  ADMINISTRATION,
];

/** Pages reachable by search that have no navbar entry of their own. */
export const EXTRA_PAGES: Array<NavEntry & { group: string }> = [
  { label: 'Home', href: '/', icon: IconUserCircle, group: 'General', keywords: ['dashboard', 'start'] },
  {
    label: 'New role',
    href: '/admin/roles/new',
    icon: IconClipboardList,
    group: 'Administration',
    permission: Permission.Roles,
    keywords: ['create role'],
  },
];
