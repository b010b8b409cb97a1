import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schoolTime } from './clock';
import { formatMoney, MAX_AMOUNT_KOPECKS, parseRubles } from './money';
import { amountField, paymentCreateSchema } from './schemas/money';
import { validateAt } from './validation-time';

// The contract's date rules read the school's day: these parses run on a fixed one (docs/time.md).
const testTime = schoolTime('Europe/Moscow', new Date('2026-03-02T09:00:00.000Z'));
const parseAt = <S extends z.ZodType>(schema: S, value: unknown) =>
  validateAt(testTime, () => schema.parse(value));
const safeParseAt = <S extends z.ZodType>(schema: S, value: unknown) =>
  validateAt(testTime, () => schema.safeParse(value));

describe('money in kopecks, shown and typed in rubles', () => {
  it('shows kopecks as ru-RU rubles with two decimals', () => {
    expect(formatMoney(123_450).replace(/\s/g, ' ')).toBe('1 234,50 ₽');
    expect(formatMoney(-120_000).replace(/\s/g, ' ')).toBe('-1 200,00 ₽');
    expect(formatMoney(0)).toBe('0,00 ₽');
  });

  it.each([
    ['1234,5', 123_450],
    ['1 234.50', 123_450],
    ['1\u00a0234,50', 123_450],
    ['1234', 123_400],
    ['1234 ₽', 123_400],
    ['0,01', 1],
    [' 800 ', 80_000],
  ])('reads «%s» as %i kopecks', (text, kopecks) => {
    expect(parseRubles(text)).toBe(kopecks);
  });

  it.each(['', 'abc', '12,345', '-5', '1,2,3', '1 23', '12e3', '₽'])(
    'refuses «%s» instead of guessing',
    (text) => {
      expect(parseRubles(text)).toBeNull();
    },
  );

  it('refuses zero, negative, fractional and absurd amounts with a Russian message', () => {
    for (const bad of [0, -100, 12.5, MAX_AMOUNT_KOPECKS + 1, '1e3', true]) {
      const parsed = amountField().safeParse(bad);
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/Сумма/);
    }
    expect(amountField().parse(MAX_AMOUNT_KOPECKS)).toBe(MAX_AMOUNT_KOPECKS);
  });

  it('refuses a payment dated in the future or on a day that does not exist', () => {
    const base = { student_id: 1, amount: 100 };
    for (const paid_on of ['2026-03-03', '2999-01-01', '2026-02-30', '30.01.2026', '1999-12-31']) {
      expect(safeParseAt(paymentCreateSchema, { ...base, paid_on }).success, paid_on).toBe(false);
    }
    expect(parseAt(paymentCreateSchema, { ...base, paid_on: '2026-01-15' })).toMatchObject({
      type: 'subscription',
      method: 'cash',
    });
  });
});
