import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreatePaymentUploadBody,
  PaymentUpload,
  PaymentUploadProgress,
  PaymentUploadRow,
  PaymentUploadStatus,
  PaymentUploadValidation,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, silentApi } from '../../app/api';

export const UPLOADS_PAGE_SIZE = 25;
export const ROWS_PAGE_SIZE = 50;
/** Rows one process call turns into payments: small enough for the bar to move, large enough to be quick. */
export const PROCESS_BATCH_SIZE = 100;
export const TEMPLATE_URL = '/v1/payments/paymentUploads/template.csv';

export type RowFilter = 'all' | 'errors' | 'valid' | 'processed';
const ROW_STATUS: Record<RowFilter, PaymentUploadRow['status'] | undefined> = {
  all: undefined,
  errors: 'Invalid',
  valid: 'Valid',
  processed: 'Processed',
};

export const uploadKeys = {
  all: ['payment-uploads'] as const,
  list: (status: PaymentUploadStatus | null, page: number) =>
    ['payment-uploads', 'list', status, page] as const,
  one: (id: number) => ['payment-uploads', 'one', id] as const,
  rows: (id: number, filter: RowFilter, page: number) =>
    ['payment-uploads', 'rows', id, filter, page] as const,
};

export const usePaymentUploads = (status: PaymentUploadStatus | null, page: number) =>
  useQuery({
    queryKey: uploadKeys.list(status, page),
    queryFn: ({ signal }) =>
      api.get<SearchResult<PaymentUpload>>('/payments/paymentUploads', {
        query: {
          status: status ?? undefined,
          limit: UPLOADS_PAGE_SIZE,
          offset: (page - 1) * UPLOADS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePaymentUpload = (id: number) =>
  useQuery({
    queryKey: uploadKeys.one(id),
    queryFn: ({ signal }) => api.get<PaymentUpload>(`/payments/paymentUploads/${id}`, { signal }),
  });

export const usePaymentUploadRows = (id: number, filter: RowFilter, page: number) =>
  useQuery({
    queryKey: uploadKeys.rows(id, filter, page),
    queryFn: ({ signal }) =>
      api.get<SearchResult<PaymentUploadRow>>(`/payments/paymentUploads/${id}/rows`, {
        query: {
          status: ROW_STATUS[filter],
          limit: ROWS_PAGE_SIZE,
          offset: (page - 1) * ROWS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** After any change the upload, its rows and the list are read again; the answer's upload is shown at once. */
function useUploadMutation<V, R>(fn: (v: V) => Promise<R>, uploadOf: (r: R) => PaymentUpload | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      const upload = uploadOf(r);
      if (upload) qc.setQueryData(uploadKeys.one(upload.id), upload);
      return qc.invalidateQueries({ queryKey: uploadKeys.all });
    },
  });
}

export const useValidateUpload = () =>
  useUploadMutation(
    (uploadId: number) =>
      silentApi.post<PaymentUploadValidation>('/payments/validatePaymentUploadTransaction', { uploadId }),
    (r) => r.upload,
  );

/** One batch; the caller calls again until nothing remains. The upload is refreshed by the caller at the end. */
export const processBatch = (uploadId: number, skipInvalidRows: boolean, signal?: AbortSignal) =>
  silentApi.post<PaymentUploadProgress>(
    '/payments/processPaymentUploadTransaction',
    { uploadId, skipInvalidRows, batchSize: PROCESS_BATCH_SIZE },
    { signal },
  );

export const useDepositUpload = () =>
  useUploadMutation(
    (body: { uploadId: number; depositDate?: string }) =>
      silentApi.post<PaymentUpload>('/payments/depositPaymentUploadTransaction', body),
    (r) => r,
  );

export function useDeleteUpload() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.delete<void>(`/payments/paymentUploads/${id}`),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: uploadKeys.one(id) });
      return qc.invalidateQueries({ queryKey: ['payment-uploads', 'list'] });
    },
  });
}

/** The file as a data URL (`data:text/csv;base64,...`), which the server accepts as it is. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}.`));
    reader.readAsDataURL(file);
  });
}

function xhrError(xhr: XMLHttpRequest): ApiError {
  let body: unknown = xhr.responseText;
  let message: string | undefined;
  let code: string | undefined;
  try {
    const json = JSON.parse(xhr.responseText) as Record<string, unknown>;
    body = json;
    message = [json.exceptionMessage, json.message].find(
      (m): m is string => typeof m === 'string' && m.trim() !== '',
    );
    if (typeof json.code === 'string') code = json.code;
  } catch {
    // Not JSON (a proxy's page): the status line is the message.
  }
  return new ApiError({
    message: message ?? (xhr.statusText || `HTTP ${xhr.status}`),
    status: xhr.status,
    statusText: xhr.statusText,
    body,
    responseType: typeof body === 'string' ? 'text' : 'json',
    code,
  });
}

/**
 * POST createPaymentUploads with XMLHttpRequest (fetch reports no upload progress). The request is the api
 * client's: the session cookie, JSON, and the X-Requested-With header the server asks of cookie writes.
 */
export function sendPaymentUpload(
  body: CreatePaymentUploadBody,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PaymentUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/payments/createPaymentUploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json; charset=utf-8');
    xhr.setRequestHeader('X-Requested-With', 'fieldline');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as PaymentUpload);
        return;
      }
      // A lapsed session: the app's own probe signs the user out as every other call would.
      if (xhr.status === 401) void silentApi.get('/users/current').catch(() => {});
      reject(xhrError(xhr));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          message: 'Network error: the file could not be sent.',
          status: 0,
          statusText: '',
          responseType: 'empty',
        }),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}

export function useCreateUpload() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      body: CreatePaymentUploadBody;
      onProgress: (f: number) => void;
      signal?: AbortSignal;
    }) => sendPaymentUpload(v.body, v.onProgress, v.signal),
    onSuccess: (upload) => {
      qc.setQueryData(uploadKeys.one(upload.id), upload);
      return qc.invalidateQueries({ queryKey: ['payment-uploads', 'list'] });
    },
  });
}

/** The rows processing turns into payments in all: those done and those Valid (still to do). */
export const processTarget = (u: PaymentUpload) => u.processedCount + u.validCount;
