import type { Kysely } from 'kysely';
import type { Lesson, LessonDetail } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsView } from '../groups/service.ts';
import { toBoolean } from '../shared/sql-values.ts';
import { stylesView } from '../styles/service.ts';
import { staffProfilesView } from '../users/service.ts';

/** Lessons with what the calendar shows: group name and colour, teacher (profile), direction name. */
export function selectLessons(db: Kysely<Database>) {
  return db
    .selectFrom('lessons')
    .innerJoin(groupsView(db).as('groups'), 'groups.id', 'lessons.group_id')
    .leftJoin(staffProfilesView(db).as('user_profiles'), 'user_profiles.user_id', 'lessons.teacher_id')
    .leftJoin(stylesView(db).as('styles'), 'styles.id', 'lessons.direction_id')
    .select([
      'lessons.id',
      'lessons.group_id',
      'groups.name as group_name',
      'groups.color as group_color',
      'lessons.direction_id',
      'lessons.teacher_id',
      'user_profiles.full_name as teacher_name',
      'lessons.lesson_date',
      'lessons.start_time',
      'lessons.duration_minutes',
      'lessons.is_canceled',
      'styles.name as dance_style',
      'lessons.school_id',
      'lessons.schedule_id',
      'user_profiles.phone as teacher_phone',
    ]);
}

type LessonViewRow = Omit<LessonDetail, 'is_canceled'> & { is_canceled: boolean | number };

/** The Lesson object of the contract, keys in its order (the mocks build the same). */
export function toLesson(row: LessonViewRow): Lesson {
  return {
    id: row.id,
    group_id: row.group_id,
    group_name: row.group_name,
    group_color: row.group_color,
    direction_id: row.direction_id,
    teacher_id: row.teacher_id,
    teacher_name: row.teacher_name,
    lesson_date: row.lesson_date,
    start_time: row.start_time,
    duration_minutes: row.duration_minutes,
    is_canceled: toBoolean(row.is_canceled),
    dance_style: row.dance_style,
    school_id: row.school_id,
    schedule_id: row.schedule_id,
  };
}

/** A single lesson also carries the teacher's phone, for the lesson card. */
export function toLessonDetail(row: LessonViewRow): LessonDetail {
  return { ...toLesson(row), teacher_phone: row.teacher_phone };
}
