import type { MiddlewareHandler } from 'hono';
import { type ApiAction, can, type User } from '../../../src/contract/index.ts';
import type { AppEnv } from '../app-env.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';

/** 403 unless the permission table lets the user's role do the action (deny by default). */
export function assertCan(user: User, action: ApiAction): void {
  if (!can(user.role, action)) throw forbidden();
}

/** Route guard: a session (401) whose role may do `action` (403), checked in that order. */
export function requireRole(action: ApiAction): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthenticated();
    assertCan(session.user, action);
    await next();
  };
}
