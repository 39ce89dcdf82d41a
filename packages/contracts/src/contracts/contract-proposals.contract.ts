import { z } from 'zod';
import { proposalSchema, proposalSentSchema } from '../bids/bids.contract';

/**
 * Contract proposals and their sent records (spec 1 §7.7 "Proposals and sent"): the same shape and bodies as
 * bid proposals (createProposalBodySchema, updateProposalBodySchema, createProposalSentBodySchema,
 * updateProposalSentBodySchema in bids.contract), owned by a contract.
 */
export const contractProposalSchema = proposalSchema.omit({ bidId: true }).extend({ contractId: z.int32() });
export type ContractProposal = z.infer<typeof contractProposalSchema>;

/** GET contracts/{id}/proposals/sent: every sent record of the contract's proposals, newest first. */
export const contractProposalSentRowSchema = proposalSentSchema.extend({ proposalName: z.string() });
export type ContractProposalSentRow = z.infer<typeof contractProposalSentRowSchema>;
