import { PERMISSIONS, Permission, type PermissionId } from '@fieldline/contracts/common/permissions';
import { hashPassword, rolePermissions, roles, userOffices, userRoles, users } from '../modules/identity';
import type { Db } from '../platform/db/database';

export const DEMO_EMAIL = 'admin@example.com';
export const DEMO_PASSWORD = 'fieldline-demo';

const P = Permission;
type Grants = [PermissionId[], 1 | 2][];

const ROLES: { name: string; description: string; isSystem?: boolean; grants: Grants }[] = [
  {
    name: 'Administrator',
    description: 'Full access to everything, including users, roles and settings.',
    isSystem: true,
    grants: [[PERMISSIONS.map((p) => p.id), 2]],
  },
  {
    name: 'Office Manager',
    description: 'Runs the office: customers, jobs, scheduling and purchasing; reads accounting.',
    grants: [
      // Every office role sees costs, margins and balances; technicians do not.
      [[P.Costs], 1],
      [
        [
          P.Customers,
          P.Contacts,
          P.Locations,
          P.Bids,
          P.Contracts,
          P.Jobs,
          P.Equipment,
          P.Events,
          P.Tasks,
          P.Documents,
          P.Items,
          P.PurchaseOrders,
          P.Suppliers,
          P.ItemPageLink,
        ],
        2,
      ],
      [
        [
          P.Invoices,
          P.Payments,
          P.FinancialReports,
          P.Employees,
          P.Users,
          P.AuditLog,
          P.Inventory,
          P.Warehouses,
          P.SavedSearches,
        ],
        1,
      ],
    ],
  },
  {
    name: 'Accounting',
    description: 'Invoices, payments, vendor bills, the general ledger and financial reports.',
    grants: [
      // Every office role sees costs, margins and balances; technicians do not.
      [[P.Costs], 1],
      [
        [
          P.ChartOfAccounts,
          P.GeneralLedger,
          P.Invoices,
          P.Payments,
          P.VendorBills,
          P.Budgets,
          P.FinancialReports,
          P.Banking,
          P.TaxService,
          P.Currencies,
          P.CustomerStatements,
          P.CreditScores,
          P.Commissions,
        ],
        2,
      ],
      [
        [
          P.Customers,
          P.Contacts,
          P.Jobs,
          P.Contracts,
          P.Suppliers,
          P.PurchaseOrders,
          P.Items,
          P.Documents,
          P.SavedSearches,
          // The statement modal lists the statement e-mail templates.
          P.Notifications,
        ],
        1,
      ],
    ],
  },
  {
    name: 'Sales',
    description: 'Customers, opportunities, bids and contracts.',
    grants: [
      // Every office role sees costs, margins and balances; technicians do not.
      [[P.Costs], 1],
      [
        [
          P.Customers,
          P.Contacts,
          P.Locations,
          P.Opportunities,
          P.Bids,
          P.Contracts,
          P.Documents,
          P.ServicePackages,
        ],
        2,
      ],
      [[P.Items, P.Jobs, P.Equipment, P.Commissions, P.SavedSearches], 1],
    ],
  },
  {
    name: 'Purchasing',
    description: 'Items, inventory, warehouses, suppliers and purchase orders.',
    grants: [
      // Every office role sees costs, margins and balances; technicians do not.
      [[P.Costs], 1],
      [
        [
          P.Items,
          P.Inventory,
          P.Warehouses,
          P.PurchaseOrders,
          P.Suppliers,
          P.ItemPageLink,
          P.AlternateItemCost,
        ],
        2,
      ],
      [[P.Jobs, P.Bids, P.VendorBills, P.Documents], 1],
    ],
  },
  {
    name: 'Payroll',
    description: 'Employees, timesheets, payroll codes and expenses.',
    grants: [
      // Every office role sees costs, margins and balances; technicians do not.
      [[P.Costs], 1],
      [[P.Employees, P.Timesheets, P.Payroll, P.Expenses], 2],
      [[P.Jobs, P.GeneralLedger], 1],
    ],
  },
  {
    name: 'Dispatcher',
    description: 'Schedules jobs and technicians.',
    grants: [
      // Every office role sees costs, margins and balances; technicians do not.
      [[P.Costs], 1],
      [[P.Jobs, P.Events, P.Tasks, P.Tools], 2],
      [[P.Customers, P.Contacts, P.Locations, P.Equipment, P.Employees, P.Documents, P.SavedSearches], 1],
    ],
  },
  {
    name: 'Technician',
    description:
      'Field technicians: read jobs and record their work on the jobs assigned to them; no costs, margins or balances.',
    grants: [
      // Timesheets read: a technician records and sees his own time; full access (approval) is a supervisor's.
      [[P.Timesheets], 1],
      [[P.Expenses, P.OwnJobWork], 2],
      [
        [
          P.Jobs,
          P.Equipment,
          P.Customers,
          P.Contacts,
          P.Locations,
          P.Documents,
          P.Checklists,
          P.Tools,
          P.Items,
        ],
        1,
      ],
    ],
  },
];

const USERS = [
  {
    email: DEMO_EMAIL,
    firstName: 'Alex',
    lastName: 'Morgan',
    title: 'Operations Director',
    role: 'Administrator',
    offices: 'both',
  },
  {
    email: 'dana.whitfield@example.com',
    firstName: 'Dana',
    lastName: 'Whitfield',
    title: 'Office Manager',
    role: 'Office Manager',
    offices: 'denver',
  },
  {
    email: 'priya.raman@example.com',
    firstName: 'Priya',
    lastName: 'Raman',
    title: 'Controller',
    role: 'Accounting',
    offices: 'both',
  },
  {
    email: 'marcus.bell@example.com',
    firstName: 'Marcus',
    lastName: 'Bell',
    title: 'Account Executive',
    role: 'Sales',
    offices: 'denver',
  },
  {
    email: 'elena.ruiz@example.com',
    firstName: 'Elena',
    lastName: 'Ruiz',
    title: 'Purchasing Agent',
    role: 'Purchasing',
    offices: 'both',
  },
  {
    email: 'tom.becker@example.com',
    firstName: 'Tom',
    lastName: 'Becker',
    title: 'Payroll Specialist',
    role: 'Payroll',
    offices: 'both',
  },
  {
    email: 'kim.nguyen@example.com',
    firstName: 'Kim',
    lastName: 'Nguyen',
    title: 'Dispatcher',
    role: 'Dispatcher',
    offices: 'springs',
  },
  {
    email: 'jordan.lee@example.com',
    firstName: 'Jordan',
    lastName: 'Lee',
    title: 'HVAC Technician',
    role: 'Technician',
    offices: 'denver',
  },
  {
    email: 'sam.ortiz@example.com',
    firstName: 'Sam',
    lastName: 'Ortiz',
    title: 'Electrician',
    role: 'Technician',
    offices: 'springs',
  },
] as const;

export async function seedRoles(db: Db) {
  const byName = new Map<string, number>();
  for (const r of ROLES) {
    const [row] = await db
      .insert(roles)
      .values({ name: r.name, description: r.description, isSystem: r.isSystem ?? false })
      .returning();
    byName.set(r.name, row.id);
    const levels = new Map<number, number>();
    for (const [ids, level] of r.grants)
      for (const id of ids) levels.set(id, Math.max(level, levels.get(id) ?? 0));
    await db
      .insert(rolePermissions)
      .values(
        [...levels].map(([permissionId, accessLevel]) => ({ roleId: row.id, permissionId, accessLevel })),
      );
  }
  return byName;
}

export async function seedUsers(
  db: Db,
  roleIds: Map<string, number>,
  officeIds: { denver: number; springs: number },
) {
  // One hash for every demo user: they share the demo password and argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of USERS) {
    const ids = u.offices === 'both' ? [officeIds.denver, officeIds.springs] : [officeIds[u.offices]];
    const [row] = await db
      .insert(users)
      .values({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        title: u.title,
        phone: '303-555-0199',
        passwordHash,
        defaultOfficeId: ids[0],
      })
      .returning();
    await db.insert(userRoles).values({ userId: row.id, roleId: roleIds.get(u.role)! });
    await db.insert(userOffices).values(ids.map((officeId) => ({ userId: row.id, officeId })));
  }
}
