import { z } from 'zod';
import {
  jobSummarySettingLabels,
  jobSummarySettingSchemas,
  jobSummarySettingValues,
} from '../jobs/job-summary-settings';

/** Each setting's type, without its default. */
const settingValues = {
  CompanyDisplayName: z.string().trim().min(1).max(100),
  UsesDiscounts: z.boolean(),
  UseSingleBinInventory: z.boolean(),
  AllowNegativeInventory: z.boolean(),
  /** Where stock issued to a job is costed: work in progress until invoiced, or cost of goods at once. */
  InventoryCostOnIssue: z.enum(['WIP', 'COGS']),
  DefaultTimezone: z.string(),
  DefaultCurrencyCode: z.string().length(3),
  SessionTimeoutHours: z.int32().min(1).max(720),
  UsesMerchantServices: z.boolean(),
  internalPayments_RequireCVV: z.boolean(),
  rewardPay_Enabled: z.boolean(),
  /** Card surcharge percent when reward pay is on (spec 3 §9), two places. */
  rewardPay_SurchargePercent: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'A percent from 0 to 99.99'),
  merchantFeeNotice_Enabled: z.boolean(),
  ...jobSummarySettingValues,
};

/** Organization settings with their defaults; GET answers every key, PATCH changes only those sent. */
export const settingsSchema = z.object({
  CompanyDisplayName: settingValues.CompanyDisplayName.default('Fieldline'),
  UsesDiscounts: settingValues.UsesDiscounts.default(false),
  UseSingleBinInventory: settingValues.UseSingleBinInventory.default(false),
  AllowNegativeInventory: settingValues.AllowNegativeInventory.default(false),
  InventoryCostOnIssue: settingValues.InventoryCostOnIssue.default('COGS'),
  DefaultTimezone: settingValues.DefaultTimezone.default('America/Denver'),
  DefaultCurrencyCode: settingValues.DefaultCurrencyCode.default('USD'),
  SessionTimeoutHours: settingValues.SessionTimeoutHours.default(12),
  // Payments: merchant services take e-checks, so the deposit modal asks for the check's details (spec 3 §5).
  UsesMerchantServices: settingValues.UsesMerchantServices.default(true),
  internalPayments_RequireCVV: settingValues.internalPayments_RequireCVV.default(true),
  rewardPay_Enabled: settingValues.rewardPay_Enabled.default(false),
  rewardPay_SurchargePercent: settingValues.rewardPay_SurchargePercent.default('0'),
  merchantFeeNotice_Enabled: settingValues.merchantFeeNotice_Enabled.default(false),
  ...jobSummarySettingSchemas,
});
export type Settings = z.infer<typeof settingsSchema>;
export const SETTINGS_DEFAULTS: Settings = settingsSchema.parse({});
// Built from the types without defaults: zod 4 applies defaults inside .partial(), which would turn a
// one-key PATCH into a reset of every other setting.
export const settingsPatchSchema = z.object(settingValues).partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const SETTING_LABELS: Record<keyof Settings, { label: string; description: string }> = {
  CompanyDisplayName: { label: 'Company display name', description: 'Shown in the application header.' },
  UsesDiscounts: { label: 'Use discounts', description: 'Shows the discount column on line-item tables.' },
  UseSingleBinInventory: {
    label: 'Single-bin inventory',
    description: 'Each item keeps its stock in one bin per warehouse.',
  },
  AllowNegativeInventory: {
    label: 'Allow negative inventory',
    description: 'Lets issues and transfers take on-hand quantity below zero.',
  },
  InventoryCostOnIssue: {
    label: 'Cost of stock issued to jobs',
    description:
      'COGS: issuing stock to a job posts its cost to cost of goods sold. WIP: to work in progress, moved to cost of goods sold when the job line is invoiced.',
  },
  DefaultTimezone: { label: 'Default time zone', description: 'Used for new offices and date calculations.' },
  DefaultCurrencyCode: { label: 'Default currency', description: 'Three-letter code of the home currency.' },
  SessionTimeoutHours: { label: 'Sign-in session length (hours)', description: 'How long a sign-in lasts.' },
  UsesMerchantServices: {
    label: 'Use merchant services',
    description:
      'Payments by check / e-check ask for the name on the check, check, routing and account numbers.',
  },
  internalPayments_RequireCVV: {
    label: 'Ask for the card security code',
    description: 'The Add new credit card form asks for the CVV and the gateway checks it.',
  },
  rewardPay_Enabled: {
    label: 'Card surcharge',
    description: 'Card payments add the surcharge percent below to the amount.',
  },
  rewardPay_SurchargePercent: {
    label: 'Card surcharge percent',
    description: 'Added to card payments when on.',
  },
  merchantFeeNotice_Enabled: {
    label: 'Merchant fee notice',
    description: 'Tells the person paying that a fee applies to credit (not debit) cards.',
  },
  ...jobSummarySettingLabels,
};

export const systemStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ reachable: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  queue: z.object({ running: z.boolean() }),
  uptimeSeconds: z.number(),
  time: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  changes: z
    .record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() }))
    .nullable(),
  userId: z.int32().nullable(),
  userDisplayName: z.string().nullable(),
  at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** Lookup names of GET /v1/cache/{name} (spec 1 section 7.15); names without data yet answer 404. */
export const CACHE_LOOKUP_NAMES = [
  'offices',
  'salespersons',
  'technicians',
  'employees',
  'jobstatus',
  'jobtypes',
  'locationzones',
  'resources',
  'resources2',
  'contracttypes',
  'contractstatus',
  'customertypes',
  'customerstatus',
  'creditstatus',
  'segmentation',
  'division',
  'inventorycategories',
  'itemlines',
  'warehouses',
  'itemmanufacturers',
  'itemcategories',
  'itemtypes',
  'assetgroups',
  'assettypes',
  'assetstatuses',
  'salesemployees',
  'potypes',
  'companies',
  'taxschedules',
  'postatuses',
  'currencies',
  'joburgencies',
  'equipmenttypes',
  'warehousebins',
  'opportunitiesstages',
  'opportunitiestypes',
  'opportunitiesforecastcategory',
  'opportunitiesleadsource',
  'opportunitiescustomfield',
  'counties',
  'departments',
] as const;
export const lookupItemSchema = z.object({ id: z.int32(), name: z.string() }).passthrough();
