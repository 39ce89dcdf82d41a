export type { ApiClient, CallOptions, ClientOptions, HttpMethod } from './client';
export { createApiClient } from './client';
export type { ApiErrorInit, ApiFieldError, ResponseType } from './errors';
export { ApiError } from './errors';
export { encodeQuery } from './query';
export type { TokenSource } from './token';
