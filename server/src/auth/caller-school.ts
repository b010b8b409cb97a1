import {
  type Access,
  type Action,
  apiPermissions,
  can,
  idField,
  type Role,
  type User,
} from '../../../src/contract/index.ts';
import { noSchool, otherSchool } from '../modules/shared/domain-errors.ts';

/** The role that belongs to no school (roles.ts): what it may call is the platform's, not one school's. */
const SCHOOLLESS_ROLE = 'admin' satisfies Role;

type Permission = keyof typeof apiPermissions;
/** The roles the permission table gives an action (a row action: in any of its scopes). */
type RolesGranted<A extends Action> = (typeof apiPermissions)[Extract<
  Permission,
  A | `${A}:${'any' | 'own'}`
>][number];

/**
 * Whether an endpoint with this access works in the caller's school: it asks for a permission (not `public`,
 * `session` or another kind of caller) that the admin, who has no school, is not given. The endpoint layer hands
 * such an endpoint's handler the caller's school id (`callerSchoolId`); the type says the same per endpoint, so a
 * handler of any other endpoint has no school id to read.
 */
export type InCallerSchool<A extends Access> = A extends Action
  ? typeof SCHOOLLESS_ROLE extends RolesGranted<A>
    ? false
    : true
  : false;

export function inCallerSchool(access: Access): boolean {
  return isAction(access) && !can(SCHOOLLESS_ROLE, access);
}

/** Whether the access names an action of the permission table (not one of the endpoint table's other kinds). */
function isAction(access: Access): access is Action {
  return [access, `${access}:any`, `${access}:own`].some((permission) => permission in apiPermissions);
}

/** The school a school-scoped call works in: always the caller's own, from the session (403 without one). */
export function callerSchoolId(user: User): number {
  if (user.school_id === null) throw noSchool();
  return user.school_id;
}

/**
 * A `school_id` in a request body is never obeyed, only compared with the caller's school: naming another school
 * answers 403. The endpoint layer runs this on every body, before the body's own schema, so no endpoint can
 * forget it. A value that is not an id is left to the schema (400).
 */
export function assertNoOtherSchoolNamed(user: User | null, body: unknown): void {
  if (user?.school_id == null || body === null || typeof body !== 'object' || !('school_id' in body)) return;
  const named = idField.safeParse(body.school_id);
  if (named.success && named.data !== user.school_id) throw otherSchool();
}
