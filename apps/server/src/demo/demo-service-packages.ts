import { asc, inArray, like, or } from 'drizzle-orm';
import { items } from '../modules/items/items.table';
import {
  servicePackageEquipment,
  servicePackageItems,
  servicePackageOptionItems,
  servicePackageOptions,
  servicePackages,
  servicePackageTypes,
} from '../modules/service-packages/service-packages.table';
import type { Db } from '../platform/db/database';

type Line = [
  code: string,
  quantity: string,
  pricing?: { overridePrice?: string; markupPercent?: string; marginPercent?: string; discount?: string },
];
interface DemoPackage {
  name: string;
  type: string | null;
  isActive?: boolean;
  createBidGroup?: boolean;
  /** Item codes (or code prefixes ending in %) the package is offered for. */
  linkedItems?: string[];
  linkedEquipment?: number[];
  options: { name: string; directions?: string; additionalSpecs?: string; lines: Line[] }[];
}

const PACKAGES: DemoPackage[] = [
  {
    name: 'AC Precision Tune-Up',
    type: 'Seasonal tune-up',
    createBidGroup: true,
    linkedItems: ['AC-%'],
    options: [
      {
        name: 'Base',
        directions: 'Clean coils, check charge and amp draw.',
        lines: [
          ['SVC-TUNE-AC', '1'],
          ['LAB-HVAC', '1.5'],
        ],
      },
      {
        name: 'Premium',
        directions: 'Base tune-up plus filter and capacitor replacement.',
        additionalSpecs: 'Allow 2.5 hours on site.',
        lines: [
          ['FLT-%', '2', { markupPercent: '40' }],
          ['CAP-%', '1', { overridePrice: '89.00' }],
          ['LAB-HVAC', '1'],
        ],
      },
      { name: 'Refrigerant top-off', lines: [['REF-%', '2', { marginPercent: '35' }]] },
    ],
  },
  {
    name: 'Furnace Safety Inspection',
    type: 'Inspection',
    linkedItems: ['FUR-%'],
    options: [
      {
        name: 'Base',
        lines: [
          ['SVC-TUNE-FUR', '1'],
          ['LAB-HVAC', '1'],
        ],
      },
      { name: 'Filter replacement', lines: [['FLT-%', '1', { discount: '5.00' }]] },
    ],
  },
  {
    name: 'Diagnostic Service Call',
    type: 'Repair',
    options: [
      {
        name: 'Base',
        lines: [
          ['SVC-DIAG', '1'],
          ['FEE-TRIP', '1'],
        ],
      },
    ],
  },
  {
    name: 'Drain Cleaning',
    type: 'Repair',
    options: [
      {
        name: 'Base',
        lines: [
          ['SVC-DRAIN', '1'],
          ['LAB-PLMB', '2'],
        ],
      },
      {
        name: 'Camera inspection',
        directions: 'Record the line and send the video to the customer.',
        lines: [['LAB-PLMB', '1']],
      },
    ],
  },
  {
    name: 'Water Heater Flush',
    type: 'Preventive maintenance',
    linkedItems: ['WH-%'],
    options: [{ name: 'Base', lines: [['LAB-PLMB', '1.25']] }],
  },
  {
    name: 'Rooftop Unit Maintenance',
    type: 'Preventive maintenance',
    linkedEquipment: [1001, 1002],
    options: [
      {
        name: 'Base',
        lines: [
          ['LAB-HVAC', '3'],
          ['FLT-%', '4'],
        ],
      },
      { name: 'Belt replacement', lines: [['LAB-HELP', '1']] },
    ],
  },
  {
    name: 'Panel Upgrade 200A',
    type: 'Installation',
    isActive: false,
    options: [
      {
        name: 'Base',
        lines: [
          ['LAB-ELEC', '8'],
          ['FEE-PERMIT', '1'],
        ],
      },
    ],
  },
];

/** Demo service packages built from the items demo's catalogue (read back from the database). */
export async function seedServicePackages(db: Db): Promise<void> {
  const codes = new Set<string>();
  for (const p of PACKAGES) {
    for (const c of p.linkedItems ?? []) codes.add(c);
    for (const o of p.options) for (const [c] of o.lines) codes.add(c);
  }
  const rows = await db
    .select({ id: items.id, itemCode: items.itemCode })
    .from(items)
    .where(
      or(
        ...[...codes].map((c) => (c.endsWith('%') ? like(items.itemCode, c) : inArray(items.itemCode, [c]))),
      ),
    )
    .orderBy(asc(items.itemCode));
  if (rows.length === 0) return;
  // A prefix stands for its first item in code order.
  const find = (code: string) =>
    code.endsWith('%')
      ? rows.find((r) => r.itemCode.startsWith(code.slice(0, -1)))
      : rows.find((r) => r.itemCode === code);
  const types = await db.select().from(servicePackageTypes);
  for (const p of PACKAGES) {
    const [pkg] = await db
      .insert(servicePackages)
      .values({
        name: p.name,
        typeId: types.find((t) => t.name === p.type)?.id ?? null,
        isActive: p.isActive ?? true,
        createBidGroup: p.createBidGroup ?? false,
      })
      .returning();
    const linked = [
      ...new Set(
        (p.linkedItems ?? [])
          .map(find)
          .filter((r) => r !== undefined)
          .map((r) => r.id),
      ),
    ];
    if (linked.length)
      await db.insert(servicePackageItems).values(linked.map((itemId) => ({ packageId: pkg.id, itemId })));
    if (p.linkedEquipment?.length) {
      await db
        .insert(servicePackageEquipment)
        .values(p.linkedEquipment.map((equipmentId) => ({ packageId: pkg.id, equipmentId })));
    }
    for (const [sort, o] of p.options.entries()) {
      const [option] = await db
        .insert(servicePackageOptions)
        .values({
          packageId: pkg.id,
          name: o.name,
          directions: o.directions ?? '',
          additionalSpecs: o.additionalSpecs ?? '',
          sort,
        })
        .returning();
      const lines = o.lines
        .map(([code, quantity, pricing], i) => ({ item: find(code), quantity, pricing, i }))
        .filter((l) => l.item !== undefined);
      if (lines.length === 0) continue;
      await db.insert(servicePackageOptionItems).values(
        lines.map((l) => ({
          optionId: option.id,
          itemId: l.item?.id as number,
          quantity: l.quantity,
          overridePrice: l.pricing?.overridePrice ?? null,
          markupPercent: l.pricing?.markupPercent ?? null,
          marginPercent: l.pricing?.marginPercent ?? null,
          discount: l.pricing?.discount ?? null,
          sort: l.i,
        })),
      );
    }
  }
}
