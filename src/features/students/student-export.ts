import { type Student, skillLevelLabels } from '@/contract';
import type { ExportColumn } from '@/ui/export/export-columns';
import { studentTexts } from './texts';

/** The columns of /students as a file, with the parents a row links to. */
export const studentExportColumns: readonly ExportColumn<Student>[] = [
  { header: studentTexts.name, kind: 'text', value: (student) => student.name },
  { header: studentTexts.birthdate, kind: 'date', value: (student) => student.birthdate },
  { header: studentTexts.age, kind: 'number', value: (student) => student.age },
  { header: studentTexts.level, kind: 'text', value: (student) => skillLevelLabels[student.skill_level] },
  { header: studentTexts.status, kind: 'text', value: (student) => student.status_name ?? '' },
  { header: studentTexts.contact, kind: 'text', value: (student) => student.contact },
  { header: studentTexts.email, kind: 'text', value: (student) => student.email ?? '' },
  {
    header: studentTexts.group,
    kind: 'text',
    value: (student) => student.groups.map((g) => g.name).join(', '),
  },
  {
    header: 'Родители',
    kind: 'text',
    value: (student) =>
      (student.clients ?? []).map((client) => `${client.client_name} ${client.phone}`.trim()).join(', '),
  },
];
