import { asc, eq } from 'drizzle-orm';
import {
  employeeAlerts,
  employeeCreditCards,
  employeePayRates,
  employees,
  employeeTeamMembers,
  employeeTeams,
  employeeZones,
} from '../modules/employees';
import { users } from '../modules/identity';
import { timeTypes } from '../modules/jobs';
import { locationZones } from '../modules/locations/locations.table';
import { departments, offices } from '../modules/organization/organization.table';
import { payrollCodes } from '../modules/reference-codes/reference-codes.table';
import type { Db } from '../platform/db/database';

interface DemoEmployee {
  email: string;
  number: string;
  office: 'denver' | 'springs';
  technician?: boolean;
  salesperson?: boolean;
  payType: 'hourly' | 'salaried';
  /** Regular hourly rate (hourly) or yearly salary (salaried). */
  pay: string;
  hireDate: string;
  zones?: string[];
  skills?: string[];
}

const PEOPLE: DemoEmployee[] = [
  {
    email: 'admin@example.com',
    number: 'E-1001',
    office: 'denver',
    payType: 'salaried',
    pay: '98000.00',
    hireDate: '2016-03-01',
  },
  {
    email: 'dana.whitfield@example.com',
    number: 'E-1002',
    office: 'denver',
    payType: 'salaried',
    pay: '72000.00',
    hireDate: '2018-06-11',
  },
  {
    email: 'priya.raman@example.com',
    number: 'E-1003',
    office: 'denver',
    payType: 'salaried',
    pay: '81000.00',
    hireDate: '2019-01-07',
  },
  {
    email: 'marcus.bell@example.com',
    number: 'E-1004',
    office: 'denver',
    salesperson: true,
    payType: 'salaried',
    pay: '58000.00',
    hireDate: '2020-09-14',
  },
  {
    email: 'elena.ruiz@example.com',
    number: 'E-1005',
    office: 'denver',
    payType: 'hourly',
    pay: '27.5000',
    hireDate: '2021-02-01',
  },
  {
    email: 'tom.becker@example.com',
    number: 'E-1006',
    office: 'denver',
    payType: 'hourly',
    pay: '29.0000',
    hireDate: '2019-11-18',
  },
  {
    email: 'kim.nguyen@example.com',
    number: 'E-1007',
    office: 'springs',
    payType: 'hourly',
    pay: '24.0000',
    hireDate: '2022-04-04',
  },
  {
    email: 'jordan.lee@example.com',
    number: 'T-2001',
    office: 'denver',
    technician: true,
    payType: 'hourly',
    pay: '34.0000',
    hireDate: '2017-05-22',
    zones: ['Central', 'North', 'East'],
    skills: ['HVAC', 'Refrigeration', 'EPA 608 Universal'],
  },
  {
    email: 'sam.ortiz@example.com',
    number: 'T-2002',
    office: 'springs',
    technician: true,
    payType: 'hourly',
    pay: '31.5000',
    hireDate: '2021-08-30',
    zones: ['South', 'West'],
    skills: ['Plumbing', 'Backflow testing'],
  },
];

/** The demo users become employees: technicians and office staff, with rates, teams, alerts and a card. */
export async function seedEmployees(db: Db, officeIds: { denver: number; springs: number }): Promise<void> {
  const [userRows, typeRows, zoneRows, codeRows, deptRows, adminOffice] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
      })
      .from(users),
    db.select().from(timeTypes),
    db.select().from(locationZones),
    db.select().from(payrollCodes),
    db.select().from(departments).orderBy(asc(departments.sort)),
    db.select().from(offices).where(eq(offices.id, officeIds.denver)),
  ]);
  if (adminOffice.length === 0) return;
  const user = new Map(userRows.map((u) => [u.email.toLowerCase(), u]));
  const type = new Map(typeRows.map((t) => [t.name, t.id]));
  const zone = new Map(zoneRows.map((z) => [z.name, z.id]));
  const reg = codeRows.find((c) => c.payCode === 'REG')?.id ?? null;
  const ids = new Map<string, number>();
  for (const p of PEOPLE) {
    const u = user.get(p.email);
    if (!u) continue;
    const hourly = p.payType === 'hourly';
    const [row] = await db
      .insert(employees)
      .values({
        number: p.number,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone,
        officeId: officeIds[p.office],
        departmentId: p.technician ? (deptRows[0]?.id ?? null) : null,
        userId: u.id,
        hireDate: p.hireDate,
        payType: p.payType,
        salary: hourly ? null : p.pay,
        overtimeRule: hourly ? 'weekly40' : 'none',
        defaultPayrollCodeId: reg,
        prevailingWageEligible: Boolean(p.technician),
        isTechnician: Boolean(p.technician),
        isSalesperson: Boolean(p.salesperson),
        skills: p.skills ?? [],
      })
      .returning();
    ids.set(p.number, row.id);
    if (hourly) {
      // Last year's rate, this year's raise, and the overtime and travel rates.
      const raised = (Number(p.pay) + 1.5).toFixed(4);
      const rates = [
        { timeTypeId: null, rate: p.pay, effectiveDate: '2025-01-01' },
        { timeTypeId: null, rate: raised, effectiveDate: '2026-01-01' },
        {
          timeTypeId: type.get('Overtime') ?? null,
          rate: (Number(raised) * 1.5).toFixed(4),
          effectiveDate: '2026-01-01',
        },
        { timeTypeId: type.get('Travel') ?? null, rate: p.pay, effectiveDate: '2026-01-01' },
      ].filter((r, i) => i < 2 || r.timeTypeId !== null);
      await db.insert(employeePayRates).values(rates.map((r) => ({ ...r, employeeId: row.id })));
    }
    const zoneIds = (p.zones ?? []).map((z) => zone.get(z)).filter((z): z is number => z !== undefined);
    if (zoneIds.length)
      await db.insert(employeeZones).values(zoneIds.map((zoneId) => ({ employeeId: row.id, zoneId })));
  }
  const teams = [
    {
      name: 'Denver Service',
      description: 'Service calls in the Denver metro area.',
      office: 'denver',
      leader: 'T-2001',
      members: ['T-2001', 'E-1007'],
    },
    {
      name: 'Springs Service',
      description: 'Service calls around Colorado Springs.',
      office: 'springs',
      leader: 'T-2002',
      members: ['T-2002'],
    },
    {
      name: 'Installations',
      description: 'Equipment replacements and new installs.',
      office: 'denver',
      leader: null,
      members: ['T-2001', 'T-2002'],
    },
  ] as const;
  for (const t of teams) {
    const [team] = await db
      .insert(employeeTeams)
      .values({
        name: t.name,
        description: t.description,
        officeId: officeIds[t.office],
        leaderId: t.leader ? (ids.get(t.leader) ?? null) : null,
      })
      .returning();
    const members = t.members.map((m) => ids.get(m)).filter((m): m is number => m !== undefined);
    if (members.length)
      await db
        .insert(employeeTeamMembers)
        .values(members.map((employeeId) => ({ teamId: team.id, employeeId })));
  }
  const jordan = ids.get('T-2001');
  const sam = ids.get('T-2002');
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  if (jordan) {
    await db.insert(employeeAlerts).values([
      {
        employeeId: jordan,
        alertType: 'certification',
        description: 'EPA 608 certification card renewal',
        dueDate: soon(21),
      },
      {
        employeeId: jordan,
        alertType: 'review',
        description: 'Annual performance review',
        dueDate: soon(60),
      },
    ]);
    await db.insert(employeeCreditCards).values({
      employeeId: jordan,
      cardName: 'Fuel card',
      nameOnCard: 'Jordan Lee',
      lastFour: '4417',
      creditLimit: '1500.00',
      expiryMonth: 9,
      expiryYear: 2028,
    });
  }
  if (sam) {
    await db.insert(employeeAlerts).values({
      employeeId: sam,
      alertType: 'licence',
      description: 'Colorado plumbing licence expires',
      dueDate: soon(10),
    });
    await db.insert(employeeCreditCards).values({
      employeeId: sam,
      cardName: 'Parts supplier card',
      nameOnCard: 'Sam Ortiz',
      lastFour: '0932',
      creditLimit: '2500.00',
      expiryMonth: 3,
      expiryYear: 2027,
    });
  }
}
