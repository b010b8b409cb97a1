import type { ErrorHandler } from 'hono';
import { serverErrors } from '../../../src/contract/index.ts';
import { HttpError } from './errors.ts';

/**
 * The one place errors become responses. HttpError carries the client's status and Russian message;
 * anything else is a defect: it is logged with the request line and answers a generic 500.
 */
export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ message: error.message }, error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: serverErrors.internal }, 500);
};
