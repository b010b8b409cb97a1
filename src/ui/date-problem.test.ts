import { describe, expect, it } from 'vitest';
import { describeDateProblem } from './date-problem';

describe('describeDateProblem', () => {
  it.each(['2026-05-12', '12.05.2026', '1.5.2026', '29.02.2028', '01.01.1900', '31.12.9999'])(
    'accepts %s',
    (text) => {
      expect(describeDateProblem(text)).toBeNull();
    },
  );

  it.each([
    ['00.05.2026', 'День — от 1 до 31'],
    ['12.00.2026', 'Месяц — от 1 до 12'],
    ['2026-13-01', 'Месяц — от 1 до 12'],
    ['31.12.1899', 'Год — от 1900 до 9999'],
    ['31.06.2026', 'Такого дня в этом месяце нет'],
    ['12/05/2026', 'Дата: дд.мм.гггг или гггг-мм-дд'],
    ['12.05.26', 'Дата: дд.мм.гггг или гггг-мм-дд'],
  ])('refuses %s: %s', (text, reason) => {
    expect(describeDateProblem(text)).toBe(reason);
  });
});
