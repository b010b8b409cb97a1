import { describe, expect, it } from 'vitest';
import { generationWindow, isoWeekday, planOccurrences, type ScheduleEntrySlot } from './lesson-planning';

const slot = (overrides: Partial<ScheduleEntrySlot> = {}): ScheduleEntrySlot => ({
  id: 1,
  weekday: 1,
  active_from: null,
  active_to: null,
  ...overrides,
});

describe('isoWeekday', () => {
  it('numbers Monday 1 … Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-28')).toBe(6);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('generationWindow', () => {
  it('runs from today to the end of next month', () => {
    expect(generationWindow('2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-12-31' });
  });

  it('crosses the year and knows February', () => {
    expect(generationWindow('2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-31' });
    expect(generationWindow('2028-01-15')).toEqual({ from: '2028-01-15', to: '2028-02-29' });
  });
});

describe('planOccurrences', () => {
  const window = { from: '2026-11-21', to: '2026-12-31' };

  it('puts each slot on its weekday every week of the window, edges included', () => {
    const dates = planOccurrences([slot({ weekday: 6 })], window).map((o) => o.lesson_date);
    expect(dates[0]).toBe('2026-11-21');
    expect(dates).toHaveLength(6);
    expect(dates.every((date) => isoWeekday(date) === 6)).toBe(true);
    expect(planOccurrences([slot({ weekday: 4 })], window).at(-1)?.lesson_date).toBe('2026-12-31');
  });

  it('clamps to the slot’s active range', () => {
    const planned = planOccurrences(
      [slot({ weekday: 1, active_from: '2026-12-01', active_to: '2026-12-15' })],
      window,
    );
    expect(planned.map((o) => o.lesson_date)).toEqual(['2026-12-07', '2026-12-14']);
  });

  it('plans nothing for a slot that ended before the window or starts after it', () => {
    expect(planOccurrences([slot({ active_to: '2026-11-01' })], window)).toEqual([]);
    expect(planOccurrences([slot({ active_from: '2027-02-01' })], window)).toEqual([]);
  });

  it('is deterministic: sorted by date, then by slot', () => {
    const planned = planOccurrences([slot({ id: 2, weekday: 1 }), slot({ id: 1, weekday: 1 })], window);
    expect(planned.slice(0, 2)).toEqual([
      { schedule_id: 1, lesson_date: '2026-11-23' },
      { schedule_id: 2, lesson_date: '2026-11-23' },
    ]);
  });
});
