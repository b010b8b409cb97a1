import {
  type Action,
  can,
  canOnRow,
  type RowAction,
  serverErrors,
  type User,
} from '../../../src/contract/index.ts';
import { forbidden, forbiddenAs } from '../modules/shared/domain-errors.ts';

/** 403 unless the permission table lets the user's role do the action (deny by default). */
export function assertCan(user: User, action: Action): void {
  if (!can(user.role, action)) throw forbidden();
}

// Why a row action was refused on a row that is not the caller's own.
const notOwnRow: Record<RowAction, string> = {
  'attendance:mark': serverErrors.notOwnLesson,
  'lessons:unmarked': serverErrors.notOwnLesson,
  'payroll:read': serverErrors.notOwnPayroll,
};

/**
 * Row rules (`entity:action:own|any`), checked here and nowhere else: a role with the `any` scope acts on every
 * row of its school, a role with only `own` on its own rows; anything else answers 403 with the reason.
 */
export function assertCanOnRow(user: User, action: RowAction, own: boolean): void {
  if (!canOnRow(user.role, action, own)) throw forbiddenAs(notOwnRow[action]);
}
