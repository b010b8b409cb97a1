import { idField, type User } from '../../../src/contract/index.ts';
import { noSchool, otherSchool } from '../http/errors.ts';

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
