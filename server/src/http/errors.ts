import { serverErrors } from '../../../src/contract/index.ts';

export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/** An error meant for the client: serialised once, by the app's error handler, as `{ message }`. */
export class HttpError extends Error {
  readonly status: HttpErrorStatus;
  readonly headers: Record<string, string>;

  constructor(status: HttpErrorStatus, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthenticated = () => new HttpError(401, serverErrors.unauthenticated);
export const forbidden = () => new HttpError(403, serverErrors.forbidden);
export const otherSchool = () => new HttpError(403, serverErrors.otherSchool);
export const noSchool = () => new HttpError(403, serverErrors.noSchool);
export const notFound = () => new HttpError(404, serverErrors.notFound);
/** A row a body refers to that the school does not have (money: docs/money.md), said by name. */
export const notFoundNamed = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
// The rest of an oversize body is never read, so the connection cannot carry another request: say so, and the
// client opens a new one instead of writing into a socket the server is about to drop.
export const payloadTooLarge = () =>
  new HttpError(413, serverErrors.payloadTooLarge, { Connection: 'close' });
export const unsupportedMediaType = () => new HttpError(415, serverErrors.unsupportedMediaType);
export const crossSiteRequest = () => new HttpError(403, serverErrors.crossSite);

/** 429 with the wait in the message (minutes, rounded up) and in `Retry-After` (seconds). */
const tooMany = (message: (minutes: number) => string) => (retryAfterSeconds: number) =>
  new HttpError(429, message(Math.ceil(retryAfterSeconds / 60)), {
    'Retry-After': String(retryAfterSeconds),
  });
export const tooManyLogins = tooMany(serverErrors.tooManyLogins);
export const tooManyRegistrations = tooMany(serverErrors.tooManyRegistrations);
