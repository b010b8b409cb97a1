import { HttpResponse } from 'msw';
import { lessonCreateSchema, lessonsFilterSchema, lessonUpdateSchema, schoolFilterSchema } from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { generateLessons } from '../db/lesson-generation';
import { checkScheduleReferences } from '../db/schedule-references';
import { createLesson } from '../db/schedule-writes';
import { ownRow } from '../db/school-rows';
import { deleteRows } from '../db/table';
import type { LessonRow } from '../db/tables';
import { requireAccess, requireOwnSchool } from '../http/access';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';
import { lessonDetailJson, lessonJson } from '../http/schedule-serializers';

const byDateTime = (a: LessonRow, b: LessonRow) =>
  a.lesson_date.localeCompare(b.lesson_date) || a.start_time.localeCompare(b.start_time) || a.id - b.id;

export const lessonHandlers = [
  route('post', 'lessonCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'lessons:create');
    const input = await readBody(request, lessonCreateSchema);
    const schoolId = requireOwnSchool(caller, input.school_id);
    checkScheduleReferences(mockDb(), schoolId, input);
    const lesson = changeMockDb((db) => createLesson(db, schoolId, input));
    return HttpResponse.json(lessonJson(mockDb(), lesson), { status: 201 });
  }),

  route('post', 'lessonsGenerate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'lessons:generate');
    const filter = await readBody(request, schoolFilterSchema, { emptyAsObject: true });
    const schoolId = requireOwnSchool(caller, filter.school_id);
    return HttpResponse.json(changeMockDb((db) => generateLessons(db, schoolId)));
  }),

  route('post', 'lessonsWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'lessons:read');
    const { school_id, date_from, date_to } = await readBody(request, lessonsFilterSchema, {
      emptyAsObject: true,
    });
    const schoolId = requireOwnSchool(caller, school_id);
    const db = mockDb();
    const lessons = db.lessons.rows
      .filter(
        (lesson) =>
          lesson.school_id === schoolId &&
          (date_from === undefined || lesson.lesson_date >= date_from) &&
          (date_to === undefined || lesson.lesson_date <= date_to),
      )
      .sort(byDateTime);
    return HttpResponse.json({ data: lessons.map((lesson) => lessonJson(db, lesson)) });
  }),

  route('get', 'lesson', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'lessons:read');
    const lessonId = readPathId(params);
    const lesson = ownRow(mockDb().lessons, requireOwnSchool(caller), lessonId);
    return HttpResponse.json(lessonDetailJson(mockDb(), lesson));
  }),

  route('patch', 'lessonUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'lessons:update');
    const lessonId = readPathId(params);
    const changes = await readBody(request, lessonUpdateSchema);
    const schoolId = requireOwnSchool(caller);
    const lesson = ownRow(mockDb().lessons, schoolId, lessonId);
    checkScheduleReferences(mockDb(), schoolId, changes);
    // Changed by hand: a later change of the timetable leaves this lesson as it is now.
    changeMockDb(() => Object.assign(lesson, changes, { is_manual: true }));
    return HttpResponse.json(lessonJson(mockDb(), lesson));
  }),

  route('delete', 'lessonDelete', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'lessons:delete');
    const lessonId = readPathId(params);
    const lesson = ownRow(mockDb().lessons, requireOwnSchool(caller), lessonId);
    // Its ledger row stays, so generation never brings the lesson back.
    changeMockDb((db) => {
      deleteRows(db.attendance, (mark) => mark.lesson_id === lesson.id);
      deleteRows(db.lessons, (row) => row.id === lesson.id);
    });
    return HttpResponse.json({ id: lesson.id });
  }),
];
