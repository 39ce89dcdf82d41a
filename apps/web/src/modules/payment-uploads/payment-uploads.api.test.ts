import { ApiError } from '@fieldline/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendPaymentUpload } from './payment-uploads.api';
import { anUpload } from './test-fixtures';

/** Records what the page asks of XMLHttpRequest and lets the test play the network's part. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: string | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const body = { fileName: 'lockbox.csv', file: 'data:text/csv;base64,QQ==', bankAccountId: 3 };

describe('sendPaymentUpload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file as the api client does (cookie, JSON, X-Requested-With) and reports its progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const sent = sendPaymentUpload(body, (f) => seen.push(f));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
      'POST',
      '/v1/payments/createPaymentUploads',
      true,
    ]);
    expect(xhr.headers).toMatchObject({
      'X-Requested-With': 'fieldline',
      'Content-Type': 'application/json; charset=utf-8',
      Accept: 'application/json',
    });
    expect(JSON.parse(xhr.body as string)).toEqual(body);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    xhr.answer(201, anUpload({ id: 31 }));
    expect((await sent).id).toBe(31);
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's message as an ApiError", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = sendPaymentUpload(body, () => {});
    FakeXhr.last.answer(422, { message: 'The file has no Amount column.', code: 'RULE_VIOLATION' });
    const err = await sent.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      message: 'The file has no Amount column.',
      code: 'RULE_VIOLATION',
    });
  });

  it('uses the status line when the answer is not JSON, and stops when aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = sendPaymentUpload(body, () => {});
    FakeXhr.last.answer(413, '<html>too large</html>', 'Payload Too Large');
    await expect(sent).rejects.toMatchObject({ status: 413, message: 'Payload Too Large' });

    const ctrl = new AbortController();
    const cancelled = sendPaymentUpload(body, () => {}, ctrl.signal);
    ctrl.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
