/** Word lists for the demo customers: Front Range places, people and businesses. */

export interface City {
  name: string;
  zips: string[];
  areaCodes: string[];
  streets: string[];
  /** The office that sends crews there. */
  office: 'denver' | 'springs';
  zone: 'North' | 'South' | 'East' | 'West' | 'Central';
  lat: number;
  lng: number;
}

export const CITIES: City[] = [
  {
    name: 'Denver',
    zips: ['80202', '80203', '80205', '80206', '80209', '80210', '80211', '80218', '80220', '80222', '80224'],
    areaCodes: ['303', '720'],
    streets: [
      'S Pearl St',
      'E Colfax Ave',
      'York St',
      'W 32nd Ave',
      'Tennyson St',
      'S Broadway',
      'E 17th Ave',
      'Federal Blvd',
      'Downing St',
      'E Evans Ave',
      'S Colorado Blvd',
      'Holly St',
      'Blake St',
      'Larimer St',
    ],
    office: 'denver',
    zone: 'Central',
    lat: 39.7392,
    lng: -104.9903,
  },
  {
    name: 'Aurora',
    zips: ['80010', '80011', '80012', '80013', '80014', '80015', '80016', '80017'],
    areaCodes: ['303', '720'],
    streets: [
      'E Iliff Ave',
      'S Havana St',
      'E Mississippi Ave',
      'S Buckley Rd',
      'E Alameda Ave',
      'S Chambers Rd',
      'E Hampden Ave',
      'S Parker Rd',
    ],
    office: 'denver',
    zone: 'East',
    lat: 39.7294,
    lng: -104.8319,
  },
  {
    name: 'Lakewood',
    zips: ['80214', '80215', '80226', '80227', '80228', '80232'],
    areaCodes: ['303', '720'],
    streets: [
      'W Alameda Ave',
      'S Wadsworth Blvd',
      'W Colfax Ave',
      'S Kipling Pkwy',
      'W Jewell Ave',
      'Union Blvd',
      'W Mississippi Ave',
    ],
    office: 'denver',
    zone: 'West',
    lat: 39.7047,
    lng: -105.0814,
  },
  {
    name: 'Boulder',
    zips: ['80301', '80302', '80303', '80304', '80305'],
    areaCodes: ['303', '720'],
    streets: [
      'Pearl St',
      'Broadway',
      'Baseline Rd',
      'Arapahoe Ave',
      'Table Mesa Dr',
      'Folsom St',
      '28th St',
      'Iris Ave',
    ],
    office: 'denver',
    zone: 'North',
    lat: 40.015,
    lng: -105.2705,
  },
  {
    name: 'Colorado Springs',
    zips: ['80903', '80904', '80905', '80906', '80907', '80909', '80910', '80915', '80918', '80920'],
    areaCodes: ['719'],
    streets: [
      'N Nevada Ave',
      'S Tejon St',
      'N Academy Blvd',
      'E Platte Ave',
      'Garden of the Gods Rd',
      'Briargate Pkwy',
      'N Union Blvd',
      'Woodmen Rd',
      'Austin Bluffs Pkwy',
      'Cheyenne Mountain Blvd',
    ],
    office: 'springs',
    zone: 'South',
    lat: 38.8339,
    lng: -104.8214,
  },
  {
    name: 'Fort Collins',
    zips: ['80521', '80524', '80525', '80526', '80528'],
    areaCodes: ['970'],
    streets: [
      'S College Ave',
      'Horsetooth Rd',
      'W Drake Rd',
      'E Harmony Rd',
      'S Timberline Rd',
      'W Mulberry St',
      'S Shields St',
      'W Prospect Rd',
    ],
    office: 'denver',
    zone: 'North',
    lat: 40.5853,
    lng: -105.0844,
  },
];

export const FIRST_NAMES = (
  'Jennifer Michael Sarah David Emily James Maria Robert Jessica William Ashley Daniel Amanda ' +
  'Christopher Stephanie Matthew Nicole Joshua Laura Andrew Megan Ryan Rachel Kevin Lauren Brian ' +
  'Olivia Carlos Sofia Luis Ana Miguel Gabriela Jose Hannah Tyler Grace Ethan Chloe Nathan Mei Wei ' +
  'Aisha Omar Priya Raj Fatima Hiroshi Yuki Tomas Elena Patrick Heather Derek Monica Gregory Tanya ' +
  'Victor Rosa Caleb'
).split(' ');

export const LAST_NAMES = (
  'Alvarez Johnson Martinez Nguyen Smith Garcia Brown Williams Lopez Anderson Thompson Hernandez ' +
  'Miller Davis Wilson Moore Taylor Jackson White Harris Clark Lewis Robinson Walker Young Allen ' +
  'King Wright Scott Torres Ramirez Flores Rivera Gomez Sanchez Patel Kim Chen Park Yamamoto Okafor ' +
  "Haddad Schneider Novak Kowalski O'Brien Murphy Sullivan Bennett Fischer Romero Vasquez Castillo " +
  'Gutierrez Mendoza Reyes Larsen Lindqvist'
).split(' ');

export const BUSINESS_PREFIXES = [
  'Front Range',
  'Mile High',
  'Cherry Creek',
  'Rocky Mountain',
  'Pikes Peak',
  'Flatirons',
  'Red Rocks',
  'Centennial',
  'Platte River',
  'Highlands',
  'Sloan Lake',
  'Wash Park',
  'Belmar',
  'Poudre Valley',
  'Old Town',
  'Cheyenne Mountain',
  'Summit View',
  'Evergreen',
  'Aspen Grove',
  'Columbine',
  'Bluebird',
  'Blue Spruce',
  'Clear Creek',
  'Bear Creek',
  'Foothills',
  'Timberline',
  'Larkspur',
  'Golden Eagle',
];

export const COMMERCIAL_SUFFIXES = [
  'Dental Group',
  'Animal Hospital',
  'Family Medicine',
  'Coffee Roasters',
  'Brewing Co.',
  'Auto Repair',
  'Veterinary Clinic',
  'Bakery',
  'Fitness',
  'Montessori School',
  'Physical Therapy',
  'Insurance Agency',
  'Title Company',
  'Credit Union',
  'Law Group',
  'Bistro',
  'Taqueria',
  'Hardware',
  'Self Storage',
  'Dermatology',
  'Orthodontics',
  'Pediatrics',
  'Print Shop',
  'Tire & Service',
  'Hotel',
  'Senior Living',
  'Community Church',
  'Dance Academy',
];

export const INDUSTRIAL_SUFFIXES = [
  'Metal Fabrication',
  'Cold Storage',
  'Packaging',
  'Manufacturing',
  'Distribution Center',
  'Concrete',
  'Machine Works',
];

export const PROPERTY_SUFFIXES = [
  'Property Management',
  'Property Group',
  'Realty & Management',
  'Property Services',
];

export const COMPLEX_NAMES = [
  'Aspen Ridge Apartments',
  'Willow Creek Townhomes',
  'Cottonwood Commons',
  'Lone Tree Lofts',
  'Prairie View Condominiums',
  'Sage Hill Apartments',
  'Falcon Point',
  'Larkspur Village',
  'Juniper Flats',
  'Canyon Crest Apartments',
  'Riverwalk Lofts',
  'Meadowlark Townhomes',
  'Ponderosa Court',
  'Silver Sage Commons',
  'Granite Park Offices',
];

export const GOVERNMENT: { name: string; city: string; sites: string[] }[] = [
  {
    name: 'City of Lakewood — Public Works',
    city: 'Lakewood',
    sites: ['Maintenance Yard', 'Civic Center'],
  },
  {
    name: 'City of Aurora — Facilities',
    city: 'Aurora',
    sites: ['Municipal Center', 'Fire Station 8', 'Recreation Center'],
  },
  { name: 'Denver Public Library', city: 'Denver', sites: ['Central Library', 'Park Hill Branch'] },
  { name: 'City of Boulder Parks & Recreation', city: 'Boulder', sites: ['East Boulder Rec Center'] },
  {
    name: 'El Paso County Facilities',
    city: 'Colorado Springs',
    sites: ['Citizens Service Center', 'Fleet Garage'],
  },
  { name: 'Colorado Springs Utilities', city: 'Colorado Springs', sites: ['Operations Center'] },
  { name: 'City of Fort Collins — Operations Services', city: 'Fort Collins', sites: ['Streets Facility'] },
  {
    name: 'Jefferson County Schools',
    city: 'Lakewood',
    sites: ['Bear Creek Elementary', 'Transportation Depot'],
  },
  { name: 'Adams County Fire Rescue', city: 'Denver', sites: ['Station 11'] },
  { name: 'Larimer County — Facilities', city: 'Fort Collins', sites: ['Justice Center'] },
];

export const BUSINESS_SITES = ['Main Office', 'Warehouse', 'North Store', 'South Clinic', 'Annex', 'Shop'];

export const BUSINESS_TITLES = [
  'Office Manager',
  'Facilities Manager',
  'Owner',
  'Accounts Payable',
  'General Manager',
  'Maintenance Supervisor',
  'Operations Manager',
];
export const PROPERTY_TITLES = [
  'Property Manager',
  'Maintenance Supervisor',
  'Accounts Payable',
  'Leasing Agent',
];
export const GOVERNMENT_TITLES = [
  'Facilities Coordinator',
  'Building Engineer',
  'Purchasing Agent',
  'Custodial Lead',
];

export interface DemoAlert {
  message: string;
  severity: 'info' | 'warning' | 'critical';
}
export const GATE_CODE: DemoAlert = { message: 'Gate code 4471', severity: 'info' };
export const PRE_PAY: DemoAlert = { message: 'Pre-pay only — past due history', severity: 'critical' };
export const HOME_ALERTS: DemoAlert[] = [
  GATE_CODE,
  PRE_PAY,
  { message: 'Dog in the back yard — call before entering', severity: 'warning' },
  { message: 'Key in lockbox by the side door, code 2580', severity: 'info' },
];
export const BUSINESS_ALERTS: DemoAlert[] = [
  GATE_CODE,
  PRE_PAY,
  { message: 'Tax exempt — certificate on file', severity: 'info' },
  { message: 'Use the loading dock entrance on the east side', severity: 'info' },
  { message: 'Certificate of insurance required before any work', severity: 'warning' },
  { message: 'Purchase order number required on every invoice', severity: 'warning' },
];

/** Notification e-mail subjects, by notification type (sort order of the reference data). */
export const LOG_SUBJECTS: Record<number, string> = {
  1: 'Your appointment with Summit Mechanical & Electric is scheduled',
  2: 'Your technician is on the way',
  3: 'Your service visit is complete',
  4: 'Invoice from Summit Mechanical & Electric',
  5: 'Your monthly statement',
  6: 'Time for your seasonal tune-up',
};
