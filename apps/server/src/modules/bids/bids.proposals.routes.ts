import {
  createProposalBodySchema,
  createProposalSentBodySchema,
  proposalSchema,
  proposalSentSchema,
  updateProposalBodySchema,
  updateProposalSentBodySchema,
} from '@fieldline/contracts/bids/bids.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as proposals from './bids.proposals';
import { bidsFull, bidsRead, tags } from './bids.routes';

const positive = z.coerce.number().check(z.int32()).positive();
const proposalParams = z.object({ id: positive, pid: positive });
const sentParams = z.object({ id: positive, pid: positive, sid: positive });

export async function bidProposalRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/bids/:id/proposals',
    access: bidsRead,
    tags,
    params: idParams,
    response: z.array(proposalSchema),
    handler: ({ db, params }) => proposals.listProposals(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bids/:id/proposals/:pid',
    access: bidsRead,
    tags,
    params: proposalParams,
    response: proposalSchema,
    handler: ({ db, params }) => proposals.getProposal(db, params.id, params.pid),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bids/:id/proposals',
    access: bidsFull,
    tags,
    status: 201,
    params: idParams,
    body: createProposalBodySchema,
    response: proposalSchema,
    handler: (ctx) => proposals.createProposal(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/bids/:id/proposals/:pid',
    access: bidsFull,
    tags,
    params: proposalParams,
    body: updateProposalBodySchema,
    response: proposalSchema,
    handler: (ctx) => proposals.updateProposal(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bids/:id/proposals/:pid/sent',
    access: bidsFull,
    tags,
    status: 201,
    params: proposalParams,
    body: createProposalSentBodySchema,
    response: proposalSentSchema,
    handler: (ctx) => proposals.recordSent(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/bids/:id/proposals/:pid/sent/:sid',
    access: bidsFull,
    tags,
    params: sentParams,
    body: updateProposalSentBodySchema,
    response: proposalSentSchema,
    handler: (ctx) => proposals.updateSent(ctx),
  });
}
