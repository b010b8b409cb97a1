import { authHandlers } from './auth';
import { notFoundHandler } from './not-found';
import { schoolHandlers } from './schools';
import { userHandlers } from './users';

/** Every mocked endpoint; the catch-all 404 comes last so it only answers what nothing else did. */
export const handlers = [...authHandlers, ...userHandlers, ...schoolHandlers, notFoundHandler];
