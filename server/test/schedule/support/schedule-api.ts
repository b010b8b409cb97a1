import { expect } from 'vitest';
import type { Lesson, ScheduleEntry, Style } from '../../../../src/contract/index.ts';
import type { ApiAs } from '../../support/staff-helpers.ts';

// Requests the schedule tests repeat, each asserting it succeeded so a failure points at the step.

export async function createStyle(owner: ApiAs, body: Record<string, unknown> = {}): Promise<Style> {
  const response = await owner.post('/styles/registration', { name: 'Хип-хоп', ...body });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** A Monday 17:00 hour of the group unless overridden. */
export async function createEntry(
  owner: ApiAs,
  groupId: number,
  body: Record<string, unknown> = {},
): Promise<ScheduleEntry> {
  const response = await owner.post('/schedules/create', {
    group_id: groupId,
    weekday: 1,
    start_time: '17:00',
    duration_minutes: 60,
    ...body,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

export async function generate(who: ApiAs): Promise<{ created: number; date_from: string; date_to: string }> {
  const response = await who.post('/lessons/generate', {});
  expect(response.status, response.text).toBe(200);
  return response.body;
}

export async function listLessons(who: ApiAs, filter: Record<string, unknown> = {}): Promise<Lesson[]> {
  const response = await who.post('/lessons/getallwhere', filter);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The lessons of one timetable entry, by date. */
export async function lessonsOfEntry(who: ApiAs, scheduleId: number): Promise<Lesson[]> {
  return (await listLessons(who)).filter((lesson) => lesson.schedule_id === scheduleId);
}

export const datesOf = (lessons: readonly Lesson[]) => lessons.map((lesson) => lesson.lesson_date);
