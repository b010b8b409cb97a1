import { HttpResponse } from 'msw';
import { serverErrors } from '@/contract';

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/** An answer for the client, thrown from any helper and turned into `{ message }` once, by `route`. */
export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly headers: Record<string, string>;

  constructor(status: ApiErrorStatus, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = headers;
  }

  toResponse(): Response {
    return HttpResponse.json({ message: this.message }, { status: this.status, headers: this.headers });
  }
}

export const apiErrors = {
  badRequest: (message: string) => new ApiError(400, message),
  unauthenticated: () => new ApiError(401, serverErrors.unauthenticated),
  wrongCredentials: () => new ApiError(401, serverErrors.wrongCredentials),
  forbidden: () => new ApiError(403, serverErrors.forbidden),
  otherSchool: () => new ApiError(403, serverErrors.otherSchool),
  noSchool: () => new ApiError(403, serverErrors.noSchool),
  notFound: () => new ApiError(404, serverErrors.notFound),
  conflict: (message: string) => new ApiError(409, message),
  payloadTooLarge: () => new ApiError(413, serverErrors.payloadTooLarge),
  unsupportedMediaType: () => new ApiError(415, serverErrors.unsupportedMediaType),
  tooManyLogins: (retryAfterSeconds: number) =>
    new ApiError(429, serverErrors.tooManyLogins(Math.ceil(retryAfterSeconds / 60)), {
      'Retry-After': String(retryAfterSeconds),
    }),
};
