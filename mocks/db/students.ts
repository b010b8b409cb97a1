import type { z } from 'zod';
import { STUDENT_PLACEHOLDER_NAME, type studentCreateSchema, type studentUpdateSchema } from '@/contract';
import { mockNow } from './clock';
import { firstStatusId } from './dictionaries';
import { checkGroups, removeMemberships, requestedGroups, setGroups } from './memberships';
import { checkClients, checkStatus, ownRow } from './school-rows';
import { type ClientLink, distinctLinks, setClientLinks } from './student-clients';
import { deleteRows, insertRow } from './table';
import type { MockTables, StudentRow } from './tables';

export type NewStudent = Omit<z.output<typeof studentCreateSchema>, 'school_id'>;
export type StudentChanges = z.output<typeof studentUpdateSchema>;

/** Students of a school, newest first (spec: by id descending). */
export function studentsOf(db: MockTables, schoolId: number): StudentRow[] {
  return db.students.rows.filter((student) => student.school_id === schoolId).sort((a, b) => b.id - a.id);
}

/** Status, then groups, then clients: every reference is checked before the first write. */
function checkStudentReferences(
  db: MockTables,
  schoolId: number,
  statusId: number | undefined,
  groups: number[] | undefined,
  links: ClientLink[] | undefined,
): void {
  if (statusId !== undefined) checkStatus(db, schoolId, statusId, 'student');
  checkGroups(db, schoolId, 'student', groups);
  checkClients(
    db,
    schoolId,
    (links ?? []).map((link) => link.id),
  );
}

/** Blanks get the spec's defaults: the placeholder name and the school's first student status. */
export function createStudent(db: MockTables, schoolId: number, input: NewStudent): StudentRow {
  const groups = requestedGroups(input) ?? [];
  const links = distinctLinks(input.clients ?? []);
  checkStudentReferences(db, schoolId, input.status_id, groups, links);
  const student = insertRow(db.students, {
    school_id: schoolId,
    name: input.name || STUDENT_PLACEHOLDER_NAME,
    birthdate: input.birthdate,
    skill_level: input.skill_level,
    contact: input.contact,
    status_id: input.status_id ?? firstStatusId(db, schoolId, 'student'),
    created_at: mockNow().toISOString(),
  });
  setGroups(db, schoolId, 'student', student.id, groups);
  setClientLinks(db, schoolId, student.id, links);
  return student;
}

export function updateStudent(
  db: MockTables,
  schoolId: number,
  studentId: number,
  changes: StudentChanges,
): StudentRow {
  const groups = requestedGroups(changes);
  const links = changes.clients && distinctLinks(changes.clients);
  const student = ownRow(db.students, schoolId, studentId);
  checkStudentReferences(db, schoolId, changes.status_id, groups, links);
  if (changes.name !== undefined) student.name = changes.name;
  if (changes.birthdate !== undefined) student.birthdate = changes.birthdate;
  if (changes.skill_level !== undefined) student.skill_level = changes.skill_level;
  if (changes.contact !== undefined) student.contact = changes.contact;
  if (changes.status_id !== undefined) student.status_id = changes.status_id;
  if (groups) setGroups(db, schoolId, 'student', student.id, groups);
  if (links) setClientLinks(db, schoolId, student.id, links);
  return student;
}

/** The student goes with their memberships, links, passes and attendance marks (the server cascades). */
export function deleteStudent(db: MockTables, student: StudentRow): void {
  removeMemberships(db, 'student', student.id);
  deleteRows(db.student_clients, (row) => row.student_id === student.id);
  deleteRows(db.subscriptions, (row) => row.student_id === student.id);
  deleteRows(db.attendance, (row) => row.student_id === student.id);
  deleteRows(db.students, (row) => row.id === student.id);
}
