import { z } from 'zod';
import { emailField, idField, isoDateField, optionalText, PERSON_NAME_MAX, phoneField } from './fields';
import {
  accountEntrySchema,
  attendanceMarks,
  subscriptionFreezeSchema,
  subscriptionKinds,
  subscriptionStatuses,
} from './money';

// Личный кабинет (docs/cabinet.md): what parents and adult students see and do, and what the staff see of it.

export const CABINET_CODE_LENGTH = 6;
/** How long an emailed code works, and how many wrong tries it takes. */
export const CABINET_CODE_MINUTES = 10;

/**
 * The code a letter carries — «…код для входа…: 123456», «Код для подтверждения…: 123456» — or null: how the test
 * mailboxes of every host read a mailed code (another letter's digits, a receipt's school name, are not one).
 */
export const mailedCode = (text: string): string | null =>
  /[Кк]од для [^:\n]*:\s*(\d{6})\b/.exec(text)?.[1] ?? null;
export const CABINET_CODE_TRIES = 5;
/** A cabinet session lasts this long on its device. */
export const CABINET_SESSION_DAYS = 30;
/** «Не придём» closes this long before a lesson unless the school sets its own. */
export const DEFAULT_CABINET_CUTOFF_MINUTES = 120;

const codeField = z
  .string({ error: 'Введите код из письма' })
  .trim()
  .regex(/^\d{6}$/, `Код — ${CABINET_CODE_LENGTH} цифр из письма`);

export const cabinetCodeRequestSchema = z.object({ email: emailField('Email') });

export const cabinetSignInSchema = z.object({
  email: emailField('Email'),
  code: codeField,
  /** The school, when the address belongs to people of several (the first answer lists them). */
  school_id: idField.optional(),
});

export const cabinetSchoolChoiceSchema = z.object({ id: idField, name: z.string(), city: z.string() });
/** Signed in, or — for an address known in several schools — the schools to pick from (the code still works). */
export const cabinetSignInAnswerSchema = z.object({
  signed_in: z.boolean(),
  schools: z.array(cabinetSchoolChoiceSchema),
});
export type CabinetSignInAnswer = z.infer<typeof cabinetSignInAnswerSchema>;

/** A lesson of one of the family's students, as the family sees it. */
export const cabinetLessonSchema = z.object({
  lesson_id: idField,
  student_id: idField,
  date: z.string(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  group_name: z.string(),
  teacher_name: z.string().nullable(),
  style_name: z.string().nullable(),
  is_canceled: z.boolean(),
  mark: z.enum(attendanceMarks).nullable(),
  /** The family said «не придём» from the cabinet. */
  announced: z.boolean(),
  /** «Не придём» (or its undo) is still open: before the school's cut-off and not marked by the staff. */
  can_announce: z.boolean(),
  /** The student comes as a make-up guest (docs/makeups.md): the make-up, whose booking the family may cancel. */
  makeup_id: idField.nullable(),
});
export type CabinetLesson = z.infer<typeof cabinetLessonSchema>;

export const cabinetPassSchema = z.object({
  id: idField,
  sub_name: z.string(),
  kind: z.enum(subscriptionKinds),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  visits: z.number().int().nullable(),
  remaining_visits: z.number().int().nullable(),
  status: z.enum(subscriptionStatuses),
  frozen_until: z.string().nullable(),
  owed: z.number().int(),
  /** What the template still allows: freezes and their days. */
  freezes_left: z.number().int(),
  freeze_days_left: z.number().int(),
  /** A freeze the family asked for that the front desk has not decided yet. */
  pending_freeze: z.object({ starts_on: z.string(), days: z.number().int() }).nullable(),
});
export type CabinetPass = z.infer<typeof cabinetPassSchema>;

export const cabinetStudentSummarySchema = z.object({
  id: idField,
  name: z.string(),
  /** The signed-in person is this student (an adult), not their parent. */
  self: z.boolean(),
  /** Kopecks: negative is a debt. */
  balance: z.number().int(),
  debt_visits: z.number().int(),
  passes: z.array(cabinetPassSchema),
  next_lessons: z.array(cabinetLessonSchema),
});
export type CabinetStudentSummary = z.infer<typeof cabinetStudentSummarySchema>;

/** The cabinet's first view: everything a parent opens it for, in one answer. */
export const cabinetHomeSchema = z.object({
  school: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    cutoff_minutes: z.number().int(),
    /** The school's zone: its days and times are the family's too (docs/time.md). */
    time_zone: z.string(),
  }),
  person: z.object({ name: z.string(), email: z.string(), phone: z.string(), is_client: z.boolean() }),
  offer: z.object({
    version: z.number().int(),
    text: z.string(),
    accepted_version: z.number().int().nullable(),
  }),
  personal_data_accepted_at: z.string().nullable(),
  students: z.array(cabinetStudentSummarySchema),
});
export type CabinetHome = z.infer<typeof cabinetHomeSchema>;

/** A ledger line as the family sees it: no staff names; the cabinet says the note from its code. */
export const cabinetEntrySchema = accountEntrySchema.omit({
  created_by_name: true,
  created_at: true,
  note: true,
});

/** One student's page: the month's timetable, past visits, and every line of money behind the balance. */
export const cabinetStudentSchema = cabinetStudentSummarySchema.omit({ next_lessons: true }).extend({
  lessons: z.array(cabinetLessonSchema),
  history: z.array(cabinetLessonSchema),
  entries: z.array(cabinetEntrySchema),
});
export type CabinetStudent = z.infer<typeof cabinetStudentSchema>;

export const cabinetAbsenceSchema = z.object({ lesson_id: idField, student_id: idField });

/** A make-up of the family's (docs/makeups.md): the lessons it may go to, its booking, its cancellation. */
export const cabinetMakeupSchema = z.object({ makeup_id: idField });
/** An offer of a waitlist made to the family's student: accepted or declined (docs/makeups.md, «Лист ожидания»). */
export const cabinetOfferSchema = z.object({ entry_id: idField });
export const cabinetMakeupBookSchema = z.object({ makeup_id: idField, lesson_id: idField });

/** A group open for a trial: its next lessons and free seats (null: the group sets no limit). */
export const cabinetTrialGroupSchema = z.object({
  id: idField,
  name: z.string(),
  free_seats: z.number().int().nullable(),
  lessons: z.array(z.object({ date: z.string(), start_time: z.string(), style_name: z.string().nullable() })),
});
export const cabinetTrialGroupsSchema = z.array(cabinetTrialGroupSchema);

export const cabinetTrialSchema = z
  .object({
    group_id: idField,
    lesson_date: isoDateField('Дата пробного занятия').refine((date) => date !== null, 'Выберите занятие'),
    /** One of the family's students — or a new child by name. */
    student_id: idField.optional(),
    child_name: optionalText('Имя ребёнка', PERSON_NAME_MAX).optional(),
    comment: optionalText('Комментарий', 500).default(''),
  })
  .refine((v) => (v.student_id === undefined) !== !v.child_name, {
    message: 'Выберите, кто придёт: ученика из списка или впишите имя',
  });
export const cabinetTrialAnswerSchema = z.object({ lead_id: idField });

/** How a family's freeze is taken: at once, or as a request the front desk approves. */
export const cabinetFreezeModes = ['instant', 'request'] as const;
export type CabinetFreezeMode = (typeof cabinetFreezeModes)[number];

export const cabinetFreezeSchema = subscriptionFreezeSchema.extend({ subscription_id: idField });
export const cabinetFreezeAnswerSchema = z.object({ status: z.enum(['applied', 'requested']) });

/** A family's freeze request as the front desk sees it. */
export const freezeRequestSchema = z.object({
  id: idField,
  subscription_id: idField,
  student_id: idField,
  student_name: z.string(),
  sub_name: z.string(),
  email: z.string(),
  starts_on: z.string(),
  days: z.number().int(),
  created_at: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
});
export type FreezeRequest = z.infer<typeof freezeRequestSchema>;
export const freezeRequestsSchema = z.array(freezeRequestSchema);
export const freezeRequestDecisionSchema = z.object({
  approve: z.boolean({ error: 'Укажите решение: approve — да или нет' }),
});

export const cabinetContactsSchema = z.object({ phone: phoneField('Телефон') });

export const cabinetEmailChangeSchema = z.object({ email: emailField('Новый email'), code: codeField });

export const consentKinds = ['offer', 'personal_data'] as const;
export const cabinetConsentSchema = z.object({
  kind: z.enum(consentKinds, { error: 'Согласие: offer или personal_data' }),
  /** The offer's version the person read (a newer one must be read first); 1 for the personal-data consent. */
  version: z.number({ error: 'Укажите версию' }).int().min(0),
});

export const cabinetSessionSchema = z.object({
  id: idField,
  device: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export const cabinetSessionsSchema = z.array(cabinetSessionSchema);

// What the staff see and set.

export const cabinetSettingsSchema = z.object({
  cutoff_minutes: z.number().int(),
  offer_text: z.string(),
  offer_version: z.number().int(),
  freeze_mode: z.enum(cabinetFreezeModes),
});
export type CabinetSettings = z.infer<typeof cabinetSettingsSchema>;
export const cabinetSettingsUpdateSchema = z.object({
  cutoff_minutes: z
    .number({ error: 'Укажите, за сколько минут до занятия закрывается «Не придём»' })
    .int('Укажите целое число минут')
    .min(0, 'Не меньше 0 минут')
    .max(7 * 24 * 60, 'Не больше недели (10 080 минут)')
    .optional(),
  /** A changed text is a new version of the offer: families accept it again. */
  offer_text: optionalText('Текст оферты', 50_000).optional(),
  freeze_mode: z.enum(cabinetFreezeModes, { error: 'Заморозка из кабинета: instant или request' }).optional(),
});

/** Whether a client or student uses the cabinet (on their card). */
export const cabinetUseSchema = z.object({
  signed_in_at: z.string().nullable(),
  offer_version: z.number().int().nullable(),
  personal_data_at: z.string().nullable(),
  invited_at: z.string().nullable(),
});
export type CabinetUse = z.infer<typeof cabinetUseSchema>;

export const cabinetInviteSchema = z
  .object({ client_id: idField.optional(), student_id: idField.optional() })
  .refine((v) => (v.client_id === undefined) !== (v.student_id === undefined), {
    message: 'Укажите одного: client_id или student_id',
  });
/** The addresses an invitation goes (or went) to, and how the person uses the cabinet. */
export const cabinetInviteAnswerSchema = z.object({ emails: z.array(z.string()), cabinet: cabinetUseSchema });
