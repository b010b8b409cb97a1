import { expect } from 'vitest';
import { apiPath, type Lesson } from '@/contract';
import type { ApiClient, ApiResponse } from '../api-client';

// Calls the schedule cases make again and again, each checked for success where the case only arranges.

export const DAY_MS = 24 * 60 * 60 * 1000;

export async function generate(api: ApiClient): Promise<unknown> {
  const answer = await api.request('POST', apiPath('lessonsGenerate'), {});
  expect(answer.status).toBe(200);
  return answer.body;
}

export async function listLessons(
  api: ApiClient,
  filter: { date_from?: string; date_to?: string } = {},
): Promise<Lesson[]> {
  const answer = await api.request('POST', apiPath('lessonsWhere'), filter);
  expect(answer.status).toBe(200);
  return answer.body as Lesson[];
}

/** The lesson a timetable entry produced on a date. */
export async function lessonOn(api: ApiClient, entryId: number, lessonDate: string): Promise<Lesson> {
  const lessons = await listLessons(api, { date_from: lessonDate, date_to: lessonDate });
  const lesson = lessons.find((candidate) => candidate.schedule_id === entryId);
  if (!lesson) throw new Error(`No lesson of entry ${entryId} on ${lessonDate}`);
  return lesson;
}

export async function createdId(answer: Promise<ApiResponse>): Promise<number> {
  const { status, body } = await answer;
  expect(status).toBe(201);
  return (body as { id: number }).id;
}

/** The school's lessons generated from one timetable entry, in list order. */
export async function lessonsOfEntry(api: ApiClient, entryId: number): Promise<Lesson[]> {
  return (await listLessons(api)).filter((lesson) => lesson.schedule_id === entryId);
}

export async function markAttendance(
  api: ApiClient,
  lessonId: number,
  studentId: number | string,
  isPresent: boolean,
): Promise<ApiResponse> {
  return api.request('POST', apiPath('attendanceMark'), {
    lesson_id: lessonId,
    student_id: studentId,
    is_present: isPresent,
  });
}
