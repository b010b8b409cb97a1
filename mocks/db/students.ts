import type { z } from 'zod';
import { STUDENT_PLACEHOLDER_NAME, type studentCreateSchema, type studentUpdateSchema } from '@/contract';
import { mockNow } from './clock';
import { firstStatusId } from './dictionaries';
import { removeMemberships, requestedGroups, setGroups } from './memberships';
import { referencedStatus } from './school-rows';
import { requestedLinks, setClientLinks } from './student-clients';
import { deleteRows, insertRow } from './table';
import type { MockTables, StudentRow } from './tables';

export type NewStudent = Omit<z.output<typeof studentCreateSchema>, 'school_id'>;
export type StudentChanges = z.output<typeof studentUpdateSchema>;

/** Students of a school, newest first (spec: by id descending). */
export function studentsOf(db: MockTables, schoolId: number): StudentRow[] {
  return db.students.rows.filter((student) => student.school_id === schoolId).sort((a, b) => b.id - a.id);
}

/** Every reference is checked before the first write; blanks get the spec's defaults. */
export function createStudent(db: MockTables, schoolId: number, input: NewStudent): StudentRow {
  const groups = requestedGroups(db, schoolId, 'student', input) ?? [];
  const links = requestedLinks(db, schoolId, input.clients ?? []);
  const statusId =
    input.status_id === undefined
      ? firstStatusId(db, schoolId, 'student')
      : referencedStatus(db, schoolId, input.status_id, 'student').id;
  const student = insertRow(db.students, {
    school_id: schoolId,
    name: input.name || STUDENT_PLACEHOLDER_NAME,
    birthdate: input.birthdate,
    skill_level: input.skill_level,
    contact: input.contact,
    status_id: statusId,
    created_at: mockNow().toISOString(),
  });
  setGroups(db, schoolId, 'student', student.id, groups);
  setClientLinks(db, schoolId, student.id, links);
  return student;
}

export function updateStudent(db: MockTables, student: StudentRow, changes: StudentChanges): void {
  const schoolId = student.school_id;
  const groups = requestedGroups(db, schoolId, 'student', changes);
  const links = changes.clients && requestedLinks(db, schoolId, changes.clients);
  if (changes.status_id !== undefined) referencedStatus(db, schoolId, changes.status_id, 'student');
  if (changes.name !== undefined) student.name = changes.name;
  if (changes.birthdate !== undefined) student.birthdate = changes.birthdate;
  if (changes.skill_level !== undefined) student.skill_level = changes.skill_level;
  if (changes.contact !== undefined) student.contact = changes.contact;
  if (changes.status_id !== undefined) student.status_id = changes.status_id;
  if (groups) setGroups(db, schoolId, 'student', student.id, groups);
  if (links) setClientLinks(db, schoolId, student.id, links);
}

/** The student goes with their memberships, links, passes and attendance marks (the server cascades). */
export function deleteStudent(db: MockTables, student: StudentRow): void {
  removeMemberships(db, 'student', student.id);
  deleteRows(db.student_clients, (row) => row.student_id === student.id);
  deleteRows(db.subscriptions, (row) => row.student_id === student.id);
  deleteRows(db.attendance, (row) => row.student_id === student.id);
  deleteRows(db.students, (row) => row.id === student.id);
}
