import { Permission } from '@fieldline/contracts/common/permissions';
import { Center, Loader } from '@mantine/core';
import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { LoginPage } from './auth/LoginPage';
import { RequireAccess } from './auth/RequireAccess';
import { RequireAuth } from './auth/RequireAuth';
import { PageCodePage, preloadPageFor } from './page-codes';
import { AreaPage } from './pages/AreaPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteError } from './pages/RouteError';
import { AppLayout } from './shell/AppLayout';

// Screens load on first visit; most sessions never open most of them. The one the app opens on starts
// loading at once, beside the session check (preloadRoute).
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}
const UsersPage = page(() => import('../modules/identity/pages/UsersPage'), 'UsersPage');
const UserDetailPage = page(() => import('../modules/identity/pages/UserDetailPage'), 'UserDetailPage');
const RolesPage = page(() => import('../modules/identity/pages/RolesPage'), 'RolesPage');
const RoleEditorPage = page(() => import('../modules/identity/pages/RoleEditorPage'), 'RoleEditorPage');
const ApiTokensPage = page(() => import('../modules/identity/pages/ApiTokensPage'), 'ApiTokensPage');
const CustomersPage = page(() => import('../modules/customers/pages/CustomersPage'), 'CustomersPage');
const ItemsPage = page(() => import('../modules/items/pages/ItemsPage'), 'ItemsPage');
const SuppliersPage = page(() => import('../modules/suppliers/pages/SuppliersPage'), 'SuppliersPage');
const EmployeesPage = page(() => import('../modules/employees/pages/EmployeesPage'), 'EmployeesPage');
const CommissionsPage = page(() => import('../modules/commissions/pages/CommissionsPage'), 'CommissionsPage');
const EmployeePage = page(() => import('../modules/employees/pages/EmployeePage'), 'EmployeePage');
const TimecardsPage = page(() => import('../modules/time/pages/TimecardsPage'), 'TimecardsPage');
const DispatchPage = page(() => import('../modules/dispatch/pages/DispatchPage'), 'DispatchPage');
const PayrollPage = page(() => import('../modules/payroll/pages/PayrollPage'), 'PayrollPage');
const PayPeriodPage = page(() => import('../modules/payroll/pages/PayPeriodPage'), 'PayPeriodPage');
const CalendarPage = page(() => import('../modules/events/pages/CalendarPage'), 'CalendarPage');
const ToolsPage = page(() => import('../modules/tools/pages/ToolsPage'), 'ToolsPage');
const ToolPage = page(() => import('../modules/tools/pages/ToolPage'), 'ToolPage');
const MyDayPage = page(() => import('../modules/technician-day/pages/MyDayPage'), 'MyDayPage');
const MyToolsPage = page(() => import('../modules/tools/pages/MyToolsPage'), 'MyToolsPage');
const ExpensesPage = page(() => import('../modules/expenses/pages/ExpensesPage'), 'ExpensesPage');
const MileagePage = page(() => import('../modules/expenses/pages/MileagePage'), 'MileagePage');
const ContractVisitsPage = page(
  () => import('../modules/contract-visits/pages/ContractVisitsPage'),
  'ContractVisitsPage',
);
const ServicePackagesPage = page(
  () => import('../modules/service-packages/pages/ServicePackagesPage'),
  'ServicePackagesPage',
);
const PurchaseOrdersPage = page(
  () => import('../modules/purchasing/pages/PurchaseOrdersPage'),
  'PurchaseOrdersPage',
);
const InvoicesPage = page(() => import('../modules/invoices/pages/InvoicesPage'), 'InvoicesPage');
const InvoicePage = page(() => import('../modules/invoices/pages/InvoicePage'), 'InvoicePage');
const CardHoldsPage = page(() => import('../modules/payments/pages/CardHoldsPage'), 'CardHoldsPage');
const BankTransactionsPage = page(
  () => import('../modules/banking/pages/BankTransactionsPage'),
  'BankTransactionsPage',
);
const BankFeedsPage = page(() => import('../modules/banking/pages/BankFeedsPage'), 'BankFeedsPage');
const BankMatchingPage = page(() => import('../modules/banking/pages/BankMatchingPage'), 'BankMatchingPage');
const ReconciliationsPage = page(
  () => import('../modules/banking/pages/ReconciliationsPage'),
  'ReconciliationsPage',
);
const ReconciliationPage = page(
  () => import('../modules/banking/pages/ReconciliationPage'),
  'ReconciliationPage',
);
const PaymentUploadsPage = page(
  () => import('../modules/payment-uploads/pages/PaymentUploadsPage'),
  'PaymentUploadsPage',
);
const PaymentUploadPage = page(
  () => import('../modules/payment-uploads/pages/PaymentUploadPage'),
  'PaymentUploadPage',
);
const VendorBillsPage = page(
  () => import('../modules/vendor-bills/pages/VendorBillsPage'),
  'VendorBillsPage',
);
const InventoryPage = page(() => import('../modules/inventory/pages/InventoryPage'), 'InventoryPage');
const WarehousesPage = page(() => import('../modules/warehouses/pages/WarehousesPage'), 'WarehousesPage');
const SettingsPage = page(() => import('../modules/system/pages/SettingsPage'), 'SettingsPage');
const StatementsPage = page(() => import('../modules/statements/pages/StatementsPage'), 'StatementsPage');
const OutboxPage = page(() => import('../modules/mail/pages/OutboxPage'), 'OutboxPage');
const MailMessagePage = page(() => import('../modules/mail/pages/MailMessagePage'), 'MailMessagePage');
const TemplatesPage = page(() => import('../modules/templates/pages/TemplatesPage'), 'TemplatesPage');
const EmailTemplateEditorPage = page(
  () => import('../modules/templates/pages/TemplateEditorPage'),
  'EmailTemplateEditorPage',
);
const MessageTemplateEditorPage = page(
  () => import('../modules/templates/pages/TemplateEditorPage'),
  'MessageTemplateEditorPage',
);
const AuditLogPage = page(() => import('../modules/system/pages/AuditLogPage'), 'AuditLogPage');
const SystemStatusPage = page(() => import('../modules/system/pages/SystemStatusPage'), 'SystemStatusPage');
const CustomFieldsAdminPage = page(
  () => import('../modules/custom-fields/pages/CustomFieldsAdminPage'),
  'CustomFieldsAdminPage',
);
const ReferenceCodesPage = page(
  () => import('../modules/reference-codes/pages/ReferenceCodesPage'),
  'ReferenceCodesPage',
);
const BidsPage = page(() => import('../modules/bids/pages/BidsPage'), 'BidsPage');
const ChecklistDefinitionsPage = page(
  () => import('../modules/checklists/pages/ChecklistDefinitionsPage'),
  'ChecklistDefinitionsPage',
);
const MyTasksPage = page(() => import('../modules/tasks/pages/MyTasksPage'), 'MyTasksPage');
const TaskSettingsPage = page(() => import('../modules/tasks/pages/TaskSettingsPage'), 'TaskSettingsPage');
const TaskTemplatesPage = page(() => import('../modules/tasks/pages/TaskTemplatesPage'), 'TaskTemplatesPage');
const JobsPage = page(() => import('../modules/jobs/pages/JobsPage'), 'JobsPage');
const EquipmentListPage = page(
  () => import('../modules/equipment/pages/EquipmentListPage'),
  'EquipmentListPage',
);
const JobTypesPage = page(() => import('../modules/jobs/pages/JobTypesPage'), 'JobTypesPage');
const JobProfitPage = page(() => import('../modules/job-reports/pages/JobProfitPage'), 'JobProfitPage');
const InventoryValuationPage = page(
  () => import('../modules/inventory/pages/InventoryValuationPage'),
  'InventoryValuationPage',
);
const ReportsIndexPage = page(
  () => import('../modules/financial-reports/pages/ReportsIndexPage'),
  'ReportsIndexPage',
);
const IncomeStatementPage = page(
  () => import('../modules/financial-reports/pages/IncomeStatementPage'),
  'IncomeStatementPage',
);
const TrialBalancePage = page(
  () => import('../modules/financial-reports/pages/LedgerReportPages'),
  'TrialBalancePage',
);
const BalanceSheetPage = page(
  () => import('../modules/financial-reports/pages/LedgerReportPages'),
  'BalanceSheetPage',
);
const JournalDetailPage = page(
  () => import('../modules/financial-reports/pages/LedgerReportPages'),
  'JournalDetailPage',
);
const AdjustmentsPage = page(
  () => import('../modules/financial-reports/pages/LedgerReportPages'),
  'AdjustmentsPage',
);
const CashForecastPage = page(
  () => import('../modules/financial-reports/pages/LedgerReportPages'),
  'CashForecastPage',
);
const ArAgingPage = page(() => import('../modules/financial-reports/pages/AgingPages'), 'ArAgingPage');
const ApAgingPage = page(() => import('../modules/financial-reports/pages/AgingPages'), 'ApAgingPage');
const TieoutPage = page(() => import('../modules/financial-reports/pages/TieoutPage'), 'TieoutPage');
const BudgetsPage = page(() => import('../modules/budgets/pages/BudgetsPage'), 'BudgetsPage');
const BudgetPage = page(() => import('../modules/budgets/pages/BudgetPage'), 'BudgetPage');
const ChartOfAccountsPage = page(
  () => import('../modules/ledger/pages/ChartOfAccountsPage'),
  'ChartOfAccountsPage',
);
const ContractsListPage = page(
  () => import('../modules/contracts/pages/ContractsListPage'),
  'ContractsListPage',
);
const AssetsListPage = page(() => import('../modules/assets/pages/AssetsListPage'), 'AssetsListPage');
const JournalPage = page(() => import('../modules/ledger/pages/JournalPage'), 'JournalPage');
const CalendarPeriodsPage = page(
  () => import('../modules/ledger/pages/CalendarPeriodsPage'),
  'CalendarPeriodsPage',
);
const PayPage = page(() => import('../modules/pay-links/pages/PayPage'), 'PayPage');
const PaySettingsPage = page(() => import('../modules/pay-links/pages/PaySettingsPage'), 'PaySettingsPage');
const NotificationPreferencesPage = page(
  () => import('../modules/notifications/pages/NotificationPreferencesPage'),
  'NotificationPreferencesPage',
);

function guarded(permission: number | number[], element: ReactNode) {
  return <RequireAccess permission={permission}>{element}</RequireAccess>;
}

function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

function PageSuspense() {
  return (
    <Suspense
      fallback={
        <Center py={60}>
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  // A contact's public preferences link: no sign-in, no session probe, outside the shell.
  {
    path: '/notifications/:uid',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={null}>
        <NotificationPreferencesPage />
      </Suspense>
    ),
  },
  // An invoice's pay link (docs/pay-page.md): public, outside the shell; the token reaches this invoice only.
  {
    path: '/pay/:token',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={null}>
        <PayPage />
      </Suspense>
    ),
  },
  {
    element: <AuthRoot />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                element: <PageSuspense />,
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <HomePage /> },
                  { path: 'area/:name', element: <AreaPage /> },
                  { path: 'page/:code/:id', element: <PageCodePage /> },
                  { path: 'customers', element: guarded(Permission.Customers, <CustomersPage />) },
                  { path: 'items', element: guarded(Permission.Items, <ItemsPage />) },
                  { path: 'suppliers', element: guarded(Permission.Suppliers, <SuppliersPage />) },
                  { path: 'employees', element: guarded(Permission.Employees, <EmployeesPage />) },
                  { path: 'commissions', element: guarded(Permission.Commissions, <CommissionsPage />) },
                  // Employees have no page code: their page is a route of its own (a technician opens their own).
                  { path: 'employees/:id', element: <EmployeePage /> },
                  // Everyone has tasks: the page shows the signed-in user's own (the server scopes them).
                  { path: 'tasks', element: <MyTasksPage /> },
                  {
                    path: 'timecards',
                    element: guarded([Permission.Timesheets, Permission.Payroll], <TimecardsPage />),
                  },
                  { path: 'dispatch', element: guarded(Permission.Events, <DispatchPage />) },
                  { path: 'payroll', element: guarded(Permission.Payroll, <PayrollPage />) },
                  { path: 'payroll/periods/:id', element: guarded(Permission.Payroll, <PayPeriodPage />) },
                  // Everyone's own calendar (the events they attend); Events read shows everyone's.
                  { path: 'calendar', element: <CalendarPage /> },
                  { path: 'tools', element: guarded(Permission.Tools, <ToolsPage />) },
                  { path: 'my-day', element: guarded(Permission.Jobs, <MyDayPage />) },
                  { path: 'tools/mine', element: guarded(Permission.Tools, <MyToolsPage />) },
                  { path: 'tools/:id', element: guarded(Permission.Tools, <ToolPage />) },
                  // A technician opens both for his own records (Expenses permission).
                  { path: 'expenses', element: guarded(Permission.Expenses, <ExpensesPage />) },
                  { path: 'mileage', element: guarded(Permission.Expenses, <MileagePage />) },
                  {
                    path: 'contracts/:id/visits',
                    element: guarded(Permission.Contracts, <ContractVisitsPage />),
                  },
                  {
                    path: 'service-packages',
                    element: guarded(Permission.ServicePackages, <ServicePackagesPage />),
                  },
                  {
                    path: 'purchase-orders',
                    element: guarded(Permission.PurchaseOrders, <PurchaseOrdersPage />),
                  },
                  { path: 'inventory', element: guarded(Permission.Inventory, <InventoryPage />) },
                  { path: 'vendor-bills', element: guarded(Permission.VendorBills, <VendorBillsPage />) },
                  {
                    path: 'accounting/statements',
                    element: guarded(Permission.CustomerStatements, <StatementsPage />),
                  },
                  { path: 'invoices', element: guarded(Permission.Invoices, <InvoicesPage />) },
                  { path: 'invoices/:id', element: guarded(Permission.Invoices, <InvoicePage />) },
                  {
                    path: 'accounting/bank-transactions',
                    element: guarded(Permission.Banking, <BankTransactionsPage />),
                  },
                  {
                    path: 'accounting/bank-feeds',
                    element: guarded(Permission.Banking, <BankFeedsPage />),
                  },
                  {
                    path: 'accounting/bank-matching',
                    element: guarded(Permission.Banking, <BankMatchingPage />),
                  },
                  {
                    path: 'accounting/reconciliations',
                    element: guarded(Permission.Banking, <ReconciliationsPage />),
                  },
                  {
                    path: 'accounting/reconciliations/:id',
                    element: guarded(Permission.Banking, <ReconciliationPage />),
                  },
                  {
                    path: 'accounting/payment-uploads',
                    element: guarded(Permission.Payments, <PaymentUploadsPage />),
                  },
                  {
                    path: 'accounting/payment-uploads/:id',
                    element: guarded(Permission.Payments, <PaymentUploadPage />),
                  },
                  {
                    path: 'accounting/card-holds',
                    element: guarded(Permission.MerchantServices, <CardHoldsPage />),
                  },
                  { path: 'bids', element: guarded(Permission.Bids, <BidsPage />) },
                  {
                    path: 'admin/checklists',
                    element: guarded(Permission.Checklists, <ChecklistDefinitionsPage />),
                  },
                  { path: 'admin/task-templates', element: guarded(Permission.Tasks, <TaskTemplatesPage />) },
                  { path: 'admin/task-settings', element: guarded(Permission.Tasks, <TaskSettingsPage />) },
                  { path: 'jobs', element: guarded(Permission.Jobs, <JobsPage />) },
                  { path: 'equipment', element: guarded(Permission.Equipment, <EquipmentListPage />) },
                  { path: 'assets', element: guarded(Permission.Assets, <AssetsListPage />) },
                  { path: 'contracts', element: guarded(Permission.Contracts, <ContractsListPage />) },
                  { path: 'admin/job-types', element: guarded(Permission.Jobs, <JobTypesPage />) },
                  { path: 'admin/warehouses', element: guarded(Permission.Warehouses, <WarehousesPage />) },
                  { path: 'admin/users', element: guarded(Permission.Users, <UsersPage />) },
                  { path: 'admin/users/:id', element: guarded(Permission.Users, <UserDetailPage />) },
                  { path: 'admin/roles', element: guarded(Permission.Roles, <RolesPage />) },
                  { path: 'admin/roles/new', element: guarded(Permission.Roles, <RoleEditorPage />) },
                  { path: 'admin/roles/:id', element: guarded(Permission.Roles, <RoleEditorPage />) },
                  { path: 'admin/settings', element: guarded(Permission.Settings, <SettingsPage />) },
                  {
                    path: 'admin/custom-fields',
                    element: guarded(Permission.Settings, <CustomFieldsAdminPage />),
                  },
                  { path: 'admin/api-tokens', element: guarded(Permission.Users, <ApiTokensPage />) },
                  // Its tabs need different permissions: the page shows those the user may read.
                  { path: 'admin/reference-codes', element: <ReferenceCodesPage /> },
                  { path: 'admin/audit-log', element: guarded(Permission.AuditLog, <AuditLogPage />) },
                  { path: 'admin/system', element: guarded(Permission.Settings, <SystemStatusPage />) },
                  { path: 'admin/pay-page', element: guarded(Permission.Settings, <PaySettingsPage />) },
                  { path: 'admin/outbox', element: guarded(Permission.Settings, <OutboxPage />) },
                  { path: 'admin/outbox/:id', element: guarded(Permission.Settings, <MailMessagePage />) },
                  { path: 'admin/templates', element: guarded(Permission.Notifications, <TemplatesPage />) },
                  {
                    path: 'admin/templates/email/:id',
                    element: guarded(Permission.Notifications, <EmailTemplateEditorPage />),
                  },
                  {
                    path: 'admin/templates/message/:id',
                    element: guarded(Permission.Notifications, <MessageTemplateEditorPage />),
                  },
                  { path: 'reports/job-profit', element: guarded(Permission.Jobs, <JobProfitPage />) },
                  { path: 'reports', element: <ReportsIndexPage /> },
                  {
                    path: 'reports/inventory-valuation',
                    element: guarded(Permission.Inventory, <InventoryValuationPage />),
                  },
                  {
                    path: 'reports/income-statement',
                    element: guarded(Permission.GeneralLedger, <IncomeStatementPage />),
                  },
                  {
                    path: 'reports/trial-balance',
                    element: guarded(Permission.GeneralLedger, <TrialBalancePage />),
                  },
                  {
                    path: 'reports/balance-sheet',
                    element: guarded(Permission.GeneralLedger, <BalanceSheetPage />),
                  },
                  {
                    path: 'reports/journal-detail',
                    element: guarded(Permission.GeneralLedger, <JournalDetailPage />),
                  },
                  {
                    path: 'reports/adjustments',
                    element: guarded(Permission.GeneralLedger, <AdjustmentsPage />),
                  },
                  {
                    path: 'reports/cash-forecast',
                    element: guarded(Permission.GeneralLedger, <CashForecastPage />),
                  },
                  { path: 'reports/ar-aging', element: guarded(Permission.Invoices, <ArAgingPage />) },
                  { path: 'reports/ap-aging', element: guarded(Permission.VendorBills, <ApAgingPage />) },
                  { path: 'reports/tieout', element: guarded(Permission.GeneralLedger, <TieoutPage />) },
                  { path: 'budgets', element: guarded(Permission.Budgets, <BudgetsPage />) },
                  { path: 'budgets/:id', element: guarded(Permission.Budgets, <BudgetPage />) },
                  {
                    path: 'accounting/chart-of-accounts',
                    element: guarded(Permission.ChartOfAccounts, <ChartOfAccountsPage />),
                  },
                  { path: 'accounting/journal', element: guarded(Permission.GeneralLedger, <JournalPage />) },
                  {
                    path: 'accounting/journal/:id',
                    element: guarded(Permission.GeneralLedger, <JournalPage />),
                  },
                  {
                    path: 'accounting/periods',
                    element: guarded(Permission.GeneralLedger, <CalendarPeriodsPage />),
                  },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

type Preloadable = { preload?: () => Promise<unknown> };

/** Starts loading the code of the screen at pathname (a lazy page, bare or inside RequireAccess). */
export function preloadRoute(pathname: string): void {
  // Nobody is signed in (the server's hint): the screen would only redirect to the sign-in page.
  if (document.querySelector('meta[name="fieldline-session"][content="none"]')) return;
  preloadPageFor(pathname);
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(element)) return;
  const inner = (element.props as { children?: unknown }).children;
  const target = isValidElement(inner) ? inner : element;
  (target.type as Preloadable).preload?.().catch(() => {});
}

export function createAppRouter() {
  preloadRoute(window.location.pathname);
  return createBrowserRouter(routes);
}
