import { z } from 'zod';
import { instantToIsoDate, isIsoDate } from '../dates';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../limits';
import { normalizePhone } from '../phone';
import { validationTime } from '../validation-time';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PERSON_NAME_MAX, TEXT_MAX_LENGTH } from '../limits';

// Field builders with Russian messages that name the field, so a 400 tells the person what to fix.

export const requiredText = (label: string, max = TEXT_MAX_LENGTH) =>
  z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .min(1, `Заполните поле «${label}»`)
    .max(max, `Поле «${label}» не может быть длиннее ${max} символов`);

export const optionalText = (label: string, max = TEXT_MAX_LENGTH) =>
  z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .max(max, `Поле «${label}» не может быть длиннее ${max} символов`);

export const emailField = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .trim()
    .toLowerCase()
    .max(254, `Поле «${label}» слишком длинное`)
    .pipe(z.email(`Укажите корректный email в поле «${label}»`));

/** An optional email: '' (or nothing) is none, stored as null; anything else must be an address, kept lower-case. */
export const optionalEmailField = (label: string) =>
  z.union([z.literal('').transform(() => null), z.null(), emailField(label)], {
    error: `Укажите корректный email в поле «${label}»`,
  });

/** Optional phone: '' means none; anything else must be a Russian number and is stored masked. */
export const phoneField = (label: string) =>
  z.string({ error: `Поле «${label}» должно быть строкой` }).transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === null) {
      ctx.addIssue({
        code: 'custom',
        message: `Телефон в поле «${label}» должен быть в формате +7 (000) 000-00-00`,
      });
      return z.NEVER;
    }
    return phone;
  });

/**
 * A real day in 1900–9999 as `YYYY-MM-DD`, or null. The spec's "ISO string" may also be an ISO instant
 * (`toISOString()`); it becomes the calendar date it was in the schools' time zone.
 */
export const isoDateField = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть датой` })
    .transform((value, context) => {
      const date = isIsoDate(value) ? value : instantToIsoDate(value, validationTime().zone);
      if (date !== null) return date;
      context.issues.push({
        code: 'custom',
        input: value,
        message: `Поле «${label}»: укажите существующую дату в формате ГГГГ-ММ-ДД`,
      });
      return z.NEVER;
    })
    .nullable();

/** A birthdate: a real day (as `isoDateField` reads it) that has already come — nobody is born in the future. */
export const birthdateField = (label = 'Дата рождения') =>
  isoDateField(label).refine((date) => date === null || date <= validationTime().today, {
    message: `Поле «${label}»: дата не может быть в будущем`,
  });

export const passwordField = z
  .string({ error: 'Пароль должен быть строкой' })
  .min(PASSWORD_MIN_LENGTH, `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`)
  .max(PASSWORD_MAX_LENGTH, `Пароль не может быть длиннее ${PASSWORD_MAX_LENGTH} символов`);

/**
 * A whole number sent as a JSON number or as its decimal digits (spec, section 3: ids may arrive as strings).
 * Nothing else becomes a number: `true`, `[2]`, `"0x3"`, `" 4 "` and `"1e3"` are refused with `message`.
 */
export const wholeNumberField = (message: string, fractionMessage = message) =>
  z
    .union([z.number(), z.string().regex(/^-?\d{1,16}$/, message)], { error: message })
    .transform(Number)
    .pipe(
      z
        .number({ error: message })
        .int(fractionMessage)
        .min(-Number.MAX_SAFE_INTEGER, message)
        .max(Number.MAX_SAFE_INTEGER, message),
    );

/** A row id: a positive whole number, or its digits as a string. */
export const idField = wholeNumberField('Некорректный идентификатор').pipe(
  z.number().positive('Некорректный идентификатор'),
);

// zod's Russian locale texts ("Неверный ввод…", "Слишком большое значение…") do not say which field they
// are about; our own messages always do. Only the former get the field path in front.
const LOCALE_MESSAGE = /^(Неверн|Нераспознан|Слишком)/;

/** Turns a zod error into one Russian sentence for the `{ message }` of a 400. */
export function describeValidationError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Некорректные данные';
  const needsField = issue.path.length > 0 && LOCALE_MESSAGE.test(issue.message);
  return needsField ? `Поле «${issue.path.join('.')}»: ${issue.message}` : issue.message;
}
