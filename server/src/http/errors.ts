import { serverErrors } from '../../../src/contract/index.ts';

export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502;

/**
 * The HTTP layer's own refusals (a malformed path id or body, no session, an Idempotency-Key still in flight,
 * an oversize body, a cross-site write, an unknown route): serialised once, by the app's error handler, as
 * `{ message }`. Services never throw these; they throw domain errors (modules/shared/domain-errors.ts), which
 * the same handler maps to statuses.
 */
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
export const notFound = () => new HttpError(404, serverErrors.notFound);
/** A call with an API token outside the token's scopes. */
export const outsideTokenScopes = () => new HttpError(403, serverErrors.tokenScope);
export const conflict = (message: string) => new HttpError(409, message);
// The rest of an oversize body is never read, so the connection cannot carry another request: say so, and the
// client opens a new one instead of writing into a socket the server is about to drop.
export const payloadTooLarge = () =>
  new HttpError(413, serverErrors.payloadTooLarge, { Connection: 'close' });
export const unsupportedMediaType = () => new HttpError(415, serverErrors.unsupportedMediaType);
export const crossSiteRequest = () => new HttpError(403, serverErrors.crossSite);
