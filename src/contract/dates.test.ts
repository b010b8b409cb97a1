import { describe, expect, it } from 'vitest';
import { ageOn, cutoffText, instantToIsoDate, isIsoDate, russianWeekdayAndDay, toIsoDate } from './dates';

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

describe('instantToIsoDate (the spec\'s "ISO string" sent as toISOString())', () => {
  it.each([
    ['2001-05-14T21:00:00.000Z', '2001-05-15'], // midnight of the 15th in Moscow
    ['2001-05-14T00:00:00.000Z', '2001-05-14'], // new Date('2001-05-14').toISOString()
    ['2001-01-14T20:59:59Z', '2001-01-14'], // a second before midnight in Moscow (UTC+3 in winter)
    ['2001-05-15T00:00:00+03:00', '2001-05-15'],
    ['2010-07-01T20:00:00.000Z', '2010-07-02'], // summer time: Moscow was UTC+4 then
    ['2020-07-01T20:00:00.000Z', '2020-07-01'], // no summer time since 2014: UTC+3
  ])('reads %s as %s', (instant, date) => {
    expect(instantToIsoDate(instant, 'Europe/Moscow')).toBe(date);
  });

  it.each(['2001-05-14', '2001-02-30T00:00:00Z', '14.05.2001', '2001-05-14T25:00:00Z', 'вчера', ''])(
    'refuses %j',
    (text) => {
      expect(instantToIsoDate(text, 'Europe/Moscow')).toBeNull();
    },
  );
});

describe('how the cabinet says a day and a cut-off', () => {
  it.each([
    ['2026-03-03', 'вт, 3 марта'],
    ['2026-03-01', 'вс, 1 марта'],
    ['2026-12-31', 'чт, 31 декабря'],
  ])('reads %s as «%s»', (iso, text) => {
    expect(russianWeekdayAndDay(iso)).toBe(text);
  });

  it.each([
    [30, '30 мин'],
    [120, '2 ч'],
    [90, '1 ч 30 мин'],
  ])('says %i minutes as «%s»', (minutes, text) => {
    expect(cutoffText(minutes)).toBe(text);
  });
});
