import { eq, inArray } from 'drizzle-orm';
import { users } from '../modules/identity';
import { jobCalendarEvents, jobs } from '../modules/jobs';
import { offices } from '../modules/organization';
import { toolCheckouts, toolSchedules, tools } from '../modules/tools';
import { warehouses } from '../modules/warehouses/warehouses.table';
import type { Db } from '../platform/db/database';

/** At `hour` UTC, `days` days from today (negative: in the past). */
const at = (days: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString();
};

const TOOLS = [
  ['TL-001', 'Vacuum pump, 8 CFM', 'HVAC', 2, 'denver', 'available', 'VP8-22817'],
  ['TL-002', 'Refrigerant recovery machine', 'HVAC', 1, 'denver', 'available', 'RRM-40551'],
  ['TL-003', 'Pipe threader, 1/2 to 2 in', 'Plumbing', 1, 'denver', 'available', 'PT-1190'],
  ['TL-004', 'Press tool with jaws, 1/2 to 2 in', 'Plumbing', 1, 'denver', 'available', 'PX-77012'],
  ['TL-005', 'Extension ladder, 28 ft', 'Access', 2, 'denver', 'available', ''],
  ['TL-006', 'Thermal imaging camera', 'Diagnostics', 1, 'denver', 'available', 'TIC-5521'],
  ['TL-007', 'Combustion analyzer', 'Diagnostics', 1, 'denver', 'available', 'CA-31876'],
  ['TL-008', 'Digital manifold gauge set', 'HVAC', 3, 'denver', 'available', ''],
  ['TL-009', 'Insulation tester (megohmmeter)', 'Electrical', 1, 'springs', 'available', 'MG-6610'],
  ['TL-010', 'Clamp meter, true RMS', 'Electrical', 4, 'springs', 'available', ''],
  ['TL-011', 'Nitrogen regulator and purge kit', 'HVAC', 2, 'denver', 'available', ''],
  ['TL-012', 'Core drill, 14 in', 'Construction', 1, 'denver', 'inRepair', 'CD-0042'],
  ['TL-013', 'Brazing torch kit', 'HVAC', 2, 'springs', 'available', ''],
] as const;

/**
 * A dozen company tools; a few checked out to Jordan Lee and Sam Ortiz against today's no-heat call
 * (so it cannot be completed until they come back), past check-outs returned, and tools scheduled for
 * the upcoming AC checkup. Needs the demo field work (jobs); without it only the tools are made.
 */
export async function seedTools(db: Db, officeIds: { denver: number; springs: number }) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@example.com', 'jordan.lee@example.com', 'sam.ortiz@example.com']));
  const user = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const admin = user('admin@example.com');
  const [main] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.name, 'Denver Main Warehouse'));
  const [springsWh] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.name, 'Colorado Springs Warehouse'));
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, officeIds.denver));
  if (!office) return;
  const rows = await db
    .insert(tools)
    .values(
      TOOLS.map(([number, name, category, quantity, where, status, serialNumber]) => ({
        number,
        name,
        category,
        quantity,
        serialNumber,
        status,
        officeId: officeIds[where],
        warehouseId: (where === 'denver' ? main?.id : springsWh?.id) ?? null,
        notes: status === 'inRepair' ? 'Motor brushes worn; at the service centre.' : '',
        createdBy: admin,
        modifiedBy: admin,
      })),
    )
    .returning({ id: tools.id, number: tools.number });
  const tool = (n: string) => rows.find((r) => r.number === n)!.id;

  const jordan = user('jordan.lee@example.com');
  const sam = user('sam.ortiz@example.com');
  const job = async (name: string) =>
    (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, name)).limit(1))[0]?.id;
  const noHeat = await job('No heat, furnace F-1');
  const checkup = await job('Split system AC-1 checkup');
  const tuneUp = await job('Spring AC tune-up, RTU-1');
  const panel = await job('Boiler room panel breaker');
  if (!jordan || !sam || !noHeat) return;

  // Sam checks the furnace's wiring on today's no-heat call with Jordan.
  await db.insert(jobCalendarEvents).values({
    jobId: noHeat,
    title: 'Electrical check, furnace F-1',
    startTime: at(0, 17),
    endTime: at(0, 19),
    employeeId: sam,
    createdBy: admin,
  });

  // Check-outs happen before now: today's a couple of hours ago, the returned ones days back.
  const ago = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
  const out = (
    tl: string,
    technicianId: number,
    jobId: number | null,
    hoursAgo: number,
    backAgo?: number,
  ) => ({
    toolId: tool(tl),
    technicianId,
    jobId,
    quantity: 1,
    checkedOutAt: ago(hoursAgo),
    checkedOutBy: admin,
    checkedInAt: backAgo === undefined ? null : ago(backAgo),
    checkedInBy: backAgo === undefined ? null : admin,
    returnNotes: backAgo === undefined ? '' : 'Returned clean.',
  });
  const days = (n: number) => n * 24;
  await db
    .insert(toolCheckouts)
    .values([
      out('TL-007', jordan, noHeat, 2),
      out('TL-008', jordan, noHeat, 2),
      out('TL-009', sam, noHeat, 1),
      out('TL-010', sam, null, days(3)),
      ...(tuneUp
        ? [
            out('TL-006', jordan, tuneUp, days(9) + 6, days(9)),
            out('TL-005', jordan, tuneUp, days(9) + 6, days(9)),
          ]
        : []),
      ...(panel ? [out('TL-009', sam, panel, days(38) + 5, days(38))] : []),
    ]);
  // Every unit of these is out now.
  await db
    .update(tools)
    .set({ status: 'checkedOut' })
    .where(inArray(tools.id, [tool('TL-007'), tool('TL-009')]));

  if (checkup) {
    const visit = { jobId: checkup, technicianId: jordan, startTime: at(3, 15), endTime: at(3, 18) };
    await db.insert(toolSchedules).values([
      { ...visit, toolId: tool('TL-001'), notes: 'Evacuate after the filter-drier change.' },
      { ...visit, toolId: tool('TL-002') },
      { ...visit, toolId: tool('TL-008') },
      { ...visit, toolId: tool('TL-005') },
    ]);
  }
  await db.insert(toolSchedules).values({
    jobId: noHeat,
    technicianId: jordan,
    toolId: tool('TL-006'),
    startTime: at(1, 15),
    endTime: at(1, 18),
    notes: 'Scan the heat exchanger on the follow-up.',
  });
}
