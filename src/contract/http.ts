import type { Action } from './permissions';

// The API as a client reaches it, without schemas: where an endpoint lives, who may call it, what every request
// carries. No zod here, so a client that takes the answers as its server wrote them (the families' cabinet,
// docs/cabinet.md) loads none; endpoint-definition.ts completes a route with its schemas.

/**
 * Who may call an endpoint: anyone (`public`), anyone signed in (`session`; the service then decides which
 * rows they see), the roles the permission table gives an action, or a family signed in to the cabinet
 * (`cabinet`: its own session kind, which opens no staff endpoint, as no staff session opens a cabinet one).
 */
export type Access = 'public' | 'session' | 'cabinet' | Action;

/** Where an endpoint lives and who may call it. */
export type EndpointRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Below `/api`; `:id` is a row id (Hono and the SPA fill it alike). */
  path: string;
  access: Access;
};

export const API_PREFIX = '/api';

/** The header a client names one submit with, so a double click or a retry writes once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The header a browser tab names itself with; the server copies it into the events of its writes. */
export const TAB_HEADER = 'X-Ritm-Tab';

/** A path of the table with its `:params` filled: `schools/getoneschool/3` (relative, for a `/api` prefix). */
export function fillPath(name: string, path: string, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(String(value));
  });
  return filled.slice(1);
}
