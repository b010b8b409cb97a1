import { type ApiAction, can } from '@/contract';
import { mockDb } from '../db/database';
import { findSessionUser } from '../db/sessions';
import type { UserRow } from '../db/tables';
import { apiErrors } from './api-error';
import { SESSION_COOKIE } from './session-cookie';

/** MSW's `cookies`: the request's Cookie header, merged with the cookies MSW stored from earlier answers. */
export type RequestCookies = Record<string, string>;

export function sessionUser(cookies: RequestCookies): UserRow | undefined {
  return findSessionUser(mockDb(), cookies[SESSION_COOKIE] ?? '');
}

/**
 * The guard every protected handler starts with: a session (401), then the role's permission from the
 * contract's table (403). Without an action it only requires a session.
 */
export function requireAccess(cookies: RequestCookies, action?: ApiAction): UserRow {
  const user = sessionUser(cookies);
  if (!user) throw apiErrors.unauthenticated();
  if (action && !can(user.role, action)) throw apiErrors.forbidden();
  return user;
}

/** The caller's school for a school-scoped call; `school_id` from a body must be that school (403). */
export function requireOwnSchool(user: UserRow, requestedSchoolId?: number): number {
  if (user.school_id === null) throw apiErrors.noSchool();
  if (requestedSchoolId !== undefined && requestedSchoolId !== user.school_id) throw apiErrors.otherSchool();
  return user.school_id;
}
