/**
 * The first segment of every query key, one per resource. Each feature's query factory builds its keys on these;
 * a feature that must refresh another's lists (a converted lead fills the students and clients) names the
 * resource here instead of importing that feature or repeating a bare string.
 */
export const resourceKeys = {
  auth: ['auth'],
  schools: ['schools'],
  staff: ['staff'],
  leads: ['leads'],
  students: ['students'],
  clients: ['clients'],
  groups: ['groups'],
  statuses: ['statuses'],
  sources: ['sources'],
  styles: ['styles'],
  scheduleEntries: ['schedule-entries'],
  lessons: ['lessons'],
  closures: ['closures'],
  payroll: ['payroll'],
  attendance: ['attendance'],
  /** A student's make-ups and the lessons they may go to (docs/makeups.md). */
  makeups: ['makeups'],
  /** Who waits for a seat of a full group or lesson, and the offers open (docs/makeups.md). */
  waitlists: ['waitlists'],
  finances: ['finances'],
  reports: ['reports'],
  history: ['history'],
  /** The family's own cabinet (docs/cabinet.md), an app of its own with its own session. */
  cabinet: ['cabinet'],
  /** How a client or student uses the cabinet (the staff's side): read again when an email changes. */
  cabinetInvitations: ['cabinet-invitations'],
  /** Families' freeze requests the front desk decides (the staff's side of the cabinet's freezes). */
  freezeRequests: ['freeze-requests'],
  /** Сообщения семьям (docs/messages.md): what the school sent, its templates and settings. */
  messages: ['messages'],
  /** Tables loaded from a file (docs/import.md): the dry runs' previews. */
  imports: ['imports'],
  /** The public trial form of a school's site (docs/join-form.md), a page of its own. */
  join: ['join'],
} as const satisfies Record<string, readonly [string]>;

/** Every kind of write, by the resource it writes: `mutationKey` takes its names only from here. */
const writes = {
  auth: ['login', 'logout', 'register', 'change-password'],
  schools: [
    'update',
    'delete',
    'restore',
    'import',
    'cabinet-settings',
    'api-token-create',
    'api-token-delete',
    'webhook-create',
    'webhook-delete',
    'webhook-enable',
    'telegram-save',
    'telegram-delete',
    'join-code-change',
    'join-settings',
  ],
  staff: ['create', 'update', 'delete'],
  leads: ['create', 'update', 'delete', 'convert'],
  students: ['create', 'update', 'delete', 'restore', 'create-parent'],
  clients: ['create', 'update', 'delete', 'restore'],
  groups: ['create', 'update', 'delete'],
  statuses: ['create', 'update', 'delete'],
  sources: ['create', 'update', 'delete'],
  styles: ['create', 'update'],
  scheduleEntries: ['create', 'update', 'delete'],
  lessons: ['create', 'update', 'delete'],
  closures: ['create', 'delete'],
  payroll: ['rate-create', 'rate-delete', 'close', 'reopen', 'pay', 'adjustment-create', 'lesson-pay'],
  attendance: ['mark', 'mark-all', 'unmarked-dismiss'],
  makeups: ['book', 'cancel'],
  waitlists: ['accept', 'decline', 'join', 'join-lesson', 'leave'],
  finances: [
    'payment-create',
    'payment-void',
    'refund-create',
    'expense-create',
    'expense-void',
    'subscription-sell',
    'subscription-freeze',
    'pass-correction',
    'template-create',
    'template-archive',
    'template-makeups',
    'settings',
  ],
  cabinet: [
    'code',
    'sign-in',
    'sign-out',
    'absence',
    'freeze',
    'makeup',
    'offer',
    'trial',
    'contacts',
    'email',
    'consent',
    'email-code',
    'telegram',
    'end-session',
    'unsubscribe',
  ],
  cabinetInvitations: ['create'],
  freezeRequests: ['decide'],
  messages: ['send', 'resend', 'settings', 'template', 'template-preview'],
  imports: ['send'],
  join: ['trial'],
} as const satisfies { [Resource in keyof typeof resourceKeys]?: readonly string[] };

type Writes = typeof writes;

/**
 * A write's mutation key: its resource's key, the kind of write, and what keeps concurrent ones apart where that
 * matters (a lesson's marks settle apart from another lesson's). Writes of one key count as one batch: a failure is
 * read again only once the last of them settles.
 */
export function mutationKey<Resource extends keyof Writes>(
  resource: Resource,
  write: Writes[Resource][number],
  ...scope: (string | number)[]
): readonly unknown[] {
  return [...resourceKeys[resource], write, ...scope];
}

/**
 * The cached views of a student's money, which more than one feature writes into: a mark (lessons), a sale or a
 * payment (finances) changes a roll, the balances, a pass in the students list. The owners' query factories build
 * their keys on these, and the writers of src/lib/money-views.ts and mark-views.ts name them without importing
 * those features.
 */
export const moneyViewKeys = {
  /** Every lesson's roll. */
  rolls: () => [...resourceKeys.attendance, 'list'] as const,
  roll: (lessonId: number) => [...resourceKeys.attendance, 'list', lessonId] as const,
  unmarked: () => [...resourceKeys.attendance, 'unmarked'] as const,
  balances: () => [...resourceKeys.finances, 'balances'] as const,
  accounts: () => [...resourceKeys.finances, 'student'] as const,
  account: (studentId: number) => [...resourceKeys.finances, 'student', studentId] as const,
  activePasses: () => [...resourceKeys.finances, 'subscriptions', 'active'] as const,
  /** Every school's students list (the passes in it). */
  studentLists: () => [...resourceKeys.students, 'list'] as const,
};
