import { inArray } from 'drizzle-orm';
import {
  eventAttendees,
  eventPriorities,
  eventStatuses,
  events,
  eventTypes,
  fromFloating,
  toFloating,
} from '../modules/events';
import { users } from '../modules/identity';
import { companies } from '../modules/organization';
import type { Db } from '../platform/db/database';

const DAY = 86_400_000;

/**
 * Event statuses, priorities and types; the technicians' weekly "Monday safety meeting" (07:00 local,
 * from this week's Monday, for twelve weeks) and a day of time off for Sam Ortiz two days from today.
 */
export async function seedEvents(db: Db) {
  const statuses = await db
    .insert(eventStatuses)
    .values([
      { name: 'Scheduled', color: '#228BE6', sortOrder: 1 },
      { name: 'Confirmed', color: '#40C057', sortOrder: 2 },
      { name: 'Cancelled', color: '#868E96', sortOrder: 3, isCancelled: true },
    ])
    .returning();
  await db.insert(eventPriorities).values([
    { name: 'Low', color: '#868E96', sortOrder: 1 },
    { name: 'Normal', color: '#228BE6', sortOrder: 2 },
    { name: 'High', color: '#FA5252', sortOrder: 3 },
  ]);
  const types = await db
    .insert(eventTypes)
    .values([
      { name: 'Meeting', color: '#7950F2', sortOrder: 1 },
      { name: 'Training', color: '#15AABF', sortOrder: 2 },
      { name: 'Time off', color: '#FD7E14', sortOrder: 3 },
      { name: 'Block', color: '#495057', sortOrder: 4 },
    ])
    .returning();
  const type = (name: string) => types.find((t) => t.name === name)?.id ?? null;
  const scheduled = statuses[0].id;

  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@example.com', 'jordan.lee@example.com', 'sam.ortiz@example.com']));
  const user = (email: string) => people.find((p) => p.email === email)?.id;
  const jordan = user('jordan.lee@example.com');
  const sam = user('sam.ortiz@example.com');
  if (!jordan || !sam) return;
  const admin = user('admin@example.com') ?? null;
  const [company] = await db.select({ tz: companies.timezone }).from(companies).limit(1);
  const tz = company?.tz ?? 'America/Denver';

  // Today's date in the company's zone, as a floating midnight.
  const local = toFloating(Date.now(), tz);
  const today = local - (local % DAY);
  const weekday = new Date(today).getUTCDay(); // 0 Sunday
  const monday = today - ((weekday + 6) % 7) * DAY;
  const instant = (floating: number) => new Date(fromFloating(floating, tz)).toISOString();

  const meetingStart = instant(monday + 7 * 3_600_000);
  const [meeting] = await db
    .insert(events)
    .values({
      title: 'Monday safety meeting',
      description: 'Toolbox talk: the week’s jobs, hazards and any near misses.',
      kind: 'meeting',
      startTime: meetingStart,
      endTime: instant(monday + 7.5 * 3_600_000),
      statusId: scheduled,
      typeId: type('Meeting'),
      location: 'Denver office, shop floor',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=12',
      recurrenceTimezone: tz,
      recurrenceCount: 12,
      recurrenceUntil: instant(monday + 77 * DAY + 7 * 3_600_000),
      recurrenceEnd: instant(monday + 77 * DAY + 7.5 * 3_600_000),
      createdBy: admin,
      modifiedBy: admin,
    })
    .returning();
  const offDay = today + 2 * DAY;
  const [off] = await db
    .insert(events)
    .values({
      title: 'Sam Ortiz: personal day',
      kind: 'timeOff',
      allDay: true,
      startTime: instant(offDay),
      endTime: instant(offDay + DAY),
      statusId: statuses[1].id,
      typeId: type('Time off'),
      createdBy: admin,
      modifiedBy: admin,
    })
    .returning();
  await db.insert(eventAttendees).values([
    { eventId: meeting.id, userId: jordan, response: 'accepted' },
    { eventId: meeting.id, userId: sam, response: 'accepted' },
    { eventId: off.id, userId: sam, response: 'accepted' },
  ]);
}
