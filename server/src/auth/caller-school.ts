import type { User } from '../../../src/contract/index.ts';
import { noSchool, otherSchool } from '../http/errors.ts';

/**
 * The school a school-scoped call works in: always the caller's own, from the session. A `school_id` the
 * client sent is only compared with it (403 when it names another school); a user without a school gets 403.
 */
export function callerSchoolId(user: User, requestedSchoolId?: number): number {
  if (user.school_id === null) throw noSchool();
  if (requestedSchoolId !== undefined && requestedSchoolId !== user.school_id) throw otherSchool();
  return user.school_id;
}
