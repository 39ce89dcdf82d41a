import {
  createPaymentUploadBodySchema,
  depositPaymentUploadBodySchema,
  MAX_UPLOAD_BASE64_CHARS,
  paymentUploadListQuerySchema,
  paymentUploadListSchema,
  paymentUploadProgressSchema,
  paymentUploadRowListSchema,
  paymentUploadRowsQuerySchema,
  paymentUploadSchema,
  paymentUploadValidationSchema,
  processPaymentUploadBodySchema,
  uploadIdBodySchema,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import type { FastifyInstance } from 'fastify';
import { idParams, route } from '../../platform/http/route';
import { paymentsFull, paymentsRead } from '../payments';
import { createUpload, deleteUpload } from './payment-uploads.create';
import { depositUpload } from './payment-uploads.deposit';
import { processUpload } from './payment-uploads.process';
import { getUpload, listRows, listUploads, TEMPLATE_CSV } from './payment-uploads.read';
import { validateUpload } from './payment-uploads.validate';

const tags = ['payments'];
/** The file as base64 in JSON, with room for the other fields: about 14 MB. */
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BASE64_CHARS + 64 * 1024;

/** Payment uploads (issue 21 item 4; spec 1 §7.9). docs/payment-uploads.md. */
export async function paymentUploadRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/v1/payments/createPaymentUploads',
    access: paymentsFull,
    tags,
    status: 201,
    body: createPaymentUploadBodySchema,
    bodyLimit: UPLOAD_BODY_LIMIT,
    response: paymentUploadSchema,
    summary: 'Upload a lockbox or remittance file (CSV or xlsx, base64): its rows are kept, to be validated',
    handler: async ({ db, body, user, audit }) => {
      const upload = await createUpload(db, body, user.id);
      await audit({
        entity: 'paymentUpload',
        entityId: upload.id,
        action: 'create',
        after: { fileName: upload.fileName, bankAccountId: upload.bankAccountId, rowCount: upload.rowCount },
      });
      return upload;
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/payments/paymentUploads',
    access: paymentsRead,
    tags,
    query: paymentUploadListQuerySchema,
    response: paymentUploadListSchema,
    summary: 'Payment uploads, newest first, by status, bank account and file name',
    handler: ({ db, query }) => listUploads(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/payments/paymentUploads/template.csv',
    access: paymentsRead,
    tags,
    summary: 'A sample file: the header row and two example rows',
    handler: async ({ reply }) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payment-upload-template.csv"');
      return TEMPLATE_CSV;
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/payments/paymentUploads/:id',
    access: paymentsRead,
    tags,
    params: idParams,
    response: paymentUploadSchema,
    handler: ({ db, params }) => getUpload(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/payments/paymentUploads/:id/rows',
    access: paymentsRead,
    tags,
    params: idParams,
    query: paymentUploadRowsQuerySchema,
    response: paymentUploadRowListSchema,
    summary: "The upload's rows in file order, by status, with what validation found",
    handler: ({ db, params, query }) => listRows(db, params.id, query),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/payments/paymentUploads/:id',
    access: paymentsFull,
    tags,
    status: 204,
    params: idParams,
    summary: 'Delete an upload no payment was made from',
    handler: async ({ db, params, audit }) => {
      await deleteUpload(db, params.id);
      await audit({ entity: 'paymentUpload', entityId: params.id, action: 'delete' });
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/payments/validatePaymentUploadTransaction',
    access: paymentsFull,
    tags,
    body: uploadIdBodySchema,
    response: paymentUploadValidationSchema,
    summary: "Check every row (customer, invoice, amount, date, check number): every row's every error",
    handler: ({ db, body }) => validateUpload(db, body.uploadId),
  });
  route(app, {
    method: 'POST',
    url: '/v1/payments/processPaymentUploadTransaction',
    access: paymentsFull,
    tags,
    body: processPaymentUploadBodySchema,
    response: paymentUploadProgressSchema,
    summary: 'Make payments of the next batch of valid rows; call again until none remain',
    handler: async ({ db, body, user, audit }) => {
      const progress = await processUpload(db, body, user.id);
      await audit({
        entity: 'paymentUpload',
        entityId: body.uploadId,
        action: 'process',
        after: { processedNow: progress.processedNow, remaining: progress.remaining },
      });
      return progress;
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/payments/depositPaymentUploadTransaction',
    access: paymentsFull,
    tags,
    body: depositPaymentUploadBodySchema,
    response: paymentUploadSchema,
    summary: "Deposit the upload's payments to its bank account as one deposit (one journal entry)",
    handler: async ({ db, body, user, audit }) => {
      const upload = await depositUpload(db, body, user.id);
      await audit({
        entity: 'paymentUpload',
        entityId: upload.id,
        action: 'deposit',
        after: { depositDate: upload.depositDate, depositEntryId: upload.depositEntryId },
      });
      return upload;
    },
  });
}
