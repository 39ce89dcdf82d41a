import { CustomFieldType } from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { asc, eq } from 'drizzle-orm';
import {
  customFieldGroups,
  customFieldProperties,
  customFields,
  customFieldValues,
} from '../modules/custom-fields/custom-fields.table';
import { customers } from '../modules/customers/customers.table';
import { users } from '../modules/identity';
import type { Db } from '../platform/db/database';

// Seeding writes the tables directly (as the customer seed does): the services need a request context.

type Kind = 'customer' | 'equipment' | 'opportunity';
interface FieldSpec {
  name: string;
  type: number;
  description?: string;
  color?: string;
  isRequired?: boolean;
  isArchived?: boolean;
  limits?: [number | null, number | null];
  choices?: [string, string][];
}
interface GroupSpec {
  name: string;
  color: string | null;
  displayColumns: number;
  fields: FieldSpec[];
}

const T = CustomFieldType;

const CUSTOMER_GROUPS: GroupSpec[] = [
  {
    name: 'Site access',
    color: '#1c7ed6',
    displayColumns: 2,
    fields: [
      { name: 'Gate code', type: T.Text, limits: [4, 8], description: '4 to 8 characters' },
      {
        name: 'Access hours',
        type: T.List,
        choices: [
          ['Business hours', '#2f9e44'],
          ['24/7', '#1c7ed6'],
          ['By appointment', '#f08c00'],
        ],
      },
      { name: 'Key box on site', type: T.YesNo },
      { name: 'Parking instructions', type: T.LongText, limits: [null, 500] },
    ],
  },
  {
    name: 'Service preferences',
    color: '#2f9e44',
    displayColumns: 3,
    fields: [
      {
        name: 'Preferred service day',
        type: T.List,
        choices: [
          ['Monday', '#868e96'],
          ['Wednesday', '#868e96'],
          ['Friday', '#868e96'],
        ],
      },
      { name: 'Rooftop units', type: T.Number, limits: [0, 50], color: '#7048e8' },
      { name: 'Filter size (in)', type: T.Decimal, limits: [8, 30] },
      { name: 'Contract renewal', type: T.Date, color: '#e03131' },
    ],
  },
];

const CUSTOMER_UNGROUPED: FieldSpec[] = [
  { name: 'Invoice copies to', type: T.EmailList, description: 'Addresses separated by , or ;' },
  { name: 'Old fax number', type: T.Text, isArchived: true },
];

const EQUIPMENT_GROUPS: GroupSpec[] = [
  {
    name: 'Warranty',
    color: '#f08c00',
    displayColumns: 2,
    fields: [
      { name: 'Warranty expires', type: T.Date },
      { name: 'Registered with manufacturer', type: T.YesNo },
    ],
  },
];

const OPPORTUNITY_GROUPS: GroupSpec[] = [
  {
    name: 'Qualification',
    color: '#7048e8',
    displayColumns: 2,
    fields: [
      { name: 'Budget confirmed', type: T.YesNo },
      { name: 'Decision makers', type: T.EmailList },
    ],
  },
];

/** Creates the groups and fields of a kind; answers the field ids and choice ids by name. */
async function seedKind(
  db: Db,
  kind: Kind,
  groups: GroupSpec[],
  ungrouped: FieldSpec[],
  userId: number | null,
) {
  const fieldIds = new Map<string, number>();
  const choiceIds = new Map<string, number>();
  const audit = { createdBy: userId, modifiedBy: userId };
  const addFields = async (specs: FieldSpec[], groupId: number | null) => {
    for (const [i, f] of specs.entries()) {
      const [row] = await db
        .insert(customFields)
        .values({
          entityKind: kind,
          groupId,
          name: f.name,
          description: f.description ?? null,
          typeId: f.type,
          color: f.color ?? null,
          displayOrder: i + 1,
          isRequired: f.isRequired ?? false,
          isArchived: f.isArchived ?? false,
          ...audit,
        })
        .returning({ id: customFields.id });
      fieldIds.set(f.name, row.id);
      const values = f.choices
        ? f.choices.map(([value, color], n) => ({ value, color, displayOrder: n + 1 }))
        : f.limits
          ? [{ min: f.limits[0]?.toString() ?? null, max: f.limits[1]?.toString() ?? null, displayOrder: 1 }]
          : [];
      if (values.length === 0) continue;
      const rows = await db
        .insert(customFieldValues)
        .values(values.map((v) => ({ ...v, fieldId: row.id })))
        .returning({ id: customFieldValues.id, value: customFieldValues.value });
      for (const r of rows) if (r.value) choiceIds.set(`${f.name}:${r.value}`, r.id);
    }
  };
  for (const [i, g] of groups.entries()) {
    const [row] = await db
      .insert(customFieldGroups)
      .values({
        entityKind: kind,
        name: g.name,
        color: g.color,
        displayColumns: g.displayColumns,
        displayOrder: i + 1,
        ...audit,
      })
      .returning({ id: customFieldGroups.id });
    await addFields(g.fields, row.id);
  }
  await addFields(ungrouped, null);
  return { fieldIds, choiceIds };
}

const DAYS = ['Monday', 'Wednesday', 'Friday'];
const HOURS = ['Business hours', '24/7', 'By appointment'];

/** Custom fields of customers (every type), equipment and opportunities, with values on a dozen customers. */
export async function seedCustomFields(db: Db): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  const userId = admin?.id ?? null;
  const { fieldIds, choiceIds } = await seedKind(db, 'customer', CUSTOMER_GROUPS, CUSTOMER_UNGROUPED, userId);
  await seedKind(db, 'equipment', EQUIPMENT_GROUPS, [], userId);
  await seedKind(db, 'opportunity', OPPORTUNITY_GROUPS, [], userId);

  const some = await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id)).limit(12);
  const rows: (typeof customFieldProperties.$inferInsert)[] = [];
  const put = (recordId: number, name: string, v: Partial<typeof customFieldProperties.$inferInsert>) =>
    rows.push({
      entityKind: 'customer',
      recordId,
      fieldId: fieldIds.get(name) as number,
      createdBy: userId,
      modifiedBy: userId,
      ...v,
    });
  for (const [i, { id }] of some.entries()) {
    put(id, 'Gate code', { value: `#${4100 + i * 37}` });
    put(id, 'Access hours', { fieldValueId: choiceIds.get(`Access hours:${HOURS[i % 3]}`) });
    put(id, 'Key box on site', { bitValue: i % 2 === 0 });
    put(id, 'Preferred service day', { fieldValueId: choiceIds.get(`Preferred service day:${DAYS[i % 3]}`) });
    put(id, 'Rooftop units', { numberValue: 2 + ((i * 3) % 11) });
    put(id, 'Filter size (in)', { decimalValue: ['16', '20', '24.5', '25'][i % 4] });
    put(id, 'Contract renewal', { dateValue: `2027-${String((i % 12) + 1).padStart(2, '0')}-01` });
    if (i % 3 === 0)
      put(id, 'Parking instructions', {
        value: 'Use the loading dock behind the building; check in at the front desk.',
      });
    if (i % 2 === 1)
      put(id, 'Invoice copies to', { value: `ap${i}@example.com; controller${i}@example.com` });
  }
  if (rows.length) await db.insert(customFieldProperties).values(rows);
}
