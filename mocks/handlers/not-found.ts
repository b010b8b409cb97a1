import { apiErrors } from '../http/api-error';
import { route } from '../http/route';

/** Any other `/api` request answers 404 like the server, instead of falling through to the dev server. */
export const notFoundHandler = route('all', { pattern: '/*' }, () => {
  throw apiErrors.notFound();
});
