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
} as const satisfies Record<string, readonly [string]>;
