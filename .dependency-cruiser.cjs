// The server's module layers (docs/decisions/013-module-layers.md), checked by `npm run lint`.
// A module may import modules of its own layer or of lower layers; no import cycles anywhere in the
// server's source; another module is reached through its index.ts (or its *.table.ts, for foreign keys
// and joins). Tests and test helpers are left out: they may import anything.

/** Bottom to top. Within a layer the order is only the usual one; cycles are refused by no-circular. */
const LAYERS = [
  [
    'foundation',
    [
      'organization',
      'addresses',
      'documents',
      'reference-codes',
      'system',
      'identity',
      'saved-searches',
      'custom-fields',
      'mail',
      'templates',
    ],
  ],
  [
    'records',
    [
      'customers',
      'locations',
      'contacts',
      'notifications',
      'suppliers',
      'items',
      'service-packages',
      'warehouses',
      'inventory',
      'employees',
    ],
  ],
  [
    'work',
    [
      'equipment',
      'purchasing',
      'line-items',
      'checklists',
      'tasks',
      'jobs',
      'tools',
      'bids',
      'time',
      'events',
      'dispatch',
      'technician-day',
      'assets',
      'contracts',
      'contract-visits',
      'rentals',
    ],
  ],
  [
    'money',
    [
      'ledger',
      'taxes',
      'budgets',
      'stock-accounting',
      'invoices',
      'vendor-bills',
      'payments',
      'banking',
      'bank-feeds',
      'payment-uploads',
      'commissions',
      'pay-links',
      'cards',
      'statements',
      'payroll',
      'expenses',
      'contract-billing',
      'asset-depreciation',
      'asset-stock',
    ],
  ],
  ['reports', ['reports']],
];

const MODULES = '^apps/server/src/modules/';
const folders = (names) => `${MODULES}(${names.join('|')})/`;

const layerRules = LAYERS.slice(0, -1).map(([layer, names], i) => ({
  name: `layer-${layer}`,
  comment: `A ${layer} module imports only ${layer} or lower modules; a lower module that needs a higher one's data exposes a registry the higher one fills.`,
  severity: 'error',
  from: { path: folders(names) },
  to: { path: folders(LAYERS.slice(i + 1).flatMap(([, higher]) => higher)) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: between modules they mean the layers are broken.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'module-unknown',
      comment: 'Every module folder is placed in a layer of .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: MODULES, pathNot: folders(LAYERS.flatMap(([, names]) => names)) },
      to: {},
    },
    {
      name: 'module-through-index',
      comment:
        "Another module is imported through its index.ts (its tables' files too, for foreign keys and joins).",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`, `${MODULES}[^/]+/[^/]+\\.table\\.ts$`],
      },
    },
    {
      name: 'platform-below-modules',
      comment: 'The platform and the integrations serve the modules and never import them.',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|integrations)/' },
      to: { path: MODULES },
    },
  ],
  options: {
    includeOnly: '^apps/server/src/',
    exclude: { path: '(\\.test|\\.test-helpers|\\.test-kit|\\.property\\.[a-z-]+)\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
