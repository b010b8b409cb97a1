import type { Role } from './roles';

/**
 * Server-side permissions: one table, deny by default. An action absent from the table, or a role absent
 * from an action's list, is refused with 403. School scoping (a row of another school answers 404) is
 * enforced separately by every repository: a permission says *what* a role may do, never *where*.
 */
export const apiPermissions = {
  // Platform administration: only the platform admin, who has no school of their own.
  'schools:list': ['admin'],
  'schools:delete': ['admin'],
  // Every member of a school reads their own school card, the admin any; only the owner edits it.
  'schools:read': ['admin', 'owner', 'manager', 'receptionist', 'teacher', 'accountant'],
  'schools:update': ['owner'],
  // A school's data in one archive (docs/archive.md): the owner takes it all; the admin loads an archive into a new
  // school, and the owner of a school just registered into theirs while it is empty (the service checks that).
  'schools:export': ['owner'],
  'schools:import': ['admin', 'owner'],
  // The owner manages staff; the staff who open the schedule need the list of teachers.
  'users:list': ['owner'],
  'users:list-by-role': ['owner', 'receptionist', 'teacher'],
  'users:manage': ['owner'],
  // People: sales (leads, clients) belong to the owner and managers; students and groups are also read by the
  // front desk and teachers, who need them for lessons and attendance.
  'leads:read': ['owner', 'manager'],
  'leads:write': ['owner', 'manager'],
  'clients:read': ['owner', 'manager'],
  'clients:write': ['owner', 'manager'],
  // A family's data as a file (152-ФЗ): the owner answers for the school's personal data.
  'clients:export': ['owner'],
  'students:read': ['owner', 'manager', 'receptionist', 'teacher'],
  'students:write': ['owner', 'manager'],
  // A deleted student or client (docs/deletion.md): whoever may delete them sees them and restores them for
  // RESTORE_DAYS.
  'students:restore': ['owner', 'manager'],
  'clients:restore': ['owner', 'manager'],
  'groups:read': ['owner', 'manager', 'receptionist', 'teacher'],
  'groups:write': ['owner', 'manager'],
  'statuses:read': ['owner', 'manager', 'receptionist', 'teacher'],
  'statuses:write': ['owner', 'manager'],
  'sources:read': ['owner', 'manager'],
  'sources:write': ['owner', 'manager'],
  // Schedule: the owner shapes it; the front desk adds one-off lessons; everyone who opens the schedule reads it,
  // generates the coming lessons and marks attendance: the owner and the front desk of any lesson, a teacher only
  // of their own.
  'styles:read': ['owner', 'receptionist', 'teacher'],
  'styles:write': ['owner'],
  'schedules:read': ['owner', 'receptionist', 'teacher'],
  'schedules:write': ['owner'],
  'lessons:read': ['owner', 'receptionist', 'teacher'],
  'lessons:create': ['owner', 'receptionist'],
  'lessons:update': ['owner'],
  'lessons:delete': ['owner'],
  'lessons:generate': ['owner', 'receptionist', 'teacher'],
  'attendance:read': ['owner', 'receptionist', 'teacher'],
  'attendance:mark:any': ['owner', 'receptionist'],
  'attendance:mark:own': ['teacher'],
  // Make-ups (docs/makeups.md): the front desk and the owner see a student's make-ups and book them; a teacher sees
  // the guests on the roll of their lesson (attendance:read), nothing more.
  'makeups:read': ['owner', 'receptionist'],
  'makeups:book': ['owner', 'receptionist'],
  // Waitlists (docs/makeups.md, «Лист ожидания»): the front desk and the owner keep them; a manager, who works with
  // leads, reads them and keeps the leads' places (a student's needs waitlist:students, checked on the row).
  'waitlist:read': ['owner', 'receptionist', 'manager'],
  'waitlist:leads': ['owner', 'receptionist', 'manager'],
  'waitlist:students': ['owner', 'receptionist'],
  // Past lessons left unmarked (docs/api-schedule.md, «Не отмечены»): the front desk and the owner see the school's
  // and take a flag down; a teacher sees only their own lessons' flags — theirs to mark, not to wave away.
  'lessons:unmarked:any': ['owner', 'receptionist'],
  'lessons:unmarked:own': ['teacher'],
  'lessons:dismiss-unmarked': ['owner', 'receptionist'],
  // Money (docs/money.md): the owner and the accountant do everything; the front desk sells subscriptions, takes
  // payments and sees balances, but records no expenses and corrects nothing (voids, refunds); a teacher learns
  // only from the roll whether a visit is covered; a manager has nothing of money.
  'subscription-templates:read': ['owner', 'accountant', 'receptionist'],
  'subscription-templates:write': ['owner', 'accountant'],
  'subscriptions:read': ['owner', 'accountant', 'receptionist'],
  'subscriptions:sell': ['owner', 'accountant', 'receptionist'],
  'subscriptions:freeze': ['owner', 'accountant', 'receptionist'],
  'payments:read': ['owner', 'accountant'],
  'payments:create': ['owner', 'accountant', 'receptionist'],
  'payments:correct': ['owner', 'accountant'],
  'expenses:read': ['owner', 'accountant'],
  'expenses:write': ['owner', 'accountant'],
  'finances:summary': ['owner', 'accountant'],
  'finances:settings': ['owner', 'accountant'],
  'balances:read': ['owner', 'accountant', 'receptionist'],
  // Passes and balances brought from another CRM (docs/import.md): in a students import (the owner, who also adds
  // students) or, for students already in the school, in the opening import (`/import/opening`) — the accountant's
  // way, which finds students and never creates or changes one.
  'opening-balances:import': ['owner', 'accountant'],
  // Payroll (docs/payroll.md): the owner and the accountant set rates and see every teacher's pay; a teacher sees
  // only their own — the server answers another teacher's as if it did not exist.
  'payroll:rates': ['owner', 'accountant'],
  'payroll:read:any': ['owner', 'accountant'],
  'payroll:read:own': ['teacher'],
  // The history of changes (docs/history.md): who changed what in the school, for its owner.
  'history:read': ['owner'],
  // Личный кабинет (docs/cabinet.md): the front office invites a family by email from a student's card (a client's
  // card also needs clients:read); the family itself signs in with its own session kind, outside this table.
  'cabinet:invite': ['owner', 'manager', 'receptionist'],
  // Сообщения (docs/messages.md): the owner and managers read what the school sent and send again what failed; the
  // front office, too, writes to a group's families or to chosen students; settings and templates are the owner's
  // (schools:update).
  'messages:read': ['owner', 'manager'],
  'messages:send': ['owner', 'manager', 'receptionist'],
  // API tokens and webhooks (docs/api-tokens.md, docs/webhooks.md): the owner's, never a token's own.
  'api-tokens:manage': ['owner'],
  'webhooks:manage': ['owner'],
  // Reports (the spec's route table: /reports is the owner's and the accountant's).
  'reports:read': ['owner', 'accountant'],
} as const satisfies Record<string, readonly Role[]>;

type Permission = keyof typeof apiPermissions;
/** An action whose rows are split into the caller's own and anyone's (`entity:action:own|any`). */
export type RowAction = Permission extends infer P
  ? P extends `${infer A}:${'own' | 'any'}`
    ? A
    : never
  : never;
/** What an endpoint asks of its caller's role: a plain action, or a row action in any of its scopes. */
export type Action = Exclude<Permission, `${string}:${'own' | 'any'}`> | RowAction;

function granted(role: Role, permission: string): boolean {
  const roles: readonly Role[] | undefined = (apiPermissions as Record<string, readonly Role[]>)[permission];
  return roles?.includes(role) ?? false;
}

/** Whether the role may do the action at all (for a row action: on some rows at least). */
export function can(role: Role, action: Action): boolean {
  return granted(role, action) || granted(role, `${action}:any`) || granted(role, `${action}:own`);
}

/** Whether the role may do a row action on one row, given whether that row is the caller's own. */
export function canOnRow(role: Role, action: RowAction, own: boolean): boolean {
  return granted(role, `${action}:any`) || (own && granted(role, `${action}:own`));
}

/** The SPA's guarded routes and who may open them (spec, section 6). Admin passes every guard. */
export const routeAccess = {
  '/profile': ['admin', 'owner', 'manager', 'receptionist', 'teacher', 'accountant'],
  '/leads': ['manager', 'owner'],
  '/students': ['manager', 'owner'],
  '/clients': ['manager', 'owner'],
  '/schedule': ['receptionist', 'teacher', 'owner'],
  '/finances': ['accountant', 'owner'],
  '/reports': ['accountant', 'owner'],
  '/history': ['owner'],
  '/messages': ['owner', 'manager'],
  '/admin/schools': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type GuardedPath = keyof typeof routeAccess;

export function canOpen(role: Role, path: GuardedPath): boolean {
  return role === 'admin' || (routeAccess[path] as readonly Role[]).includes(role);
}

/**
 * Side navigation per role (spec, section 2), kept exactly, quirks included — plus the owner's «История», which
 * the history issue adds, and «Сообщения» of the owner and managers (README, «Решения»).
 */
export const navigationByRole: Record<Role, readonly GuardedPath[]> = {
  owner: [
    '/leads',
    '/students',
    '/clients',
    '/schedule',
    '/finances',
    '/reports',
    '/messages',
    '/history',
    '/profile',
  ],
  manager: ['/leads', '/clients', '/messages', '/profile'],
  admin: ['/admin/schools', '/profile'],
  receptionist: ['/students', '/schedule', '/profile'],
  teacher: ['/students', '/schedule', '/profile'],
  accountant: ['/finances', '/profile'],
};

/** Where a role lands after login: its first navigation link that its guard lets through. */
export function homePathFor(role: Role): GuardedPath {
  return navigationByRole[role].find((path) => path !== '/profile' && canOpen(role, path)) ?? '/profile';
}
