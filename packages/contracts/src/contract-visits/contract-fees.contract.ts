import { z } from 'zod';
import { positiveMoneyInput } from '../common/money';

/** Spec 1 §7.7 contract fees: charges each of the contract's visit jobs carries (issue 19 item 1). */

export const MAX_CONTRACT_FEES = 50;

export const CONTRACT_FEE_MESSAGES = {
  stockedItem: 'A fee bills as a non-stock item (a service, labor or charge), not a stocked part.',
  unknownItem: 'No such item.',
  unknownFee: 'One or more fees are not fees of this contract.',
  tooMany: `A contract has at most ${MAX_CONTRACT_FEES} fees.`,
  idsNeeded: 'Name the fees to delete, e.g. ids=3,4.',
} as const;

export const contractFeeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  item: z.object({ id: z.int32(), name: z.string() }),
  amount: z.string(),
  sort: z.int32(),
});
export type ContractFee = z.infer<typeof contractFeeSchema>;

export const contractFeeInputSchema = z.strictObject({
  /** An existing fee of the contract to change; none adds a fee. */
  id: z.int32().positive().optional(),
  name: z.string().trim().min(1, 'Required').max(100),
  itemId: z.int32().positive(),
  amount: positiveMoneyInput,
});
export type ContractFeeInput = z.input<typeof contractFeeInputSchema>;

/** PATCH contracts/{id}/fees: adds and changes the fees given, in the order given; others stay. */
export const contractFeesBodySchema = z.strictObject({
  fees: z.array(contractFeeInputSchema).min(1).max(MAX_CONTRACT_FEES, CONTRACT_FEE_MESSAGES.tooMany),
});
export type ContractFeesBody = z.input<typeof contractFeesBodySchema>;

/** DELETE contracts/{id}/deletefees?ids=3,4 */
export const deleteFeesQuerySchema = z.strictObject({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, CONTRACT_FEE_MESSAGES.idsNeeded)
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2147483647), CONTRACT_FEE_MESSAGES.idsNeeded),
});

export const deletedFeesSchema = z.object({ deleted: z.int32() });
