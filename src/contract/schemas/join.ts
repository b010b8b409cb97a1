import { z } from 'zod';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, UTM_MAX_LENGTH } from '../join-routes';
import {
  idField,
  optionalEmailField,
  optionalText,
  PERSON_NAME_MAX,
  phoneField,
  requiredText,
  wholeNumberField,
} from './fields';

// The school's public trial form (docs/join-form.md): what the page shows, what a visitor sends, and the owner's
// settings of it.

const joinLessonSchema = z.object({
  id: idField,
  date: z.string(),
  start_time: z.string(),
  style_name: z.string().nullable(),
  /** Seats left: the group's capacity less its students and the trials already booked; null is no limit. */
  free_seats: z.number().int().nullable(),
});

/** The page: the school's name, its consent text and the groups open for trials with their next lessons. */
export const joinPageSchema = z.object({
  school_name: z.string(),
  consent_text: z.string(),
  /** When the server gave the page, signed: the sign-up sends it back, so the server knows how long it took. */
  stamp: z.string(),
  groups: z.array(z.object({ id: idField, name: z.string(), lessons: z.array(joinLessonSchema) })),
});
export type JoinPage = z.infer<typeof joinPageSchema>;
export type JoinLesson = z.infer<typeof joinLessonSchema>;

const utmField = (name: string) => optionalText(name, UTM_MAX_LENGTH).default('');

const childAgeField = wholeNumberField('Возраст ребёнка — целое число лет').refine(
  (age) => age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX,
  `Возраст ребёнка — от ${CHILD_AGE_MIN} до ${CHILD_AGE_MAX} лет`,
);

/** A visitor's sign-up. Consent and the hidden field are checked by the server, which says what is wrong. */
export const joinTrialSchema = z
  .object({
    name: requiredText('Имя', PERSON_NAME_MAX),
    phone: phoneField('Телефон').refine((phone) => phone !== '', 'Заполните поле «Телефон»'),
    email: optionalEmailField('Email').default(null),
    for_child: z.boolean({ error: 'Поле «Для ребёнка» должно быть да/нет' }).default(false),
    child_name: optionalText('Имя ребёнка', PERSON_NAME_MAX).default(''),
    child_age: childAgeField.nullable().default(null),
    lesson_id: idField,
    consent: z.boolean({ error: 'Поле «Согласие» должно быть да/нет' }).default(false),
    stamp: z.string({ error: 'Обновите страницу и заполните форму ещё раз' }).max(200).default(''),
    /** Hidden from people: only a program fills it in. */
    website: z.string().max(1000).default(''),
    utm_source: utmField('utm_source'),
    utm_medium: utmField('utm_medium'),
    utm_campaign: utmField('utm_campaign'),
  })
  .refine((body) => !body.for_child || body.child_name !== '', {
    message: 'Заполните поле «Имя ребёнка»',
  })
  .refine((body) => !body.for_child || body.child_age !== null, {
    message: 'Заполните поле «Возраст ребёнка»',
  });
export type JoinTrialInput = z.input<typeof joinTrialSchema>;

/** What the visitor is told: where and when they are expected. */
export const joinTrialAnswerSchema = z.object({
  group_name: z.string(),
  lesson_date: z.string(),
  start_time: z.string(),
});
export type JoinTrialAnswer = z.infer<typeof joinTrialAnswerSchema>;

/** The owner's side: the link's code and the consent text visitors agree to. */
export const joinFormSettingsSchema = z.object({
  code: z.string(),
  consent_text: z.string(),
  /** The text is the default one (with the school's current name), not the owner's own. */
  consent_is_default: z.boolean(),
});
export type JoinFormSettings = z.infer<typeof joinFormSettingsSchema>;

/** An empty text goes back to the default. */
export const joinFormSettingsUpdateSchema = z.object({
  consent_text: optionalText('Текст согласия', 10_000),
});

/** The consent a school's form asks for until its owner writes their own (152-ФЗ «О персональных данных»). */
export function defaultJoinConsent(schoolName: string): string {
  return (
    'Я даю согласие на обработку моих персональных данных и данных моего ребёнка (имя, телефон, email, возраст) ' +
    `оператору — ${schoolName} — для записи на пробное занятие и связи со мной по этой записи, в соответствии ` +
    'с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных». Согласие действует до его отзыва; ' +
    'отозвать его можно, сообщив об этом школе.'
  );
}
