import { z } from 'zod';
import type { PaymentType } from './money';

// What a ledger line (and a payroll line) says about itself, stored as a code and its data (docs/money.md,
// «Пояснение строки»); `sayNote` (src/contract/ledger-notes.ts) puts it in Russian, the same words on every screen.

const note = <C extends string, S extends z.ZodRawShape>(code: C, shape: S) =>
  z.object({ code: z.literal(code), ...shape });
const bare = <C extends string>(code: C) => z.object({ code: z.literal(code) });
const change = z.object({ from: z.number().int(), to: z.number().int() });
// The payment types, spelled here: the money schemas use this file, so it cannot import theirs.
const paymentTypes = ['subscription', 'single', 'other'] as const satisfies readonly PaymentType[];

/** Free text a person wrote, or a line written before notes had codes. */
export const textNoteSchema = note('text', { text: z.string() });

export const ledgerNoteSchema = z.discriminatedUnion('code', [
  // A mark charged: a visit or an absence, off a pass or as a debt.
  note('visit', { group: z.string() }),
  note('absence', { group: z.string() }),
  note('debt_visit', { group: z.string() }),
  note('debt_absence', { group: z.string() }),
  // Why a charge was undone.
  bare('mark_removed'),
  bare('mark_changed'),
  bare('mark_excused'),
  bare('lesson_canceled'),
  /** The lesson moved to another day, or was held again after a cancellation: charged anew. */
  bare('lesson_moved'),
  bare('lesson_deleted'),
  note('closure', { reason: z.string() }),
  bare('closure_canceled'),
  bare('pass_frozen'),
  /** A debt visit reversed because a new pass took it (`settled_visit` is the pass's line for it). */
  note('debt_settled', { pass: z.string() }),
  bare('settled_visit'),
  // A pass's own lines.
  bare('expired_burned'),
  bare('expired'),
  note('sale', { pass: z.string() }),
  note('pass_canceled', {
    pass: z.string(),
    /** What was used of it: visits of a visits pass, days of an unlimited one. */
    unit: z.enum(['visits', 'days']),
    used: z.number().int(),
    of: z.number().int(),
    /** What the used part cost, kopecks. */
    value: z.number().int(),
    reason: z.string(),
  }),
  note('pass_changed', {
    pass: z.string(),
    price: change.nullable(),
    visits: change.nullable(),
    reason: z.string(),
  }),
  note('pass_given', { pass: z.string(), to: z.string(), reason: z.string() }),
  note('pass_received', { pass: z.string(), from: z.string(), reason: z.string() }),
  // Money.
  note('payment', { type: z.enum(paymentTypes) }),
  note('payment_void', { reason: z.string() }),
  note('refund', { reason: z.string() }),
  // Brought from another CRM (docs/import.md); the demo school's visits before its first day here.
  note('opening_pass', {
    pass: z.string(),
    /** Visits left; null for an unlimited pass. */
    visits: z.number().int().nullable(),
    expires: z.string(),
  }),
  bare('opening_balance'),
  bare('visit_before_ritm'),
  textNoteSchema,
]);
export type LedgerNote = z.infer<typeof ledgerNoteSchema>;

/** A payroll line's: a lesson's own line has none (null); a correction of a closed period; a manual line's reason. */
export const payrollNoteSchema = z.discriminatedUnion('code', [
  note('payroll_correction', { paid: z.number().int(), due: z.number().int() }),
  textNoteSchema,
]);
export type PayrollNote = z.infer<typeof payrollNoteSchema>;

export type Note = LedgerNote | PayrollNote;
export type NoteCode = Note['code'];
