export type ResponseType = 'json' | 'text' | 'empty';

export interface ApiFieldError {
  field: string;
  message: string;
}

export interface ApiErrorInit {
  message: string;
  status: number;
  statusText: string;
  body?: unknown;
  responseType: ResponseType;
  code?: string;
  errors?: ApiFieldError[];
  cause?: unknown;
}

/** Every failed call (HTTP error or network failure) surfaces as this one class. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly responseType: ResponseType;
  readonly code?: string;
  readonly errors?: ApiFieldError[];

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.responseType = init.responseType;
    if (init.code !== undefined) this.code = init.code;
    if (init.errors !== undefined) this.errors = init.errors;
  }
}

export interface ParsedBody {
  responseType: ResponseType;
  body: unknown;
}

export function isJsonContentType(contentType: string | null): boolean {
  // Covers application/json and structured suffixes such as application/problem+json.
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/** Reads the body once; a JSON content type with a malformed body degrades to text instead of throwing. */
export async function readBody(res: Response): Promise<ParsedBody> {
  const text = await res.text();
  if (text === '') return { responseType: 'empty', body: undefined };
  if (isJsonContentType(res.headers.get('content-type'))) {
    try {
      return { responseType: 'json', body: JSON.parse(text) };
    } catch {
      // Fall through: keep the raw text so the caller can still see what the server sent.
    }
  }
  return { responseType: 'text', body: text };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fieldErrors(value: unknown): ApiFieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(isRecord)
    .filter((e) => typeof e.field === 'string' && typeof e.message === 'string')
    .map((e) => ({ field: e.field as string, message: e.message as string }));
}

function isPlainText(contentType: string | null): boolean {
  // HTML error pages (proxies, load balancers) make poor messages; only plain text is shown as-is.
  return contentType === null || /^text\/plain\b/i.test(contentType);
}

export function statusMessage(status: number, statusText: string): string {
  // HTTP/2 responses carry no reason phrase, so statusText is often empty in browsers.
  return statusText !== '' ? statusText : `HTTP ${status}`;
}

export function errorFromResponse(res: Response, parsed: ParsedBody): ApiError {
  const { status, statusText } = res;
  const base = { status, statusText, body: parsed.body, responseType: parsed.responseType };
  let message: string | undefined;
  let code: string | undefined;
  let errors: ApiFieldError[] | undefined;

  if (parsed.responseType === 'json' && isRecord(parsed.body)) {
    const b = parsed.body;
    message = nonEmptyString(b.exceptionMessage) ?? nonEmptyString(b.message);
    if (typeof b.code === 'string' || typeof b.code === 'number') code = String(b.code);
    errors = fieldErrors(b.errors);
  } else if (parsed.responseType === 'text' && isPlainText(res.headers.get('content-type'))) {
    message = nonEmptyString(parsed.body)?.trim();
  }

  return new ApiError({ ...base, message: message ?? statusMessage(status, statusText), code, errors });
}

export function networkError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({
    message: `Network error: ${detail}`,
    status: 0,
    statusText: '',
    body: undefined,
    responseType: 'empty',
    cause,
  });
}
