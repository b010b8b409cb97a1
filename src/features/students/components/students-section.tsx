import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Student } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { TableSection } from '@/ui/table-section';
import { studentQueries } from '../api/student-queries';
import { useCreateStudent } from '../api/use-create-student';
import { useDeleteStudent } from '../api/use-delete-student';
import { useUpdateStudent } from '../api/use-update-student';
import { studentExportColumns } from '../student-export';
import type { StudentOptions } from '../student-options';
import { studentTexts } from '../texts';
import { StudentsTable } from './students-table';

type StudentsSectionProps = {
  schoolId: number;
  /** The selected group tab: its id, `null` for «Все», `undefined` while the groups load. */
  groupId: number | null | undefined;
  options: StudentOptions;
  /** Why a dictionary (statuses, sources) did not load. */
  optionsError?: string | null;
  /** More toolbar buttons (import, dictionaries), or a function of the students in view (a message to their families). */
  actions?: ReactNode | ((visible: readonly Student[]) => ReactNode);
  footer: ReactNode;
  /** An expanded student's money, for the roles that may see it. */
  renderAccount?: (student: Student) => ReactNode;
  /** An expanded student's use of the parents' cabinet, for the roles that may invite. */
  renderCabinet?: (student: Student) => ReactNode;
};

// Students have no phone of their own; the front desk finds a child by a parent's number.
const phoneOf = (student: Student) => (student.clients ?? []).map((client) => client.phone).join(' ');

/** The /students page: search, add, the table of the selected group, removal. */
export function StudentsSection({
  schoolId,
  groupId,
  options,
  optionsError,
  actions,
  footer,
  renderAccount,
  renderCabinet,
}: StudentsSectionProps) {
  const students = useQuery(studentQueries.list(schoolId));
  const createStudent = useCreateStudent(schoolId);
  const { mutate: updateStudent } = useUpdateStudent(schoolId);
  const deleteStudent = useDeleteStudent(schoolId);

  return (
    <TableSection
      texts={studentTexts}
      rows={students.data}
      error={students.isError ? toErrorMessage(students.error, 'students') : null}
      optionsError={optionsError}
      groupId={groupId}
      groups={options.groups}
      phoneOf={phoneOf}
      onAdd={(name) =>
        createStudent.create(name, options.groups.find((group) => group.id === groupId) ?? null)
      }
      onRemove={(student) => deleteStudent.mutate(student.id)}
      actions={actions}
      exportColumns={studentExportColumns}
      footer={footer}
    >
      {(view) => (
        <StudentsTable
          students={view.rows}
          options={options}
          empty={view.empty}
          onUpdate={updateStudent}
          onRemove={view.onRemove}
          renderAccount={renderAccount}
          renderCabinet={renderCabinet}
        />
      )}
    </TableSection>
  );
}
