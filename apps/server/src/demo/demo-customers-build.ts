import {
  BUSINESS_ALERTS,
  BUSINESS_PREFIXES,
  BUSINESS_SITES,
  BUSINESS_TITLES,
  CITIES,
  type City,
  COMMERCIAL_SUFFIXES,
  COMPLEX_NAMES,
  type DemoAlert,
  FIRST_NAMES,
  GATE_CODE,
  GOVERNMENT,
  GOVERNMENT_TITLES,
  HOME_ALERTS,
  INDUSTRIAL_SUFFIXES,
  LAST_NAMES,
  PRE_PAY,
  PROPERTY_SUFFIXES,
  PROPERTY_TITLES,
} from './demo-customers-data';

/**
 * The demo customers as plain records, before any ids exist. A seeded generator rather than
 * Math.random: every start (and every test database) gets the same customers, so screenshots,
 * walkthroughs and bug reports can name them.
 */

export type Kind = 'Residential' | 'Commercial' | 'Industrial' | 'Property Management' | 'Government';
export type Status = 'Active' | 'On Hold' | 'Prospect' | 'Inactive';

export interface AddressSpec {
  street: string;
  additionalAddressInfo: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isVerified: boolean;
  latitude: string | null;
  longitude: string | null;
}

export interface LocationSpec {
  name: string;
  address: AddressSpec;
  city: City;
  /** Business hours are kept for everything but homes. */
  hours: { weekdayOpen: string; weekdayClose: string; saturday: boolean } | null;
  technicianNotes: string | null;
  preferredTechnician: boolean;
  lastTechnician: boolean;
}

export interface ContactSpec {
  firstName: string;
  lastName: string;
  title: string | null;
  workPhone: string | null;
  cellPhone: string | null;
  email: string | null;
  isPrimaryContact: boolean;
  isActive: boolean;
  isEmailValid: boolean;
  links: { location: number; receiveSignoffs: boolean; isPrimary: boolean }[];
  /** By notification type sort order (1..6). */
  subscriptions: { type: number; isSubscribed: boolean; optedOutByContact: boolean }[];
  /** Sent `daysAgo` days back at `minuteOfDay` minutes after midnight UTC. */
  logs: { type: number; daysAgo: number; minuteOfDay: number; status: string }[];
}

export interface CustomerSpec {
  name: string;
  accountNumber: string;
  kind: Kind;
  status: Status;
  currency: 'USD' | 'CAD';
  phone: string;
  email: string | null;
  website: string | null;
  notes: string | null;
  billingAddress: AddressSpec;
  /** Index of another demo customer that receives this customer's invoices. */
  billingCustomer: number | null;
  createdDaysAgo: number;
  locations: LocationSpec[];
  contacts: ContactSpec[];
  alerts: DemoAlert[];
}

export const DEMO_CUSTOMER_COUNT = 200;

/** mulberry32: tiny, fast and good enough for believable demo data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOME_NOTES = [
  'Furnace in the attic; access through the hall closet.',
  'Water heater in the garage.',
  'Electrical panel in the basement utility room.',
  'Crawl space access under the back porch.',
];
const BUSINESS_NOTES = [
  'Rooftop units: ladder access from the mechanical room.',
  'Check in at the front desk and ask for facilities.',
  'Park in the rear lot only.',
  'Boiler room key is kept at reception.',
  'Electrical room behind the loading dock.',
];

// Two CAD customers: Canadian owners of Colorado properties, billed in their home currency.
const CANADIAN: { name: string; address: Omit<AddressSpec, 'isVerified' | 'latitude' | 'longitude'> }[] = [
  {
    name: 'Maple Leaf Hospitality Group',
    address: {
      street: '250 6 Ave SW',
      additionalAddressInfo: 'Suite 1500',
      city: 'Calgary',
      state: 'AB',
      postalCode: 'T2P 3H7',
      country: 'CA',
    },
  },
  {
    name: 'Northern Lights Outfitters Ltd.',
    address: {
      street: '555 W Hastings St',
      additionalAddressInfo: null,
      city: 'Vancouver',
      state: 'BC',
      postalCode: 'V6B 4N6',
      country: 'CA',
    },
  },
];

export function buildDemoCustomers(seed = 20260301): CustomerSpec[] {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const chance = (p: number) => rnd() < p;
  const phone = (city: City) => `${pick(city.areaCodes)}-555-01${String(int(0, 99)).padStart(2, '0')}`;
  const usedNames = new Set<string>();
  const usedEmails = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const n = make();
      if (!usedNames.has(n)) {
        usedNames.add(n);
        return n;
      }
    }
  };
  const emailFor = (first: string, last: string, domain: string) => {
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${base}@${domain}`;
    for (let n = 2; usedEmails.has(email); n++) email = `${base}${n}@${domain}`;
    usedEmails.add(email);
    return email;
  };
  const address = (city: City, business: boolean): AddressSpec => {
    const verified = chance(0.2);
    return {
      street: `${business ? int(1000, 15999) : int(100, 9899)} ${pick(city.streets)}`,
      additionalAddressInfo:
        business && chance(0.3) ? `Suite ${int(1, 4)}${String(int(0, 30)).padStart(2, '0')}` : null,
      city: city.name,
      state: 'CO',
      postalCode: pick(city.zips),
      country: 'US',
      isVerified: verified,
      latitude: verified ? (city.lat + (rnd() - 0.5) * 0.08).toFixed(7) : null,
      longitude: verified ? (city.lng + (rnd() - 0.5) * 0.08).toFixed(7) : null,
    };
  };
  const cityNamed = (name: string) => CITIES.find((c) => c.name === name)!;
  const location = (name: string, city: City, business: boolean): LocationSpec => ({
    name,
    address: address(city, business),
    city,
    hours: business
      ? {
          weekdayOpen: pick(['07:00', '07:00', '07:00', '08:00', '06:00']),
          weekdayClose: pick(['17:00', '17:00', '17:00', '18:00']),
          saturday: chance(0.4),
        }
      : null,
    technicianNotes: chance(0.35) ? pick(business ? BUSINESS_NOTES : HOME_NOTES) : null,
    preferredTechnician: chance(0.6),
    lastTechnician: chance(0.5),
  });
  const person = (kind: Kind, city: City, lastName?: string): ContactSpec => {
    const firstName = pick(FIRST_NAMES);
    const last = lastName ?? pick(LAST_NAMES);
    const residential = kind === 'Residential';
    const titles =
      kind === 'Property Management'
        ? PROPERTY_TITLES
        : kind === 'Government'
          ? GOVERNMENT_TITLES
          : BUSINESS_TITLES;
    return {
      firstName,
      lastName: last,
      title: residential ? null : pick(titles),
      workPhone: residential ? (chance(0.3) ? phone(city) : null) : phone(city),
      cellPhone: residential || chance(0.6) ? phone(city) : null,
      email: chance(0.92) ? emailFor(firstName, last, residential ? 'example.com' : 'example.net') : null,
      isPrimaryContact: false,
      isActive: chance(0.96),
      isEmailValid: chance(0.97),
      links: [],
      subscriptions: [],
      logs: [],
    };
  };

  const customers: CustomerSpec[] = [];
  for (let i = 0; i < DEMO_CUSTOMER_COUNT; i++) {
    const canadian = i === 3 || i === 4 ? CANADIAN[i - 3] : null;
    const roll = rnd();
    let kind: Kind =
      roll < 0.55
        ? 'Residential'
        : roll < 0.8
          ? 'Commercial'
          : roll < 0.85
            ? 'Industrial'
            : roll < 0.95
              ? 'Property Management'
              : 'Government';
    if (i === 0) kind = 'Residential';
    if (i === 1 || canadian) kind = 'Commercial';
    const gov = kind === 'Government' ? GOVERNMENT.find((g) => !usedNames.has(g.name)) : undefined;
    if (kind === 'Government' && !gov) kind = 'Commercial';
    const homeCity = gov ? cityNamed(gov.city) : i === 0 ? cityNamed('Denver') : pick(CITIES);
    const residential = kind === 'Residential';

    let name: string;
    let lastName: string | undefined;
    if (i === 0) name = unique(() => 'Jennifer Alvarez');
    else if (i === 1) name = unique(() => 'Front Range Dental Group');
    else if (canadian) name = unique(() => canadian.name);
    else if (gov) name = unique(() => gov.name);
    else if (residential) name = unique(() => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`);
    else {
      const suffixes =
        kind === 'Industrial'
          ? INDUSTRIAL_SUFFIXES
          : kind === 'Property Management'
            ? PROPERTY_SUFFIXES
            : COMMERCIAL_SUFFIXES;
      name = unique(() => `${pick(BUSINESS_PREFIXES)} ${pick(suffixes)}`);
    }
    if (residential) lastName = name.slice(name.indexOf(' ') + 1);

    const locations: LocationSpec[] = [];
    if (residential) {
      const count = chance(0.15) ? 2 : 1;
      for (let l = 0; l < count; l++) {
        const city = l === 0 ? homeCity : pick(CITIES);
        const loc = location('', city, false);
        loc.name = loc.address.street;
        locations.push(loc);
      }
    } else if (gov) {
      for (const site of gov.sites) locations.push(location(site, homeCity, true));
    } else if (kind === 'Property Management') {
      const count = int(2, 3);
      for (let l = 0; l < count; l++) {
        locations.push(location(pick(COMPLEX_NAMES), l === 0 ? homeCity : pick(CITIES), true));
      }
    } else {
      const count = i === 1 ? 2 : chance(0.7) ? 1 : int(2, 3);
      const sites = new Set<string>();
      for (let l = 0; l < count; l++) {
        const city = l === 0 ? homeCity : pick(CITIES);
        let site = count === 1 ? name : `${name} — ${city.name}`;
        if (sites.has(site)) site = `${name} — ${pick(BUSINESS_SITES)}`;
        sites.add(site);
        locations.push(location(site, city, true));
      }
    }

    const contacts: ContactSpec[] = [];
    const contactCount = residential ? (chance(0.3) ? 2 : 1) : int(2, 4);
    for (let c = 0; c < contactCount; c++) {
      const p = person(kind, homeCity, residential ? lastName : undefined);
      if (residential && c === 0) {
        p.firstName = name.slice(0, name.indexOf(' '));
        p.email = emailFor(p.firstName, p.lastName, 'example.com');
      }
      if (c === 0) {
        p.isPrimaryContact = true;
        p.isActive = true;
        if (!residential)
          p.title = kind === 'Government' ? 'Facilities Coordinator' : pick(['Owner', 'Office Manager']);
      }
      contacts.push(p);
    }
    // Each location gets a site contact who signs off the work; the primary contact sees every location.
    locations.forEach((_, l) => {
      const site = contacts[l % contacts.length];
      site.links.push({ location: l, receiveSignoffs: true, isPrimary: true });
      if (site !== contacts[0])
        contacts[0].links.push({ location: l, receiveSignoffs: false, isPrimary: false });
    });
    if (residential && contacts[1])
      contacts[1].links.push({ location: 0, receiveSignoffs: false, isPrimary: false });

    for (const p of contacts) {
      if (!p.email || !p.isActive || !chance(0.85)) continue;
      const types = [1, 2, 3];
      if (chance(0.5)) types.push(6);
      if (p.isPrimaryContact) types.push(4);
      if (p.isPrimaryContact && !residential) types.push(5);
      const optOut = chance(0.08) ? pick([1, 2, 3]) : null;
      for (const type of types.sort()) {
        p.subscriptions.push({ type, isSubscribed: type !== optOut, optedOutByContact: type === optOut });
      }
      if (chance(0.4)) {
        const sendable = p.subscriptions.filter((s) => s.isSubscribed).map((s) => s.type);
        for (let n = int(1, 4); n > 0; n--) {
          p.logs.push({
            type: pick(sendable),
            daysAgo: int(0, 29),
            // 7:00 to 16:59 in Colorado (UTC-7).
            minuteOfDay: int(14 * 60, 24 * 60 - 1),
            status: p.isEmailValid ? 'sent' : 'failed',
          });
        }
      }
    }

    const alerts: DemoAlert[] = [];
    if (i === 0) alerts.push(GATE_CODE);
    else if (i === 7) alerts.push(PRE_PAY);
    else if (chance(0.06)) alerts.push(pick(residential ? HOME_ALERTS : BUSINESS_ALERTS));
    const statusRoll = rnd();
    const status: Status =
      alerts[0] === PRE_PAY
        ? 'On Hold'
        : i < 2 || statusRoll < 0.88
          ? 'Active'
          : statusRoll < 0.95
            ? 'Prospect'
            : 'Inactive';

    const mainPhone = residential ? contacts[0].cellPhone! : phone(homeCity);
    const slug = name
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 24);
    customers.push({
      name,
      accountNumber: `C-${10001 + i}`,
      kind,
      status,
      currency: canadian ? 'CAD' : 'USD',
      phone: mainPhone,
      email: residential ? contacts[0].email : `office.${slug}@example.net`,
      website: !residential && chance(0.5) ? `https://www.${slug}.example` : null,
      notes: chance(0.1) ? 'Prefers morning appointments.' : null,
      billingAddress: canadian
        ? { ...canadian.address, isVerified: false, latitude: null, longitude: null }
        : { ...locations[0].address },
      billingCustomer: null,
      createdDaysAgo: (DEMO_CUSTOMER_COUNT - i) * 5 + int(0, 4),
      locations,
      contacts,
      alerts,
    });
  }
  // A few tenants whose service is billed to their property manager.
  const managers = customers.flatMap((c, i) => (c.kind === 'Property Management' ? [i] : []));
  const tenants = customers.flatMap((c, i) => (c.kind === 'Commercial' && i > 4 ? [i] : []));
  for (let n = 0; n < Math.min(3, managers.length); n++)
    customers[tenants[n * 5]].billingCustomer = managers[n];
  return customers;
}
