import { HttpResponse } from 'msw';
import {
  dateRangeMessage,
  dateRangeRefine,
  scheduleEntryCreateSchema,
  scheduleEntryUpdateSchema,
  schoolFilterSchema,
} from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { checkScheduleReferences } from '../db/schedule-references';
import { createScheduleEntry } from '../db/schedule-writes';
import { ownRow } from '../db/school-rows';
import { deleteRows } from '../db/table';
import type { ScheduleRow } from '../db/tables';
import { detachLessonsOf, reshapeLessonsOf } from '../db/timetable-reshaping';
import { requireAccess, requireOwnSchool } from '../http/access';
import { apiErrors } from '../http/api-error';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';
import { scheduleEntryJson } from '../http/schedule-serializers';

/** Monday first, then by time of day: the order of the weekly timetable. */
const byWeekTime = (a: ScheduleRow, b: ScheduleRow) =>
  a.weekday - b.weekday || a.start_time.localeCompare(b.start_time) || a.id - b.id;

export const scheduleHandlers = [
  route('post', 'scheduleCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'schedules:write');
    const input = await readBody(request, scheduleEntryCreateSchema);
    const schoolId = requireOwnSchool(caller, input.school_id);
    checkScheduleReferences(mockDb(), schoolId, input);
    const entry = changeMockDb((db) => createScheduleEntry(db, schoolId, input));
    return HttpResponse.json(scheduleEntryJson(mockDb(), entry), { status: 201 });
  }),

  route('post', 'schedulesWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'schedules:read');
    const filter = await readBody(request, schoolFilterSchema, { emptyAsObject: true });
    const schoolId = requireOwnSchool(caller, filter.school_id);
    const db = mockDb();
    const entries = db.schedules.rows.filter((entry) => entry.school_id === schoolId).sort(byWeekTime);
    return HttpResponse.json({ data: entries.map((entry) => scheduleEntryJson(db, entry)) });
  }),

  route('get', 'schedule', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'schedules:read');
    const entryId = readPathId(params);
    const entry = ownRow(mockDb().schedules, requireOwnSchool(caller), entryId);
    return HttpResponse.json(scheduleEntryJson(mockDb(), entry));
  }),

  route('patch', 'scheduleUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'schedules:write');
    const entryId = readPathId(params);
    const changes = await readBody(request, scheduleEntryUpdateSchema);
    const schoolId = requireOwnSchool(caller);
    const entry = ownRow(mockDb().schedules, schoolId, entryId);
    checkScheduleReferences(mockDb(), schoolId, changes);
    // A change of one end of the active range is checked against the stored other end.
    if (!dateRangeRefine({ ...entry, ...changes })) throw apiErrors.badRequest(dateRangeMessage);
    changeMockDb((db) => {
      Object.assign(entry, changes);
      reshapeLessonsOf(db, entry);
    });
    return HttpResponse.json(scheduleEntryJson(mockDb(), entry));
  }),

  route('delete', 'scheduleDelete', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'schedules:write');
    const entryId = readPathId(params);
    const entry = ownRow(mockDb().schedules, requireOwnSchool(caller), entryId);
    changeMockDb((db) => {
      detachLessonsOf(db, entry.id);
      deleteRows(db.schedules, (row) => row.id === entry.id);
    });
    return HttpResponse.json({ id: entry.id });
  }),
];
