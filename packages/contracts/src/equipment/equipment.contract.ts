import { z } from 'zod';
import { businessDate } from '../common/dates';
import { quantityInput, unitCostInput } from '../common/money';
import { auditFieldsSchema, MAX_LIMIT, searchQuerySchema } from '../common/pagination';

/** Customer equipment (spec 1 §7.10; spec 2 §3 Equipment; the equipment page 6044). */

const id = z.int32();
const idName = z.object({ id, name: z.string() });
const itemRef = z.object({ id, itemCode: z.string(), name: z.string() });
const positiveId = z.int32().positive();
const queryId = z.coerce.number().check(z.int32()).positive();
const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const equipmentSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    serialNumber: z.string().nullable(),
    modelNumber: z.string().nullable(),
    customer: z.object({ id, name: z.string(), accountNumber: z.string().nullable() }),
    location: idName,
    system: idName.nullable(),
    item: itemRef.nullable(),
    manufacturerId: id.nullable(),
    installDate: z.string().nullable(),
    warrantyExpiration: z.string().nullable(),
    notes: z.string(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Equipment = z.infer<typeof equipmentSchema>;

/** A list, search or picker row. */
export const equipmentRowSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  serialNumber: z.string().nullable(),
  modelNumber: z.string().nullable(),
  customerId: id,
  customerName: z.string(),
  locationId: id,
  locationName: z.string(),
  systemId: id.nullable(),
  systemName: z.string().nullable(),
  itemId: id.nullable(),
  itemName: z.string().nullable(),
  isActive: z.boolean(),
});
export type EquipmentRow = z.infer<typeof equipmentRowSchema>;

const equipmentFields = {
  name: z.string().trim().min(1, 'Required').max(200),
  description: z.string().trim().max(2000).optional(),
  serialNumber: optionalText(100),
  modelNumber: optionalText(100),
  systemId: positiveId.nullish(),
  itemId: positiveId.nullish(),
  manufacturerId: positiveId.nullish(),
  installDate: businessDate.nullish(),
  warrantyExpiration: businessDate.nullish(),
  notes: z.string().trim().max(4000).optional(),
  isActive: z.boolean().optional(),
};

export const createEquipmentBodySchema = z.object({
  customerId: positiveId,
  locationId: positiveId,
  ...equipmentFields,
});
export type CreateEquipmentBody = z.input<typeof createEquipmentBodySchema>;

export const updateEquipmentBodySchema = z
  .object({ customerId: positiveId, locationId: positiveId, ...equipmentFields })
  .partial()
  .extend({ version: z.int32().optional() });
export type UpdateEquipmentBody = z.input<typeof updateEquipmentBodySchema>;

const equipmentFilters = {
  locationId: queryId.optional(),
  customerId: queryId.optional(),
  systemId: queryId.optional(),
  itemId: queryId.optional(),
  isActive: booleanQuery,
};
export const equipmentQuerySchema = z.object({
  ...equipmentFilters,
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(MAX_LIMIT).default(200),
  fields: z.string().optional(),
});
export const equipmentSearchQuerySchema = searchQuerySchema.extend(equipmentFilters);
/** GET equipment/limit: a short list for pickers. */
export const equipmentLimitQuerySchema = z.object({
  locationId: queryId.optional(),
  customerId: queryId.optional(),
  query: z.string().trim().max(200).optional(),
  isActive: booleanQuery,
  limit: z.coerce.number().check(z.int32()).min(1).max(200).default(20),
  fields: z.string().optional(),
});

export const EQUIPMENT_MESSAGES = {
  locationOfOtherCustomer: 'The location does not belong to the customer.',
  systemAtOtherLocation: 'The system belongs to another location.',
  unknownLocation: 'There is no location with this id.',
  unknownCustomer: 'There is no customer with this id.',
  unknownSystem: 'There is no equipment system with this id.',
  unknownItem: 'There is no item with this id.',
  futureReading: 'A reading cannot be dated in the future.',
  duplicateLinkedItem: 'This item is already linked to the equipment.',
  duplicateOverride: 'This item already has an override on the equipment.',
  duplicateMetric: 'The equipment already has a metric with this name.',
  systemNameOrId: 'Choose a system or enter a name for a new one.',
} as const;

// Systems -------------------------------------------------------------------------------------------

export const equipmentSystemSchema = z
  .object({ id, locationId: id, name: z.string(), description: z.string() })
  .extend(auditFieldsSchema.shape);
export type EquipmentSystem = z.infer<typeof equipmentSystemSchema>;

/** PATCH equipment/{id}/system: an existing system by id, or one by name (found or created at the location). */
export const setSystemBodySchema = z
  .object({
    systemId: positiveId.optional(),
    name: z.string().trim().min(1, 'Required').max(200).optional(),
    description: z.string().trim().max(2000).optional(),
  })
  .refine((b) => (b.systemId === undefined) !== (b.name === undefined), {
    path: ['systemId'],
    message: EQUIPMENT_MESSAGES.systemNameOrId,
  });
export type SetSystemBody = z.input<typeof setSystemBodySchema>;
export const systemListQuerySchema = z.object({ locationId: queryId, fields: z.string().optional() });

// Metrics and readings -------------------------------------------------------------------------------

export const equipmentMetricSchema = z
  .object({
    id,
    equipmentId: id,
    name: z.string(),
    description: z.string(),
    unit: z.string(),
    isEquipmentMetric: z.boolean(),
    lastReading: z.string().nullable(),
    lastReadingDate: z.string().nullable(),
  })
  .extend(auditFieldsSchema.shape);
export type EquipmentMetric = z.infer<typeof equipmentMetricSchema>;

export const createMetricBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  description: z.string().trim().max(1000).optional(),
  unit: z.string().trim().max(30).optional(),
  isEquipmentMetric: z.boolean().optional(),
});
export type CreateMetricBody = z.input<typeof createMetricBodySchema>;
export const updateMetricBodySchema = createMetricBodySchema
  .partial()
  .extend({ version: z.int32().optional() });
export type UpdateMetricBody = z.input<typeof updateMetricBodySchema>;

export const metricReadingSchema = z.object({
  id,
  metricId: id,
  reading: z.string(),
  readingDate: z.string(),
  jobId: id.nullable(),
  note: z.string(),
  createdBy: z.object({ id, displayName: z.string() }).nullable(),
  createdDate: z.string(),
});
export type MetricReading = z.infer<typeof metricReadingSchema>;

export const createReadingBodySchema = z.object({
  reading: quantityInput(),
  readingDate: z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601).' }).optional(),
  jobId: positiveId.nullish(),
  note: z.string().trim().max(2000).optional(),
});
export type CreateReadingBody = z.input<typeof createReadingBodySchema>;
export const readingsQuerySchema = z.object({
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(1000).default(100),
  fields: z.string().optional(),
});

export const metricParams = z.object({ id: z.coerce.number().check(z.int32()).positive(), mid: queryId });
export const subParams = z.object({ id: z.coerce.number().check(z.int32()).positive(), sid: queryId });

// Linked items and item overrides -------------------------------------------------------------------

export const linkedItemSchema = z
  .object({ id, equipmentId: id, item: itemRef, quantity: z.string(), note: z.string() })
  .extend(auditFieldsSchema.shape);
export type LinkedItem = z.infer<typeof linkedItemSchema>;

const positiveQuantity = quantityInput({ min: 0, minExclusive: true, minMessage: 'Must be more than 0' });
export const createLinkedItemBodySchema = z.object({
  itemId: positiveId,
  quantity: positiveQuantity.optional(),
  note: z.string().trim().max(2000).optional(),
});
export type CreateLinkedItemBody = z.input<typeof createLinkedItemBodySchema>;
export const updateLinkedItemBodySchema = z.object({
  quantity: positiveQuantity.optional(),
  note: z.string().trim().max(2000).optional(),
  version: z.int32().optional(),
});
export type UpdateLinkedItemBody = z.input<typeof updateLinkedItemBodySchema>;

/** GET equipment/querylinkeditems: linked items across equipment (e.g. every filter at a location). */
export const linkedItemQuerySchema = z.object({
  equipmentId: queryId.optional(),
  itemId: queryId.optional(),
  locationId: queryId.optional(),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(MAX_LIMIT).default(200),
  fields: z.string().optional(),
});

export const itemOverrideSchema = z
  .object({
    id,
    equipmentId: id,
    item: itemRef,
    description: z.string().nullable(),
    price: z.string().nullable(),
    cost: z.string().nullable(),
  })
  .extend(auditFieldsSchema.shape);
export type ItemOverride = z.infer<typeof itemOverrideSchema>;

const unitAmount = unitCostInput;
export const createItemOverrideBodySchema = z.object({
  itemId: positiveId,
  description: optionalText(2000),
  price: unitAmount.nullish(),
  cost: unitAmount.nullish(),
});
export type CreateItemOverrideBody = z.input<typeof createItemOverrideBodySchema>;
export const updateItemOverrideBodySchema = createItemOverrideBodySchema
  .omit({ itemId: true })
  .extend({ version: z.int32().optional() });
export type UpdateItemOverrideBody = z.input<typeof updateItemOverrideBodySchema>;
