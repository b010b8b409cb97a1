import { describe, expect, it } from 'vitest';
import type { Lesson } from '@/contract';
import { limitLessonsPerDay } from './month-limit';

let nextId = 1;

function buildLesson(overrides: Partial<Lesson> = {}): Lesson {
  const id = nextId++;
  return {
    id,
    group_id: 3,
    group_name: 'Хип-хоп 7–10 лет',
    group_color: '#10b981',
    direction_id: null,
    teacher_id: null,
    teacher_name: null,
    lesson_date: '2026-12-07',
    start_time: '17:00',
    duration_minutes: 60,
    is_canceled: false,
    dance_style: null,
    school_id: 1,
    schedule_id: null,
    ...overrides,
  };
}

describe('the month view limit', () => {
  it('keeps every lesson of a day with up to three', () => {
    const day = ['09:00', '12:00', '18:00'].map((start_time) => buildLesson({ start_time }));

    expect(limitLessonsPerDay(day)).toEqual({ shown: day, more: [] });
  });

  it('keeps the first two lessons of a busier day and counts the rest', () => {
    const busy = ['08:00', '09:00', '10:00', '11:00', '12:00'].map((start_time) =>
      buildLesson({ start_time }),
    );
    const calm = buildLesson({ lesson_date: '2026-12-08' });

    const { shown, more } = limitLessonsPerDay([...busy, calm]);

    expect(shown.map((lesson) => lesson.start_time)).toEqual(['08:00', '09:00', '17:00']);
    expect(more).toEqual([{ date: '2026-12-07', count: 3 }]);
  });
});
