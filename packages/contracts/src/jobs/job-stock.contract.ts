import { z } from 'zod';
import { businessDate } from '../common/dates';
import { quantityInput } from '../common/money';
import { itemRefSchema, namedRefSchema, personRefSchema } from './job-work.contract';

/** Post-processing inventory and packing slips of a job (spec 1 §7.12). */

export const JOB_STOCK_MESSAGES = {
  alreadyProcessed: "The job's inventory was already issued from stock.",
  nothingToIssue: 'There is nothing to issue from stock on this job.',
  noWarehouse: (itemCode: string) => `Choose a warehouse for item ${itemCode} before issuing it from stock.`,
  overShipped: (itemCode: string, remaining: string) =>
    `The quantity of ${itemCode} cannot be more than the ${remaining} not yet shipped.`,
  lineNotOnJob: 'The line is not on this job.',
  duplicateLine: 'The same line appears twice on the packing slip.',
  unknownItem: 'Unknown item.',
} as const;

const quantity = quantityInput({ min: 0, minExclusive: true, minMessage: 'Must be greater than 0' });
const id = z.int32().positive();

// ---------- post-processing ----------

export const postProcessingLineSchema = z.object({
  lineItemId: z.int32(),
  item: itemRefSchema,
  description: z.string(),
  warehouse: namedRefSchema.nullable(),
  ordered: z.string(),
  issued: z.string(),
  toIssue: z.string(),
  /** On hand in the line's warehouse (all bins); null without a warehouse. */
  available: z.string().nullable(),
});
export type PostProcessingLine = z.infer<typeof postProcessingLineSchema>;

export const postProcessingSchema = z.object({
  jobId: z.int32(),
  inventoryProcessedDate: z.string().nullable(),
  lines: z.array(postProcessingLineSchema),
});
export type PostProcessing = z.infer<typeof postProcessingSchema>;

export const processInventoryBodySchema = z
  .strictObject({ movementDate: businessDate.optional() })
  .optional();

export const processInventoryResultSchema = postProcessingSchema.extend({
  movements: z.array(
    z.object({
      id: z.int32(),
      lineItemId: z.int32(),
      itemId: z.int32(),
      warehouseId: z.int32(),
      binId: z.int32(),
      quantity: z.string(),
    }),
  ),
});
export type ProcessInventoryResult = z.infer<typeof processInventoryResultSchema>;

/** Items a technician used that are not (yet) lines of the job. */
export const createPostProcessingItemsBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        itemId: id,
        quantity,
        warehouseId: id.optional(),
      }),
    )
    .min(1, { error: 'Send at least one item.' })
    .max(500),
});
export type CreatePostProcessingItemsBody = z.input<typeof createPostProcessingItemsBodySchema>;
export const createPostProcessingItemsResultSchema = z.object({
  added: z.array(z.object({ lineItemId: z.int32(), itemId: z.int32(), quantity: z.string() })),
  skipped: z.array(z.object({ itemId: z.int32(), reason: z.string() })),
});
export type CreatePostProcessingItemsResult = z.infer<typeof createPostProcessingItemsResultSchema>;

// ---------- packing slips ----------

export const packingSlipLineSchema = z.object({
  lineItemId: z.int32(),
  item: itemRefSchema,
  description: z.string(),
  ordered: z.string(),
  shipped: z.string(),
  remaining: z.string(),
});
export type PackingSlipLine = z.infer<typeof packingSlipLineSchema>;

export const packingSlipSchema = z.object({
  id: z.int32(),
  jobId: z.int32(),
  note: z.string(),
  shippedDate: z.string().nullable(),
  createdDate: z.string(),
  createdBy: personRefSchema.nullable(),
  items: z.array(
    z.object({
      id: z.int32(),
      lineItemId: z.int32(),
      item: itemRefSchema.nullable(),
      description: z.string(),
      quantity: z.string(),
    }),
  ),
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;

export const packingSlipsSchema = z.object({
  slips: z.array(packingSlipSchema),
  lines: z.array(packingSlipLineSchema),
});
export type PackingSlips = z.infer<typeof packingSlipsSchema>;

export const createPackingSlipBodySchema = z.strictObject({
  note: z.string().trim().max(2000).optional(),
  shippedDate: businessDate.nullable().optional(),
  items: z
    .array(z.strictObject({ lineItemId: id, quantity }))
    .min(1, { error: 'Add at least one line to the packing slip.' })
    .max(1000),
});
export type CreatePackingSlipBody = z.input<typeof createPackingSlipBodySchema>;

export const packingSlipParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  sid: z.coerce.number().check(z.int32()).positive(),
});
