import {
  createProposalBodySchema,
  createProposalSentBodySchema,
  proposalSentSchema,
  updateProposalBodySchema,
  updateProposalSentBodySchema,
} from '@fieldline/contracts/bids/bids.contract';
import {
  contractProposalSchema,
  contractProposalSentRowSchema,
} from '@fieldline/contracts/contracts/contract-proposals.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as p from './contracts.proposals';
import { contractsFull, contractsRead } from './contracts.routes';

const tags = ['contracts'];
const positive = z.coerce.number().check(z.int32()).positive();
const proposalParams = z.object({ id: positive, pid: positive });
const sentParams = proposalParams.extend({ sid: positive });

/** Spec 1 §7.7 contract proposals and sent records (the PDF and its e-mail are in reports/documents). */
export async function contractProposalRoutes(app: FastifyInstance) {
  const base = '/v1/contracts/:id/proposals';
  route(app, {
    method: 'GET',
    url: base,
    access: contractsRead,
    tags,
    params: idParams,
    response: z.array(contractProposalSchema),
    handler: ({ db, params }) => p.listContractProposals(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: `${base}/sent`,
    access: contractsRead,
    tags,
    params: idParams,
    response: z.array(contractProposalSentRowSchema),
    handler: ({ db, params }) => p.contractProposalsSent(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:pid`,
    access: contractsRead,
    tags,
    params: proposalParams,
    response: contractProposalSchema,
    handler: ({ db, params }) => p.getContractProposal(db, params.id, params.pid),
  });
  route(app, {
    method: 'POST',
    url: base,
    access: contractsFull,
    tags,
    status: 201,
    params: idParams,
    body: createProposalBodySchema,
    response: contractProposalSchema,
    handler: (ctx) => p.createContractProposal(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:pid`,
    access: contractsFull,
    tags,
    params: proposalParams,
    body: updateProposalBodySchema,
    response: contractProposalSchema,
    handler: (ctx) => p.updateContractProposal(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${base}/:pid/sent`,
    access: contractsFull,
    tags,
    status: 201,
    params: proposalParams,
    body: createProposalSentBodySchema,
    response: proposalSentSchema,
    handler: (ctx) => p.recordContractProposalSent(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:pid/sent/:sid`,
    access: contractsFull,
    tags,
    params: sentParams,
    body: updateProposalSentBodySchema,
    response: proposalSentSchema,
    handler: (ctx) => p.updateContractProposalSent(ctx),
  });
}
