/**
 * The demo item catalogue of an HVAC, plumbing and electrical contractor, built from product families
 * (sizes × ratings × makers) so about 500 believable items come from a few tables. Money is integer
 * cents until it is written, so no float arithmetic touches it.
 */
export interface DemoItem {
  itemCode: string;
  name: string;
  description: string;
  category: string;
  type: 'Stock Part' | 'Non-Stock Part' | 'Equipment' | 'Labor' | 'Service' | 'Fee';
  maker: string | null;
  line: string | null;
  costCents: number;
  /** 0: priced through the markup schedule. */
  priceCents: number;
  markup: 'Parts' | 'Equipment' | null;
  unit?: string;
  step?: string;
  decimals?: number;
  systemType?: string;
  isEquipment?: boolean;
  /** Items of the same family and size from other makers become alternates. */
  family?: string;
}

export const CATEGORIES = [
  'HVAC Filters',
  'HVAC Electrical Parts',
  'HVAC Motors',
  'Refrigerant and Line Sets',
  'HVAC Equipment',
  'Thermostats and Controls',
  'Copper Pipe and Fittings',
  'PVC and DWV Fittings',
  'PEX and Valves',
  'Water Heaters',
  'Plumbing Fixtures',
  'Wire and Cable',
  'Breakers and Panels',
  'Wiring Devices',
  'Conduit and Boxes',
  'Labor and Service',
];

export const MAKERS = [
  'Carrier',
  'Trane',
  'Lennox',
  'Goodman',
  'Rheem',
  'Honeywell',
  'Emerson',
  'Genteq',
  'Titan',
  'Filtrete',
  'Mueller',
  'NIBCO',
  'Charlotte Pipe',
  'Uponor',
  'SharkBite',
  'Watts',
  'Moen',
  'A. O. Smith',
  'Bradford White',
  'Southwire',
  'Square D',
  'Eaton',
  'Siemens',
  'Leviton',
  'Hubbell',
];

export const LINE_GROUPS: Record<string, string[]> = {
  'HVAC Lines': ['Carrier Comfort', 'Trane XR', 'Goodman GSX', 'Honeywell Home'],
  'Plumbing Lines': ['NIBCO Wrot', 'Uponor ProPEX', 'Watts LF', 'Moen Chateau'],
  'Electrical Lines': ['Square D QO', 'Eaton BR', 'Leviton Decora', 'Southwire Romex'],
};
const LINE_OF: Record<string, string> = {
  Carrier: 'Carrier Comfort',
  Trane: 'Trane XR',
  Goodman: 'Goodman GSX',
  Honeywell: 'Honeywell Home',
  NIBCO: 'NIBCO Wrot',
  Uponor: 'Uponor ProPEX',
  Watts: 'Watts LF',
  Moen: 'Moen Chateau',
  'Square D': 'Square D QO',
  Eaton: 'Eaton BR',
  Leviton: 'Leviton Decora',
  Southwire: 'Southwire Romex',
};

/** Markup schedules: tiers by cost (cents from, cents to or null, percent). */
export const MARKUP_SCHEDULES = [
  {
    name: 'Parts',
    type: 'Percent over cost',
    tiers: [
      [0, 2500, '80'],
      [2500, 10000, '55'],
      [10000, 50000, '40'],
      [50000, null, '25'],
    ],
  },
  {
    name: 'Equipment',
    type: 'Margin',
    tiers: [
      [0, 100000, '30'],
      [100000, null, '22'],
    ],
  },
] as const;

const code = (...parts: (string | number)[]) =>
  parts
    .map((p) =>
      String(p)
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, ''),
    )
    .join('-');
const abbr = (maker: string) =>
  maker
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

export function buildDemoItems(): DemoItem[] {
  const out: DemoItem[] = [];
  const add = (i: Omit<DemoItem, 'line'> & { line?: string | null }) =>
    out.push({ ...i, line: i.line ?? (i.maker ? (LINE_OF[i.maker] ?? null) : null) });
  let n = 0;
  /** A cent amount that varies a little per item so the catalogue does not look machine-made. */
  const vary = (cents: number) => cents + ((n++ * 37) % 11) * Math.max(1, Math.floor(cents / 200));

  for (const size of ['16x20x1', '16x25x1', '20x20x1', '20x25x1', '16x25x4', '20x25x4']) {
    for (const merv of [8, 11, 13]) {
      for (const maker of ['Filtrete', 'Honeywell']) {
        const thick = size.endsWith('4') ? 3 : 1;
        add({
          itemCode: code('FLT', abbr(maker), size, `M${merv}`),
          name: `Air Filter ${size} MERV ${merv}`,
          description: `${maker} pleated air filter, ${size} in., MERV ${merv}`,
          category: 'HVAC Filters',
          type: 'Stock Part',
          maker,
          costCents: vary(thick * (400 + merv * 40)),
          priceCents: 0,
          markup: 'Parts',
          systemType: 'Material',
          family: `filter-${size}-${merv}`,
        });
      }
    }
  }
  for (const uf of ['35/5', '40/5', '45/5', '50/5', '55/5', '60/5', '5', '7.5', '10', '15']) {
    for (const maker of ['Titan', 'Genteq']) {
      const dual = uf.includes('/');
      add({
        itemCode: code('CAP', abbr(maker), uf.replace('/', 'X'), '440'),
        name: `${dual ? 'Dual' : 'Single'} Run Capacitor ${uf} MFD 440V`,
        description: `${maker} round ${dual ? 'dual' : 'single'} run capacitor ${uf} µF, 440 VAC`,
        category: 'HVAC Electrical Parts',
        type: 'Stock Part',
        maker,
        costCents: vary(dual ? 1400 : 700),
        priceCents: 0,
        markup: 'Parts',
        systemType: 'Material',
        family: `cap-${uf}`,
      });
    }
  }
  for (const poles of [1, 2]) {
    for (const amps of [30, 40]) {
      for (const maker of ['Honeywell', 'Emerson']) {
        add({
          itemCode: code('CON', abbr(maker), `${poles}P`, `${amps}A`),
          name: `Contactor ${poles}-Pole ${amps}A 24V Coil`,
          description: `${maker} definite-purpose contactor, ${poles} pole, ${amps} A, 24 VAC coil`,
          category: 'HVAC Electrical Parts',
          type: 'Stock Part',
          maker,
          costCents: vary(900 + poles * 400 + amps * 10),
          priceCents: 0,
          markup: 'Parts',
          systemType: 'Material',
          family: `contactor-${poles}-${amps}`,
        });
      }
    }
  }
  for (const hp of ['1/6', '1/4', '1/3', '1/2']) {
    for (const rpm of [825, 1075]) {
      for (const maker of ['Genteq', 'Emerson']) {
        add({
          itemCode: code('MTR', abbr(maker), hp.replace('/', ''), rpm),
          name: `Condenser Fan Motor ${hp} HP ${rpm} RPM`,
          description: `${maker} PSC condenser fan motor ${hp} HP, ${rpm} RPM, 208-230 V`,
          category: 'HVAC Motors',
          type: 'Stock Part',
          maker,
          costCents: vary(7500 + hp.length * 1500 + rpm * 5),
          priceCents: 0,
          markup: 'Parts',
          systemType: 'Material',
          family: `motor-${hp}-${rpm}`,
        });
      }
    }
  }
  for (const [gas, lb, cents] of [
    ['R-410A', 25, 21000],
    ['R-22', 30, 68000],
    ['R-32', 20, 19000],
    ['R-454B', 20, 26000],
  ] as const) {
    add({
      itemCode: code('REF', gas),
      name: `Refrigerant ${gas} (per lb)`,
      description: `${gas} refrigerant charged by the pound from a ${lb} lb cylinder`,
      category: 'Refrigerant and Line Sets',
      type: 'Stock Part',
      maker: 'Mueller',
      costCents: Math.round(cents / lb),
      priceCents: Math.round((cents / lb) * 2.5),
      markup: null,
      unit: 'LB',
      step: '0.25',
      decimals: 2,
      systemType: 'Material',
    });
  }
  for (const set of ['1/4x3/8', '3/8x3/4', '3/8x7/8']) {
    for (const ft of [15, 25, 50]) {
      add({
        itemCode: code('LS', set.replace(/\//g, ''), ft),
        name: `Line Set ${set} x ${ft} ft`,
        description: `Insulated copper line set ${set} in., ${ft} ft with 1/2 in. insulation`,
        category: 'Refrigerant and Line Sets',
        type: 'Stock Part',
        maker: 'Mueller',
        costCents: vary(ft * 260 + set.length * 300),
        priceCents: 0,
        markup: 'Parts',
        systemType: 'Material',
      });
    }
  }
  for (const tons of [2, 2.5, 3, 3.5, 4, 5]) {
    for (const seer of [14, 16]) {
      for (const maker of ['Carrier', 'Trane', 'Goodman']) {
        add({
          itemCode: code('AC', abbr(maker), `${tons * 10}T`, `S${seer}`),
          name: `${tons} Ton ${seer} SEER2 Air Conditioner`,
          description: `${maker} split-system condensing unit, ${tons} ton, ${seer} SEER2, R-410A`,
          category: 'HVAC Equipment',
          type: 'Equipment',
          maker,
          costCents: vary(150000 + tons * 42000 + (seer - 14) * 30000 + (maker === 'Goodman' ? 0 : 25000)),
          priceCents: 0,
          markup: 'Equipment',
          isEquipment: true,
          systemType: 'Equipment',
          family: `ac-${tons}-${seer}`,
        });
      }
    }
  }
  for (const mbh of [60, 80, 100, 120]) {
    for (const afue of [80, 96]) {
      for (const maker of ['Carrier', 'Lennox', 'Rheem']) {
        add({
          itemCode: code('FUR', abbr(maker), mbh, afue),
          name: `${mbh}k BTU ${afue}% Gas Furnace`,
          description: `${maker} ${afue === 96 ? 'two-stage condensing' : 'single-stage'} gas furnace, ${mbh},000 BTU/h, ${afue}% AFUE`,
          category: 'HVAC Equipment',
          type: 'Equipment',
          maker,
          costCents: vary(90000 + mbh * 900 + (afue - 80) * 4500),
          priceCents: 0,
          markup: 'Equipment',
          isEquipment: true,
          systemType: 'Equipment',
          family: `furnace-${mbh}-${afue}`,
        });
      }
    }
  }
  for (const [model, cents] of [
    ['T4 Pro Programmable', 4500],
    ['T6 Pro Smart', 11000],
    ['T10 Pro Smart with Sensor', 19500],
    ['Non-Programmable', 2600],
    ['FocusPRO 5000', 6800],
    ['Prestige IAQ', 32000],
  ] as const) {
    add({
      itemCode: code('TSTAT', model.split(' ').slice(0, 2).join('')),
      name: `Thermostat ${model}`,
      description: `Honeywell Home ${model} thermostat`,
      category: 'Thermostats and Controls',
      type: 'Stock Part',
      maker: 'Honeywell',
      costCents: cents,
      priceCents: cents * 2,
      markup: null,
      systemType: 'Material',
    });
  }
  for (const fitting of [
    '90 Elbow',
    '45 Elbow',
    'Tee',
    'Coupling',
    'Cap',
    'Male Adapter',
    'Female Adapter',
  ]) {
    for (const size of ['1/2', '3/4', '1', '1-1/4']) {
      for (const maker of ['NIBCO', 'Mueller']) {
        add({
          itemCode: code('CU', abbr(maker), fitting, size.replace(/[-/]/g, '')),
          name: `Copper ${fitting} ${size} in.`,
          description: `${maker} wrot copper ${fitting.toLowerCase()}, ${size} in. sweat`,
          category: 'Copper Pipe and Fittings',
          type: 'Stock Part',
          maker,
          costCents: vary(90 + size.length * 120 + fitting.length * 15),
          priceCents: 0,
          markup: 'Parts',
          systemType: 'Material',
          family: `cu-${fitting}-${size}`,
        });
      }
    }
  }
  for (const [type, size] of [
    ['L', '1/2'],
    ['L', '3/4'],
    ['L', '1'],
    ['M', '1/2'],
    ['M', '3/4'],
    ['K', '1'],
  ] as const) {
    add({
      itemCode: code('CUP', type, size.replace('/', '')),
      name: `Copper Pipe Type ${type} ${size} in. (per ft)`,
      description: `Type ${type} hard copper tube, ${size} in., cut to length`,
      category: 'Copper Pipe and Fittings',
      type: 'Stock Part',
      maker: 'Mueller',
      costCents: 250 + size.length * 180,
      priceCents: 0,
      markup: 'Parts',
      unit: 'FT',
      step: '0.5',
      decimals: 1,
      systemType: 'Material',
    });
  }
  for (const fitting of [
    '1/4 Bend',
    '1/8 Bend',
    'Sanitary Tee',
    'Wye',
    'Coupling',
    'P-Trap',
    'Cleanout Adapter',
  ]) {
    for (const size of ['1-1/2', '2', '3', '4']) {
      add({
        itemCode: code('PVC', fitting, size.replace(/[-/]/g, '')),
        name: `PVC DWV ${fitting} ${size} in.`,
        description: `Charlotte Pipe PVC DWV ${fitting.toLowerCase()}, ${size} in. hub`,
        category: 'PVC and DWV Fittings',
        type: 'Stock Part',
        maker: 'Charlotte Pipe',
        costCents: vary(150 + Number(size.slice(0, 1)) * 160),
        priceCents: 0,
        markup: 'Parts',
        systemType: 'Material',
      });
    }
  }
  for (const fitting of ['Elbow', 'Tee', 'Coupling', 'Male Adapter', 'Stub Elbow']) {
    for (const size of ['1/2', '3/4', '1']) {
      for (const maker of ['Uponor', 'SharkBite']) {
        add({
          itemCode: code('PEX', abbr(maker), fitting, size.replace('/', '')),
          name: `PEX ${fitting} ${size} in.`,
          description: `${maker} ${maker === 'SharkBite' ? 'push-to-connect' : 'ProPEX expansion'} ${fitting.toLowerCase()}, ${size} in.`,
          category: 'PEX and Valves',
          type: 'Stock Part',
          maker,
          costCents: vary(maker === 'SharkBite' ? 700 + size.length * 250 : 250 + size.length * 120),
          priceCents: 0,
          markup: 'Parts',
          systemType: 'Material',
          family: `pex-${fitting}-${size}`,
        });
      }
    }
  }
  for (const size of ['1/2', '3/4', '1', '1-1/4', '1-1/2', '2']) {
    for (const maker of ['Watts', 'NIBCO']) {
      add({
        itemCode: code('BV', abbr(maker), size.replace(/[-/]/g, '')),
        name: `Ball Valve Lead-Free ${size} in.`,
        description: `${maker} full-port lead-free brass ball valve, ${size} in. sweat`,
        category: 'PEX and Valves',
        type: 'Stock Part',
        maker,
        costCents: vary(900 + size.length * 700),
        priceCents: 0,
        markup: 'Parts',
        systemType: 'Material',
        family: `ballvalve-${size}`,
      });
    }
  }
  for (const gal of [40, 50, 75]) {
    for (const fuel of ['Gas', 'Electric']) {
      for (const maker of ['A. O. Smith', 'Bradford White', 'Rheem']) {
        add({
          itemCode: code('WH', abbr(maker), gal, fuel[0]),
          name: `${gal} Gallon ${fuel} Water Heater`,
          description: `${maker} ${gal} gal ${fuel.toLowerCase()} tank water heater, 6-year warranty`,
          category: 'Water Heaters',
          type: 'Equipment',
          maker,
          costCents: vary(52000 + gal * 900 + (fuel === 'Gas' ? 18000 : 0)),
          priceCents: 0,
          markup: 'Equipment',
          isEquipment: true,
          systemType: 'Equipment',
          family: `wh-${gal}-${fuel}`,
        });
      }
    }
  }
  for (const [name, cents] of [
    ['Kitchen Faucet Pull-Down', 14500],
    ['Lavatory Faucet Two-Handle', 6800],
    ['Tub and Shower Trim Kit', 9800],
    ['Posi-Temp Cartridge', 2400],
    ['Toilet Wax Ring with Flange', 450],
    ['Toilet Fill Valve', 1100],
    ['Toilet Flapper 3 in.', 700],
    ['Garbage Disposal 1/2 HP', 9800],
    ['Sump Pump 1/3 HP', 13500],
  ] as const) {
    add({
      itemCode: code('PF', name.split(' ').slice(0, 3).join('')),
      name,
      description: `${name}, contractor grade`,
      category: 'Plumbing Fixtures',
      type: 'Stock Part',
      maker: name.includes('Faucet') || name.includes('Posi') || name.includes('Tub') ? 'Moen' : null,
      costCents: cents,
      priceCents: 0,
      markup: 'Parts',
      systemType: 'Material',
    });
  }
  for (const len of [12, 16, 20, 24]) {
    for (const kind of ['Faucet', 'Toilet']) {
      add({
        itemCode: code('SL', kind, len),
        name: `Braided ${kind} Supply Line ${len} in.`,
        description: `Stainless braided ${kind.toLowerCase()} supply connector, ${len} in.`,
        category: 'Plumbing Fixtures',
        type: 'Stock Part',
        maker: 'Watts',
        costCents: vary(450 + len * 20),
        priceCents: 0,
        markup: 'Parts',
        systemType: 'Material',
      });
    }
  }
  for (const awg of [14, 12, 10, 8, 6]) {
    for (const color of ['Black', 'White', 'Red', 'Green', 'Blue']) {
      add({
        itemCode: code('THHN', awg, color),
        name: `THHN Wire ${awg} AWG ${color} (per ft)`,
        description: `Southwire THHN/THWN-2 stranded copper, ${awg} AWG, ${color.toLowerCase()}`,
        category: 'Wire and Cable',
        type: 'Stock Part',
        maker: 'Southwire',
        costCents: Math.max(12, 260 - awg * 16),
        priceCents: 0,
        markup: 'Parts',
        unit: 'FT',
        step: '1',
        decimals: 0,
        systemType: 'Material',
      });
    }
  }
  for (const cable of ['14-2', '12-2', '12-3', '10-2', '10-3', '6-3']) {
    add({
      itemCode: code('NMB', cable, '250'),
      name: `Romex NM-B ${cable} with Ground 250 ft`,
      description: `Southwire Romex SIMpull NM-B ${cable} W/G, 250 ft coil`,
      category: 'Wire and Cable',
      type: 'Stock Part',
      maker: 'Southwire',
      costCents: vary(6000 + (16 - Number(cable.split('-')[0])) * 4200 + Number(cable.split('-')[1]) * 1500),
      priceCents: 0,
      markup: 'Parts',
      systemType: 'Material',
    });
  }
  for (const amps of [15, 20, 30, 40, 50, 60]) {
    for (const poles of [1, 2]) {
      for (const maker of ['Square D', 'Eaton', 'Siemens']) {
        add({
          itemCode: code('BKR', abbr(maker), `${poles}P`, amps),
          name: `Circuit Breaker ${poles}-Pole ${amps}A`,
          description: `${maker} plug-on circuit breaker, ${poles} pole, ${amps} A, 120/240 V`,
          category: 'Breakers and Panels',
          type: 'Stock Part',
          maker,
          costCents: vary(poles * 900 + amps * 25 + (maker === 'Square D' ? 500 : 0)),
          priceCents: 0,
          markup: 'Parts',
          systemType: 'Material',
          family: `breaker-${poles}-${amps}`,
        });
      }
    }
  }
  for (const kind of ['GFCI', 'AFCI', 'Dual Function']) {
    for (const amps of [15, 20]) {
      for (const maker of ['Square D', 'Eaton']) {
        add({
          itemCode: code('BKR', abbr(maker), kind, amps),
          name: `${kind} Breaker 1-Pole ${amps}A`,
          description: `${maker} ${kind} circuit breaker, 1 pole, ${amps} A`,
          category: 'Breakers and Panels',
          type: 'Stock Part',
          maker,
          costCents: vary(3800 + amps * 60),
          priceCents: 0,
          markup: 'Parts',
          systemType: 'Material',
          family: `breaker-${kind}-${amps}`,
        });
      }
    }
  }
  for (const amps of [100, 150, 200]) {
    add({
      itemCode: code('PNL', 'SQD', amps),
      name: `Load Center ${amps}A Main Breaker`,
      description: `Square D Homeline ${amps} A main breaker load center, indoor`,
      category: 'Breakers and Panels',
      type: 'Stock Part',
      maker: 'Square D',
      costCents: vary(9000 + amps * 110),
      priceCents: 0,
      markup: 'Parts',
      systemType: 'Material',
    });
  }
  for (const device of [
    'Duplex Receptacle 15A',
    'Duplex Receptacle 20A',
    'GFCI Receptacle 15A',
    'GFCI Receptacle 20A',
    'Single-Pole Switch',
    '3-Way Switch',
    'Decora Dimmer',
    'USB Receptacle',
  ]) {
    for (const color of ['White', 'Ivory', 'Black']) {
      for (const maker of ['Leviton', 'Hubbell']) {
        add({
          itemCode: code('WD', abbr(maker), device, color),
          name: `${device} ${color}`,
          description: `${maker} ${device.toLowerCase()}, ${color.toLowerCase()}, residential grade`,
          category: 'Wiring Devices',
          type: 'Stock Part',
          maker,
          costCents: vary(
            device.includes('GFCI')
              ? 1500
              : device.includes('Dimmer')
                ? 2200
                : device.includes('USB')
                  ? 1900
                  : 180,
          ),
          priceCents: 0,
          markup: 'Parts',
          systemType: 'Material',
          family: `wd-${device}-${color}`,
        });
      }
    }
  }
  for (const size of ['1/2', '3/4', '1', '1-1/4']) {
    for (const part of [
      'EMT Conduit 10 ft',
      'EMT Set-Screw Connector',
      'EMT Set-Screw Coupling',
      'EMT 1-Hole Strap',
    ]) {
      add({
        itemCode: code('EMT', part.split(' ').slice(1, 3).join(''), size.replace(/[-/]/g, '')),
        name: `${part} ${size} in.`,
        description: `Steel ${part.toLowerCase()}, ${size} in. trade size`,
        category: 'Conduit and Boxes',
        type: 'Stock Part',
        maker: null,
        costCents: vary(part.includes('Conduit') ? 600 + size.length * 400 : 60 + size.length * 40),
        priceCents: 0,
        markup: 'Parts',
        systemType: 'Material',
      });
    }
  }
  for (const box of [
    'Single-Gang Old Work Box',
    'Two-Gang Old Work Box',
    '4 in. Square Box',
    '4 in. Octagon Box',
    'Ceiling Fan Rated Box',
    'Weatherproof Box 1-Gang',
  ]) {
    add({
      itemCode: code('BOX', box.split(' ').slice(0, 3).join('')),
      name: box,
      description: `${box}, UL listed`,
      category: 'Conduit and Boxes',
      type: 'Stock Part',
      maker: null,
      costCents: vary(box.includes('Weather') ? 900 : 250),
      priceCents: 0,
      markup: 'Parts',
      systemType: 'Material',
    });
  }
  const labor: [string, string, number, number][] = [
    ['LAB-HVAC', 'HVAC Technician Labor', 4200, 12500],
    ['LAB-HVAC-OT', 'HVAC Technician Overtime', 6300, 18750],
    ['LAB-PLMB', 'Plumber Labor', 4000, 11500],
    ['LAB-ELEC', 'Electrician Labor', 4400, 12500],
    ['LAB-HELP', 'Helper Labor', 2200, 6500],
  ];
  for (const [c, name, cost, price] of labor) {
    add({
      itemCode: c,
      name,
      description: `${name}, per hour`,
      category: 'Labor and Service',
      type: 'Labor',
      maker: null,
      costCents: cost,
      priceCents: price,
      markup: null,
      unit: 'HR',
      step: '0.25',
      decimals: 2,
      systemType: 'Labor',
    });
  }
  for (const [c, name, price, type] of [
    ['SVC-DIAG', 'Diagnostic Service Call', 8900, 'Service'],
    ['SVC-TUNE-AC', 'AC Precision Tune-Up', 12900, 'Service'],
    ['SVC-TUNE-FUR', 'Furnace Safety Inspection', 11900, 'Service'],
    ['SVC-DRAIN', 'Drain Cleaning Main Line', 24900, 'Service'],
    ['FEE-TRIP', 'Trip Charge', 4900, 'Fee'],
    ['FEE-PERMIT', 'Permit Fee', 15000, 'Fee'],
    ['FEE-DISP', 'Equipment Disposal Fee', 7500, 'Fee'],
  ] as const) {
    add({
      itemCode: c,
      name,
      description: name,
      category: 'Labor and Service',
      type,
      maker: null,
      costCents: 0,
      priceCents: price,
      markup: null,
      systemType: type === 'Fee' ? 'Other' : 'Labor',
    });
  }
  return out;
}

/** Kits: a parent item (non-stock) and the item codes and quantities it contains. */
export const KITS: { item: Omit<DemoItem, 'costCents'>; parts: [string, string][] }[] = [
  {
    item: {
      itemCode: 'KIT-AC-CHANGEOUT-3T',
      name: '3 Ton AC Change-Out Kit',
      description: 'Condensing unit install kit: line set, disconnect parts, pad and refrigerant top-off',
      category: 'HVAC Equipment',
      type: 'Non-Stock Part',
      maker: null,
      line: null,
      priceCents: 0,
      markup: 'Parts',
      systemType: 'Material',
    },
    parts: [
      ['LS-38X34-25', '1'],
      ['CON-HON-2P-40A', '1'],
      ['CAP-TIT-45X5-440', '1'],
      ['REF-R410A', '3.5'],
    ],
  },
  {
    item: {
      itemCode: 'KIT-WH-INSTALL',
      name: 'Water Heater Install Kit',
      description: 'Supply lines, ball valve and copper fittings for a tank water heater',
      category: 'Water Heaters',
      type: 'Non-Stock Part',
      maker: null,
      line: null,
      priceCents: 0,
      markup: 'Parts',
      systemType: 'Material',
    },
    parts: [
      ['SL-FAUCET-18', '0'],
      ['SL-FAUCET-16', '2'],
      ['BV-WAT-34', '1'],
      ['CU-NIB-MALEADAPTER-34', '2'],
    ],
  },
  {
    item: {
      itemCode: 'KIT-PANEL-200',
      name: '200A Panel Upgrade Kit',
      description: 'Load center with breakers for a typical 200 A service upgrade',
      category: 'Breakers and Panels',
      type: 'Non-Stock Part',
      maker: null,
      line: null,
      priceCents: 0,
      markup: 'Parts',
      systemType: 'Material',
    },
    parts: [
      ['PNL-SQD-200', '1'],
      ['BKR-SQU-1P-20', '8'],
      ['BKR-SQU-1P-15', '6'],
      ['BKR-SQU-2P-30', '2'],
      ['BKR-SQU-AFCI-15', '4'],
    ],
  },
];
