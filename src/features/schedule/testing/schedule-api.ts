import { z } from 'zod';
import {
  type AttendanceRecord,
  apiPath,
  attendanceListSchema,
  groupsListSchema,
  type Lesson,
  type LessonCreateInput,
  type LessonDetail,
  lessonDetailSchema,
  lessonSchema,
  lessonsListSchema,
  type lessonUpdateSchema,
  type User,
  userSchema,
} from '@/contract';
import { dayjs } from '@/lib/dates';
import { http, readJson } from '@/lib/http';

/** Monday of next week: a whole week inside the generation window, whatever day the tests run. */
export function nextMonday(): string {
  return dayjs().startOf('week').add(1, 'week').format('YYYY-MM-DD');
}

/**
 * Arranges through the API, as the signed-in person: generates the demo timetable's lessons and returns
 * the group's first lesson of next week.
 */
export async function nextWeekLesson(groupName: string): Promise<Lesson> {
  await http.post(apiPath('lessonsGenerate'), { json: {} });
  const monday = nextMonday();
  const sunday = dayjs(monday).add(6, 'day').format('YYYY-MM-DD');
  const { data } = await readJson(
    http.post(apiPath('lessonsWhere'), { json: { date_from: monday, date_to: sunday } }),
    lessonsListSchema,
  );
  const lesson = data.find((row) => row.group_name === groupName);
  if (!lesson) throw new Error(`No lesson of «${groupName}» in the week of ${monday}`);
  return lesson;
}

export function createLesson(input: LessonCreateInput): Promise<Lesson> {
  return readJson(http.post(apiPath('lessonCreate'), { json: input }), lessonSchema);
}

/** What the server stored. */
export function storedLesson(id: number): Promise<LessonDetail> {
  return readJson(http.get(apiPath('lesson', { id })), lessonDetailSchema);
}

export async function storedAttendance(lessonId: number): Promise<AttendanceRecord[]> {
  const { data } = await readJson(
    http.post(apiPath('attendanceWhere'), { json: { lesson_id: lessonId } }),
    attendanceListSchema,
  );
  return data;
}

/** The signed-in person as the schedule sees them. */
export async function currentViewer(): Promise<User> {
  const { user } = await readJson(http.get(apiPath('authCheck')), z.object({ user: userSchema }));
  return user;
}

type LessonUpdateInput = z.input<typeof lessonUpdateSchema>;

export function updateLesson(id: number, changes: LessonUpdateInput): Promise<Lesson> {
  return readJson(http.patch(apiPath('lessonUpdate', { id }), { json: changes }), lessonSchema);
}

/** A student group of the demo school by name. */
export async function studentGroupId(name: string): Promise<number> {
  const { data } = await readJson(
    http.post(apiPath('groupsWhere'), { json: { entity_type: 'student' } }),
    groupsListSchema,
  );
  const group = data.find((row) => row.name === name);
  if (!group) throw new Error(`No student group «${name}»`);
  return group.id;
}

export async function storedLessonsOn(date: string): Promise<Lesson[]> {
  const { data } = await readJson(
    http.post(apiPath('lessonsWhere'), { json: { date_from: date, date_to: date } }),
    lessonsListSchema,
  );
  return data;
}
