import {
  billingRunResultSchema,
  contractInvoiceSchema,
} from '@fieldline/contracts/contracts/contract-billing.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { contractsFull, contractsRead } from '../contracts';
import { billNow, contractInvoices } from './contract-billing.service';

const tags = ['contracts'];

/** Spec 1 §7.7 `contracts/{id}/invoices`, and billing run now (the daily job does the same for all). */
export async function contractBillingRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/invoices',
    access: contractsRead,
    tags,
    params: idParams,
    response: z.array(contractInvoiceSchema),
    handler: ({ db, params }) => contractInvoices(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/contracts/:id/billing/run',
    access: contractsFull,
    tags,
    params: idParams,
    response: billingRunResultSchema,
    handler: ({ db, params, user }) => billNow(db, user.id, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/contracts/billing/run',
    access: contractsFull,
    tags,
    response: billingRunResultSchema,
    handler: ({ db, user }) => billNow(db, user.id),
  });
}
