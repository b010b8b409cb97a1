import type { ErrorHandler } from 'hono';
import { serverErrors } from '../../../src/contract/index.ts';
import { DomainError, type DomainErrorKind } from '../modules/shared/domain-errors.ts';
import { HttpError, type HttpErrorStatus } from './errors.ts';

const statusOf: Record<DomainErrorKind, HttpErrorStatus> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  unavailable: 502,
};

/**
 * The one place errors become responses. A service's DomainError gets its kind's status, the HTTP layer's own
 * HttpError carries its status; both answer `{ message }` in Russian. Anything else is a defect: it is logged with
 * the request line and answers a generic 500.
 */
export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof DomainError) {
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json({ message: error.message }, statusOf[error.kind]);
  }
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ message: error.message }, error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: serverErrors.internal }, 500);
};
