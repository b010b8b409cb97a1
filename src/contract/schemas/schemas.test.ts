import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoOwner } from '../demo-school';
import '../index';
import { schoolTime, validateAt } from '../index';
import { birthdateField, describeValidationError, idField } from './fields';
import { groupUpdateSchema } from './groups';
import { durationField, weekdayField } from './schedule';
import { registrationSchema, schoolUpdateSchema } from './schools';
import { userSchema } from './users';

// The contract's date rules read the school's day: these parses run on a fixed one (docs/time.md).
const testTime = schoolTime('Europe/Moscow', new Date('2026-03-02T09:00:00.000Z'));
const parseAt = <S extends z.ZodType>(schema: S, value: unknown) =>
  validateAt(testTime, () => schema.parse(value));
const safeParseAt = <S extends z.ZodType>(schema: S, value: unknown) =>
  validateAt(testTime, () => schema.safeParse(value));

function messageOf(result: { success: boolean; error?: unknown }) {
  if (result.success) throw new Error('expected a validation error');
  return describeValidationError(result.error as Parameters<typeof describeValidationError>[0]);
}

describe('registration payload', () => {
  it('accepts the demo owner and normalises email and phones', () => {
    const parsed = parseAt(registrationSchema, {
      ...demoOwner,
      account: { email: '  Owner@Gracia-Dance.RU ', password: 'secret-123' },
      school: { ...demoOwner.school, phone: '8 843 212 45 67' },
    });
    expect(parsed.account.email).toBe('owner@gracia-dance.ru');
    expect(parsed.school.phone).toBe('+7 (843) 212-45-67');
  });

  it('names the field that is wrong, in Russian', () => {
    expect(
      messageOf(
        safeParseAt(registrationSchema, { ...demoOwner, school: { ...demoOwner.school, name: ' ' } }),
      ),
    ).toBe('Заполните поле «Название школы»');
    expect(
      messageOf(
        safeParseAt(registrationSchema, { ...demoOwner, account: { email: 'a@b.ru', password: '123' } }),
      ),
    ).toBe('Пароль должен содержать не менее 8 символов');
    expect(
      messageOf(
        safeParseAt(registrationSchema, {
          ...demoOwner,
          profile: { ...demoOwner.profile, birthdate: '31.02.2000' },
        }),
      ),
    ).toBe('Поле «Дата рождения»: укажите существующую дату в формате ГГГГ-ММ-ДД');
  });

  it('explains a missing object instead of crashing', () => {
    expect(
      messageOf(safeParseAt(registrationSchema, { account: demoOwner.account, profile: demoOwner.profile })),
    ).toBe('Заполните раздел «Школа»');
  });
});

describe('updates', () => {
  it('reject a phone that is not Russian', () => {
    expect(messageOf(safeParseAt(schoolUpdateSchema, { Phone: '12345' }))).toBe(
      'Телефон в поле «Телефон школы» должен быть в формате +7 (000) 000-00-00',
    );
  });
});

describe('user responses', () => {
  it('turn string ids into numbers and the string "null" into no school', () => {
    const user = parseAt(userSchema, {
      id: '7',
      email: 'admin@ritm.local',
      role: 'admin',
      school_id: 'null',
      profile: { full_name: 'Админ', phone: '', birthdate: null },
    });
    expect(user.id).toBe(7);
    expect(user.school_id).toBeNull();
  });
});

describe('describeValidationError', () => {
  it('puts the field path in front of zod’s generic texts', () => {
    expect(
      messageOf(safeParseAt(registrationSchema, { ...demoOwner, school: { ...demoOwner.school, city: 42 } })),
    ).toBe('Поле «Город» должно быть строкой');
    expect(
      messageOf(safeParseAt(userSchema, { id: 1, email: 'a@b.ru', role: 'king', school_id: 1, profile: {} })),
    ).toMatch(/^Поле «role»: Неверн/);
  });
});

describe('tag colours', () => {
  it('accept red, blue, green or #RRGGBB and explain anything else in Russian', () => {
    expect(parseAt(groupUpdateSchema, { color: '#A1b2C3' }).color).toBe('#A1b2C3');
    expect(parseAt(groupUpdateSchema, { color: 'green' }).color).toBe('green');
    expect(messageOf(safeParseAt(groupUpdateSchema, { color: 'purple' }))).toBe(
      'Цвет: red, blue, green или #RRGGBB',
    );
    expect(messageOf(safeParseAt(groupUpdateSchema, { color: 7 }))).toBe(
      'Цвет: red, blue, green или #RRGGBB',
    );
  });
});

describe('ids and whole numbers (a number, or its decimal digits; nothing else is coerced)', () => {
  it.each([
    [7, 7],
    ['7', 7],
    ['9007199254740991', 9007199254740991],
  ])('reads %j as %j', (input, id) => {
    expect(idField.parse(input)).toBe(id);
  });

  it.each([
    true,
    false,
    null,
    [2],
    [[1]],
    { id: 1 },
    '0x3',
    ' 4 ',
    '4 ',
    '1e3',
    '1.0',
    1.5,
    0,
    -3,
    '',
    'один',
    1e20,
    '99999999999999999',
  ])('refuses %j as an id', (input) => {
    expect(idField.safeParse(input).success).toBe(false);
  });

  it('refuses a duration or a weekday given as anything but a whole number', () => {
    expect(durationField.safeParse(true).success).toBe(false);
    expect(durationField.safeParse('60').data).toBe(60);
    expect(durationField.safeParse(' 60').success).toBe(false);
    expect(weekdayField.safeParse([3]).success).toBe(false);
    expect(weekdayField.safeParse(3).data).toBe(3);
  });
});

describe('birthdates', () => {
  // 00:30 in Vladivostok is still the day before in Moscow: "today" is the school's.
  const vladivostok = schoolTime('Asia/Vladivostok', new Date('2026-03-01T14:30:00Z'));
  const parse = (value: string | null) => validateAt(vladivostok, () => birthdateField().safeParse(value));

  it('refuse a day that has not come yet in the school, and take its today and the past', () => {
    const refused = parse('2026-03-03');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Поле «Дата рождения»: дата не может быть в будущем');
    expect(parse('2026-03-02').data).toBe('2026-03-02');
    expect(parse('2015-09-30').data).toBe('2015-09-30');
    expect(parse(null).data).toBeNull();
  });

  it('read an instant as the day it was in the school', () => {
    expect(parse('2026-02-28T15:00:00.000Z').data).toBe('2026-03-01');
  });

  it('are never checked against a guessed day: outside validateAt the rule refuses to run', () => {
    expect(() => birthdateField().safeParse('2015-09-30')).toThrow(/validateAt/);
  });
});
