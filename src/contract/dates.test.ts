import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, toIsoDate } from './dates';

describe('toIsoDate (spec, section 5: yyyy-mm-dd, or dd.mm.yyyy converted)', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['29.02.2024', '2024-02-29'],
    ['1.3.2025', '2025-03-01'],
    [' 01.01.1900 ', '1900-01-01'],
    ['31.12.9999', '9999-12-31'],
  ])('accepts %s as %s', (text, iso) => {
    expect(toIsoDate(text)).toBe(iso);
  });

  it.each(['2023-02-29', '31.04.2025', '00.01.2025', '01.13.2025', '01.01.1899', '2025-1-5', 'завтра', ''])(
    'rejects %j',
    (text) => {
      expect(toIsoDate(text)).toBeNull();
    },
  );

  it('checks that the day exists', () => {
    expect(isIsoDate('2025-06-31')).toBe(false);
    expect(isIsoDate('2025-06-30')).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2010-05-20', '2026-05-19')).toBe(15);
    expect(ageOn('2010-05-20', '2026-05-20')).toBe(16);
  });

  it('is null without a birthdate', () => {
    expect(ageOn(null, '2026-01-01')).toBeNull();
  });
});
