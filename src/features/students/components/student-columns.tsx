import { ageOn, type Student, skillLevelLabels, skillLevels } from '@/contract';
import { formatDate } from '@/lib/dates';
import type { CellOption } from '@/ui/cell-value';
import { editableColumn } from '@/ui/editable-column';
import { groupColumn } from '@/ui/group-column';
import { optionList } from '@/ui/option-list';
import { removeColumn } from '@/ui/remove-column';
import { StaticCell } from '@/ui/static-cell';
import type { TableColumn } from '@/ui/table-column';
import { Tag } from '@/ui/tag';
import { tagColorOf } from '@/ui/tag-color';
import type { StudentUpdate } from '../api/use-update-student';
import type { StudentOptions } from '../student-options';
import { studentTexts } from '../texts';

type StudentColumnHandlers = {
  onUpdate: (update: StudentUpdate) => void;
  onRemove: (student: Student) => void;
  /** The school's today (an edited birthdate's age is counted to it). */
  today: () => string;
};

const levelOptions: CellOption[] = skillLevels.map((level) => ({
  value: level,
  label: skillLevelLabels[level],
}));
const pending = (student: Student) => student.id < 0;
const idText = (id: number | null) => (id === null ? '' : String(id));

/** The students table's columns: name, birthdate (age follows), level, status, contact, email, group, removal. */
export function buildStudentColumns(
  options: StudentOptions,
  { onUpdate, onRemove, today }: StudentColumnHandlers,
): TableColumn<Student>[] {
  const statuses = new Map(options.statuses.map((status) => [status.id, status]));
  const statusOptions = optionList(options.statuses);
  const label = (field: string) => (student: Student) => studentTexts.edit(field, student.name);
  const save = (student: Student, changes: StudentUpdate['changes'], preview: Partial<Student>) =>
    onUpdate({ id: student.id, changes, preview });

  return [
    editableColumn<Student>({
      id: 'name',
      header: studentTexts.name,
      kind: 'text',
      required: true,
      value: (student) => student.name,
      label: label(studentTexts.name),
      readOnly: pending,
      onSave: (student, name) => save(student, { name }, { name }),
    }),
    editableColumn<Student>({
      id: 'birthdate',
      header: studentTexts.birthdateShort,
      width: 104,
      kind: 'date',
      value: (student) => student.birthdate ?? '',
      label: label(studentTexts.birthdate),
      display: (student) => formatDate(student.birthdate),
      readOnly: pending,
      onSave: (student, date) =>
        save(
          student,
          { birthdate: date || null },
          { birthdate: date || null, age: ageOn(date || null, today()) },
        ),
    }),
    {
      id: 'age',
      header: studentTexts.age,
      width: 84,
      cell: (student) => <StaticCell>{student.age ?? '—'}</StaticCell>,
    },
    editableColumn<Student>({
      id: 'skill_level',
      header: studentTexts.level,
      width: 116,
      kind: 'select',
      value: (student) => student.skill_level,
      label: label(studentTexts.level),
      options: () => levelOptions,
      display: (student) => skillLevelLabels[student.skill_level],
      readOnly: pending,
      onSave: (student, level) => {
        const skill_level = skillLevels.find((item) => item === level) ?? 'beginner';
        save(student, { skill_level }, { skill_level });
      },
    }),
    editableColumn<Student>({
      id: 'status',
      header: studentTexts.status,
      kind: 'select',
      required: true,
      value: (student) => idText(student.status_id),
      label: label(studentTexts.status),
      options: (student) =>
        student.status_id === null
          ? [{ value: '', label: studentTexts.noValue }, ...statusOptions]
          : statusOptions,
      display: (student) => {
        const status = student.status_id === null ? undefined : statuses.get(student.status_id);
        const name = status?.name ?? student.status_name;
        return name ? <Tag color={tagColorOf(status?.color)}>{name}</Tag> : '—';
      },
      readOnly: pending,
      onSave: (student, id) =>
        save(
          student,
          { status_id: Number(id) },
          { status_id: Number(id), status_name: statuses.get(Number(id))?.name ?? null },
        ),
    }),
    editableColumn<Student>({
      id: 'contact',
      header: studentTexts.contact,
      width: 150,
      kind: 'textarea',
      value: (student) => student.contact,
      label: label(studentTexts.contact),
      readOnly: pending,
      onSave: (student, contact) => save(student, { contact }, { contact }),
    }),
    editableColumn<Student>({
      id: 'email',
      header: studentTexts.email,
      width: 180,
      kind: 'text',
      value: (student) => student.email ?? '',
      label: label(studentTexts.email),
      readOnly: pending,
      // An adult student's own address for the cabinet; '' clears it (stored as none).
      onSave: (student, email) => save(student, { email: email || null }, { email: email || null }),
    }),
    groupColumn<Student>({
      header: studentTexts.group,
      noGroup: studentTexts.noGroup,
      groups: options.groups,
      label: label(studentTexts.group),
      readOnly: pending,
      onSave: (student, groups) =>
        save(
          student,
          { groups: groups.map((group) => group.id) },
          { groups, group_id: groups[0]?.id ?? null },
        ),
    }),
    removeColumn<Student>({
      label: (student) => studentTexts.removeLabel(student.name),
      disabled: pending,
      onRemove,
    }),
  ];
}
