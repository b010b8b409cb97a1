import { type ReactNode, useCallback, useMemo } from 'react';
import type { Student } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { VirtualTable } from '@/ui/virtual-table';
import type { StudentUpdate } from '../api/use-update-student';
import type { StudentOptions } from '../student-options';
import { studentTexts } from '../texts';
import { buildStudentColumns } from './student-columns';
import { StudentDetails } from './student-details';

type StudentsTableProps = {
  students: readonly Student[];
  options: StudentOptions;
  empty: string;
  onUpdate: (update: StudentUpdate) => void;
  onRemove: (student: Student) => void;
  renderAccount?: (student: Student) => ReactNode;
  renderCabinet?: (student: Student) => ReactNode;
};

const studentKey = (student: Student) => student.id;
const studentName = (student: Student) => student.name;
const isPending = (student: Student) => student.id < 0;

/** The students grid; expanded rows show groups, linked clients, passes and the cabinet. */
export function StudentsTable({
  students,
  options,
  empty,
  onUpdate,
  onRemove,
  renderAccount,
  renderCabinet,
}: StudentsTableProps) {
  const { today } = useSchoolClock();
  const columns = useMemo(
    () => buildStudentColumns(options, { onUpdate, onRemove, today }),
    [options, onUpdate, onRemove, today],
  );
  const renderDetails = useCallback(
    (student: Student) => (
      <StudentDetails
        student={student}
        options={options}
        onUpdate={onUpdate}
        renderAccount={renderAccount}
        renderCabinet={renderCabinet}
      />
    ),
    [options, onUpdate, renderAccount, renderCabinet],
  );

  return (
    <VirtualTable
      label={studentTexts.tableLabel}
      rows={students}
      columns={columns}
      rowKey={studentKey}
      rowName={studentName}
      renderDetails={renderDetails}
      isPending={isPending}
      empty={empty}
    />
  );
}
