import type { Lesson, LessonDetail, ScheduleEntry, Style } from '@/contract';
import { findProfile } from '../db/accounts';
import { findRow } from '../db/table';
import type { LessonRow, MockTables, ScheduleRow, StyleRow } from '../db/tables';

// Schedule rows become the contract's shapes here, with the names the calendar shows joined in.

export function styleJson(style: StyleRow): Style {
  const { id, name, active_from, active_to, is_archived, school_id } = style;
  return { id, name, active_from, active_to, is_archived, school_id };
}

function teacherName(db: MockTables, teacherId: number | null): string | null {
  return teacherId === null ? null : (findProfile(db, teacherId)?.full_name ?? null);
}

function directionName(db: MockTables, directionId: number | null): string | null {
  return directionId === null ? null : (findRow(db.styles, directionId)?.name ?? null);
}

export function scheduleEntryJson(db: MockTables, entry: ScheduleRow): ScheduleEntry {
  return {
    id: entry.id,
    group_id: entry.group_id,
    group_name: findRow(db.groups, entry.group_id)?.name ?? '',
    weekday: entry.weekday,
    start_time: entry.start_time,
    duration_minutes: entry.duration_minutes,
    school_id: entry.school_id,
    active_from: entry.active_from,
    active_to: entry.active_to,
    teacher_id: entry.teacher_id,
    teacher_name: teacherName(db, entry.teacher_id),
    direction_id: entry.direction_id,
    direction_name: directionName(db, entry.direction_id),
  };
}

export function lessonJson(db: MockTables, lesson: LessonRow): Lesson {
  const group = findRow(db.groups, lesson.group_id);
  return {
    id: lesson.id,
    group_id: lesson.group_id,
    group_name: group?.name ?? '',
    group_color: group?.color ?? '',
    direction_id: lesson.direction_id,
    teacher_id: lesson.teacher_id,
    teacher_name: teacherName(db, lesson.teacher_id),
    lesson_date: lesson.lesson_date,
    start_time: lesson.start_time,
    duration_minutes: lesson.duration_minutes,
    is_canceled: lesson.is_canceled,
    dance_style: directionName(db, lesson.direction_id),
    school_id: lesson.school_id,
    schedule_id: lesson.schedule_id,
  };
}

/** A single lesson also carries the teacher's phone, for the lesson card. */
export function lessonDetailJson(db: MockTables, lesson: LessonRow): LessonDetail {
  const phone = lesson.teacher_id === null ? null : (findProfile(db, lesson.teacher_id)?.phone ?? null);
  return { ...lessonJson(db, lesson), teacher_phone: phone };
}
