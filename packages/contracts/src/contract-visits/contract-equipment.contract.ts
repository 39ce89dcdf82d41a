import { z } from 'zod';

/** A unit at one of the contract's locations, and whether its visit schedule covers it. */
export const contractEquipmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  serialNumber: z.string().nullable(),
  modelNumber: z.string().nullable(),
  location: z.object({ id: z.number(), name: z.string() }),
  covered: z.boolean(),
});
export type ContractEquipment = z.infer<typeof contractEquipmentSchema>;

export const contractEquipmentQuerySchema = z.strictObject({
  /** Part of the name, serial or model number. */
  query: z.string().trim().max(200).optional(),
  coveredOnly: z.stringbool().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
