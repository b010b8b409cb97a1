import type { z } from 'zod';
import {
  type AttendanceRecord,
  DEFAULT_TIME_ZONE,
  dayIn,
  type Lesson,
  type LessonCreateInput,
  type LessonDetail,
  type lessonUpdateSchema,
  type User,
} from '@/contract';
import { now } from '@/lib/clock';
import { dayjs } from '@/lib/dates';
import { callApi } from '@/lib/http';

/** Monday of next week by the app's clock: a whole week inside the generation window of the mock host's day. */
export function nextMonday(): string {
  return dayjs(dayIn(DEFAULT_TIME_ZONE, now())).startOf('week').add(1, 'week').format('YYYY-MM-DD');
}

/**
 * Reads through the API, as the signed-in person, the group's first lesson of next week: the demo timetable
 * brought its lessons with it (the server plans them; nothing asks for a generation).
 */
export async function nextWeekLesson(groupName: string): Promise<Lesson> {
  const monday = nextMonday();
  const sunday = dayjs(monday).add(6, 'day').format('YYYY-MM-DD');
  const data = await callApi('lessonsWhere', { json: { date_from: monday, date_to: sunday } });
  const lesson = data.find((row) => row.group_name === groupName);
  if (!lesson) throw new Error(`No lesson of «${groupName}» in the week of ${monday}`);
  return lesson;
}

export function createLesson(input: LessonCreateInput): Promise<Lesson> {
  return callApi('lessonCreate', { json: input });
}

/** What the server stored. */
export function storedLesson(id: number): Promise<LessonDetail> {
  return callApi('lesson', { id });
}

export async function storedAttendance(lessonId: number): Promise<AttendanceRecord[]> {
  const data = await callApi('attendanceWhere', { json: { lesson_id: lessonId } });
  return data;
}

/** The signed-in person as the schedule sees them. */
export async function currentViewer(): Promise<User> {
  const { user } = await callApi('authCheck');
  return user;
}

type LessonUpdateInput = z.input<typeof lessonUpdateSchema>;

export function updateLesson(id: number, changes: LessonUpdateInput): Promise<Lesson> {
  return callApi('lessonUpdate', { id, json: changes });
}

/** A student group of the demo school by name. */
export async function studentGroupId(name: string): Promise<number> {
  const data = await callApi('groupsWhere', { json: { entity_type: 'student' } });
  const group = data.find((row) => row.name === name);
  if (!group) throw new Error(`No student group «${name}»`);
  return group.id;
}

export async function storedLessonsOn(date: string): Promise<Lesson[]> {
  const data = await callApi('lessonsWhere', { json: { date_from: date, date_to: date } });
  return data;
}
