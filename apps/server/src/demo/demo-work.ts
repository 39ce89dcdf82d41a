import { eq } from 'drizzle-orm';
import { bids } from '../modules/bids';
import { jobEquipment, jobExpenses, jobs } from '../modules/jobs';
import type { Db } from '../platform/db/database';
import { type DemoLine, daysAgoIso, firstItemLike, pickSites, workLookups } from './demo-work-lookups';
import {
  addTasks,
  addTime,
  checklistFor,
  createBid,
  createJob,
  dateAgo,
  demoUnitAt,
  ELECTRICIAN,
  recommend,
  signoff,
  TECH,
} from './demo-work-records';

/*
 * Demo field work (issue 6): equipment with metric readings at four customer sites, bids in every
 * status with grouped items, and jobs from new to completed with items, time, expenses, equipment,
 * tasks, recommendations, a checklist and signoffs. Runs after the customers, items and identity demos;
 * lines go through the line-item model so subtotals and groups are real. Dates are relative to today.
 */

export async function seedWork(db: Db): Promise<void> {
  const l = await workLookups(db);
  if (l.officeIds.length === 0) return;
  const sites = await pickSites(db, l.officeIds[0]);
  if (sites.length < 3) return;
  const [a, b, c] = sites;
  const d = sites[3] ?? sites[0];
  const ac = await firstItemLike(db, 'AC-');
  const furnace = await firstItemLike(db, 'FUR-');
  const [filter, filter2, capacitor, contactor, motor, refrigerant, thermostat, breaker] = await Promise.all(
    [
      ['FLT-', 0],
      ['FLT-', 3],
      ['CAP-', 0],
      ['CON-', 0],
      ['MTR-', 0],
      ['REF-', 0],
      ['TSTAT-', 0],
      ['BKR-', 0],
    ].map(([prefix, nth]) => firstItemLike(db, prefix as string, nth as number)),
  );
  // Without the items demo there is nothing to put on bids and jobs.
  if (!filter || !filter2 || !capacitor || !contactor || !motor || !refrigerant || !thermostat || !breaker)
    return;
  const part = (item: { id: number }, quantity: string, group: string, extra: Partial<DemoLine> = {}) => ({
    code: '',
    itemId: item.id,
    quantity,
    group,
    ...extra,
  });

  // Equipment at the four sites.
  const rtu = await demoUnitAt(
    l,
    a,
    'Rooftop unit RTU-1',
    'Carrier 10-ton packaged unit',
    'RTU1',
    ac?.id,
    [8120, 8895],
  );
  const rtu2 = await demoUnitAt(
    l,
    a,
    'Rooftop unit RTU-2',
    'Carrier 7.5-ton packaged unit',
    'RTU2',
    ac?.id,
    [6410, 7002],
  );
  const furn = await demoUnitAt(
    l,
    b,
    'Furnace F-1',
    '96% AFUE gas furnace, basement',
    'F1',
    furnace?.id,
    [2210, 2650],
  );
  const splitAc = await demoUnitAt(
    l,
    c,
    'Split system AC-1',
    '4-ton condenser and coil',
    'AC1',
    ac?.id,
    [3050, 3420],
  );
  const boiler = await demoUnitAt(
    l,
    d,
    'Boiler B-1',
    'Hot-water boiler, mechanical room',
    'B1',
    furnace?.id,
    [9800, 10120],
  );

  // Bids in four statuses, items in two or three groups.
  await createBid(l, b, {
    name: 'Replace furnace F-1',
    status: 'Open',
    daysAgo: 6,
    lines: [
      ...(furnace ? [part(furnace, '1', 'Equipment')] : []),
      part(thermostat, '1', 'Equipment'),
      { code: 'LAB-HVAC', quantity: '8', group: 'Labor' },
      { code: 'FEE-PERMIT', quantity: '1', group: 'Permits and fees' },
      { code: 'FEE-DISP', quantity: '1', group: 'Permits and fees' },
    ],
  });
  await createBid(l, c, {
    name: 'Condenser fan motor upgrade',
    status: 'Sent',
    daysAgo: 12,
    lines: [
      part(motor, '1', 'Parts'),
      part(capacitor, '1', 'Parts'),
      { code: 'LAB-HVAC', quantity: '3', group: 'Labor' },
    ],
  });
  await createBid(l, d, {
    name: 'Boiler controls retrofit',
    status: 'Accepted',
    daysAgo: 20,
    lines: [
      part(thermostat, '2', 'Controls', { discountPct: '10' }),
      part(breaker, '1', 'Electrical'),
      { code: 'LAB-ELEC', quantity: '4', group: 'Labor' },
      { code: 'LAB-HVAC', quantity: '4', group: 'Labor' },
    ],
  });
  const rtuBid = await createBid(l, a, {
    name: 'RTU-2 economizer repair',
    status: 'Converted',
    daysAgo: 35,
    lines: [
      part(motor, '1', 'Parts', { equipmentId: rtu2.id }),
      part(contactor, '1', 'Parts', { equipmentId: rtu2.id }),
      { code: 'LAB-HVAC', quantity: '4', group: 'Labor' },
      { code: 'FEE-TRIP', quantity: '1', group: 'Fees' },
    ],
  });

  // Jobs from new to completed.
  const converted = await createJob(l, {
    name: 'RTU-2 economizer repair',
    type: 'INST',
    site: a,
    status: 'Completed',
    daysAgo: 28,
    completedDaysAgo: 24,
    invoiceStatus: 2,
    bidId: rtuBid,
  });
  await l.db
    .update(bids)
    .set({ status: 'Converted', convertedJobId: converted, convertedDate: daysAgoIso(28, 14) })
    .where(eq(bids.id, rtuBid));
  await l.db.insert(jobEquipment).values({ jobId: converted, equipmentId: rtu2.id });
  await addTime(l, converted, [
    { email: TECH, type: 'Travel', daysAgo: 25, hours: '0.75', rate: '35.0000', text: 'Drive to site' },
    {
      email: TECH,
      type: 'Regular',
      daysAgo: 25,
      hours: '4.50',
      rate: '42.0000',
      text: 'Replace damper motor',
    },
  ]);
  await signoff(l, converted, 'Chris Howell', 'chris.howell@example.net', 'Economizer working.', 24);

  const tuneUp = await createJob(l, {
    name: 'Spring AC tune-up, RTU-1',
    type: 'PM',
    site: a,
    status: 'Completed',
    daysAgo: 14,
    completedDaysAgo: 9,
    description: 'Seasonal maintenance of the rooftop units.',
    lines: [
      { code: 'SVC-TUNE-AC', quantity: '1', group: 'Service', equipmentId: rtu.id },
      part(filter, '4', 'Parts', { equipmentId: rtu.id }),
      part(capacitor, '1', 'Parts', { equipmentId: rtu.id }),
      part(refrigerant, '2', 'Parts', { equipmentId: rtu.id }),
      { code: 'LAB-HVAC', quantity: '3', group: 'Labor' },
      { code: 'FEE-TRIP', quantity: '1', group: 'Fees' },
    ],
  });
  await l.db.insert(jobEquipment).values([
    { jobId: tuneUp, equipmentId: rtu.id },
    { jobId: tuneUp, equipmentId: rtu2.id },
  ]);
  await addTime(l, tuneUp, [
    { email: TECH, type: 'Regular', daysAgo: 10, hours: '3.00', rate: '42.0000', text: 'Tune-up RTU-1' },
    {
      email: TECH,
      type: 'Overtime',
      daysAgo: 9,
      hours: '1.25',
      rate: '63.0000',
      text: 'Recharge and leak check',
    },
  ]);
  await l.db.insert(jobExpenses).values([
    {
      jobId: tuneUp,
      description: 'Crane lift to roof',
      amount: '125.00',
      vendor: 'Front Range Crane',
      enteredOn: dateAgo(10),
      createdBy: l.user(TECH),
    },
    {
      jobId: tuneUp,
      description: 'Parking',
      amount: '14.50',
      vendor: 'City lot',
      enteredOn: dateAgo(9),
      equipmentId: rtu.id,
      createdBy: l.user(TECH),
    },
  ]);
  await addTasks(l, tuneUp, 14, [
    ['Replace filters', true, rtu.id],
    ['Check refrigerant charge', true, rtu.id],
    ['Clean condenser coil', true, rtu.id],
    ['Inspect belts on RTU-2', false, rtu2.id],
  ]);
  await recommend(l, tuneUp, rtu, 'Repair', 'Open', 'Fan belt worn; replace at next visit.', 9);
  await recommend(l, tuneUp, rtu2, 'Upgrade', 'Quoted', 'Add a programmable economizer controller.', 9);
  await checklistFor(l, tuneUp, rtu.id, 9);
  await signoff(l, tuneUp, 'Chris Howell', 'chris.howell@example.net', 'All units running, thank you.', 9);

  const noHeat = await createJob(l, {
    name: 'No heat, furnace F-1',
    type: 'SVC',
    site: b,
    status: 'In Progress',
    daysAgo: 2,
    scheduledInDays: 0,
    lines: [
      { code: 'SVC-DIAG', quantity: '1', group: 'Service', equipmentId: furn.id },
      part(filter2, '1', 'Parts', { equipmentId: furn.id }),
    ],
  });
  await l.db.insert(jobEquipment).values({ jobId: noHeat, equipmentId: furn.id });
  await addTime(l, noHeat, [
    {
      email: TECH,
      type: 'Regular',
      daysAgo: 1,
      hours: '1.50',
      rate: '42.0000',
      text: 'Diagnose ignition fault',
    },
  ]);
  await addTasks(l, noHeat, 2, [
    ['Check flame sensor', true, furn.id],
    ['Replace igniter if cracked', false, furn.id],
  ]);
  await recommend(
    l,
    noHeat,
    furn,
    'Replace',
    'Open',
    'Heat exchanger near end of life; plan replacement.',
    1,
  );

  await createJob(l, {
    name: 'Split system AC-1 checkup',
    type: 'PM',
    site: c,
    status: 'Scheduled',
    daysAgo: 1,
    scheduledInDays: 3,
    lines: [
      { code: 'SVC-TUNE-AC', quantity: '1', group: 'Service', equipmentId: splitAc.id },
      part(filter, '1', 'Parts', { equipmentId: splitAc.id }),
    ],
  });

  const panel = await createJob(l, {
    name: 'Boiler room panel breaker',
    type: 'SVC',
    site: d,
    status: 'Completed',
    daysAgo: 40,
    completedDaysAgo: 38,
    lines: [
      part(breaker, '2', 'Electrical', { equipmentId: boiler.id }),
      { code: 'LAB-ELEC', quantity: '2.5', group: 'Labor' },
      { code: 'FEE-TRIP', quantity: '1', group: 'Fees' },
    ],
  });
  await l.db.insert(jobEquipment).values({ jobId: panel, equipmentId: boiler.id });
  await addTime(l, panel, [
    {
      email: ELECTRICIAN,
      type: 'Regular',
      daysAgo: 38,
      hours: '2.50',
      rate: '44.0000',
      text: 'Replace breakers',
    },
  ]);
  await signoff(l, panel, 'Renee Cho', '', 'Breakers replaced, boiler back on line.', 38);

  const cancelled = await createJob(l, {
    name: 'Thermostat relocation',
    type: 'SVC',
    site: b,
    status: 'Cancelled',
    daysAgo: 18,
    description: 'Customer decided to keep the thermostat where it is.',
  });
  await l.db
    .update(jobs)
    .set({ statusReason: 'Customer cancelled before the visit.' })
    .where(eq(jobs.id, cancelled));
}
