import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pageHead } from '@/app/document-title';
import { can, type Student } from '@/contract';
import { requireAccess } from '@/features/auth/require-access';
import { CabinetUse } from '@/features/cabinet-invitations/components/cabinet-use';
import { clientQueries } from '@/features/clients/api/client-queries';
import { statusQueries } from '@/features/dictionaries/api/status-queries';
import { DictionariesButton } from '@/features/dictionaries/components/dictionaries-button';
import { StudentAccount } from '@/features/finances/components/student-account';
import { groupQueries } from '@/features/groups/api/group-queries';
import { useSelectedGroup } from '@/features/groups/api/use-selected-group';
import { GroupTabs } from '@/features/groups/components/group-tabs';
import { ImportButton } from '@/features/imports/components/import-button';
import { MakeupsSection } from '@/features/makeups/components/makeups-section';
import { WriteToShown } from '@/features/messages/components/write-to-shown';
import { sectionNames } from '@/features/navigation/texts';
import { studentQueries } from '@/features/students/api/student-queries';
import { DeletedStudents } from '@/features/students/components/deleted-students';
import { StudentsSection } from '@/features/students/components/students-section';
import type { StudentOptions } from '@/features/students/student-options';
import { studentTexts } from '@/features/students/texts';
import { GroupWaitlistButton } from '@/features/waitlists/components/group-waitlist-button';
import { toErrorMessage } from '@/lib/http';
import { NoSchool } from '@/ui/no-school';

export const Route = createFileRoute('/_app/students')({
  head: pageHead(sectionNames['/students']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/students'),
  // Groups and statuses are small and every row needs them; the students and the clients to link start
  // loading here and show their own state.
  loader: async ({ context: { queryClient, user } }) => {
    if (user.school_id === null) return;
    void queryClient.prefetchQuery(studentQueries.list(user.school_id));
    void queryClient.prefetchQuery(clientQueries.list(user.school_id));
    await Promise.all([
      queryClient.prefetchQuery(groupQueries.list(user.school_id, 'student')),
      queryClient.prefetchQuery(statusQueries.list(user.school_id, 'student')),
    ]);
  },
  component: StudentsPage,
});

function StudentsPage() {
  const { user } = Route.useRouteContext();
  if (user.school_id === null) return <NoSchool title={studentTexts.title} />;
  return (
    <SchoolStudents
      schoolId={user.school_id}
      seesMoney={can(user.role, 'balances:read')}
      booksMakeups={can(user.role, 'makeups:book')}
      keepsWaitlists={can(user.role, 'waitlist:students')}
      imports={can(user.role, 'students:write')}
      importsMoney={can(user.role, 'opening-balances:import')}
      invites={can(user.role, 'cabinet:invite')}
      writes={can(user.role, 'messages:send')}
      restores={can(user.role, 'students:restore')}
    />
  );
}

// Stable, so the table's memoised rows keep their identity between renders.
const renderAccount = (student: Student) => (
  <StudentAccount studentId={student.id} studentName={student.name} />
);
// The passes' make-ups under them (docs/makeups.md), for the roles that book them.
const renderAccountWithMakeups = (student: Student) => (
  <>
    {renderAccount(student)}
    {student.id > 0 && <MakeupsSection studentId={student.id} canBook />}
  </>
);
const renderCabinet = (student: Student) => <CabinetUse person={{ kind: 'student', id: student.id }} />;

const none: never[] = [];

type SchoolStudentsProps = {
  schoolId: number;
  seesMoney: boolean;
  booksMakeups: boolean;
  keepsWaitlists: boolean;
  imports: boolean;
  importsMoney: boolean;
  invites: boolean;
  writes: boolean;
  /** The owner's deleted students, restorable (docs/deletion.md). */
  restores: boolean;
};

function SchoolStudents({
  schoolId,
  seesMoney,
  booksMakeups,
  keepsWaitlists,
  imports,
  importsMoney,
  invites,
  writes,
  restores,
}: SchoolStudentsProps) {
  const groupId = useSelectedGroup(schoolId, 'student');
  const statusList = useQuery(statusQueries.list(schoolId, 'student'));
  const statuses = statusList.data;
  const groups = useQuery(groupQueries.list(schoolId, 'student')).data;
  const clientList = useQuery(clientQueries.list(schoolId));
  const studentList = useQuery(studentQueries.list(schoolId)).data;
  const selectedGroup = groupId === null ? undefined : groups?.find((group) => group.id === groupId);
  const clients = clientList.data;
  const options = useMemo<StudentOptions>(
    () => ({ statuses: statuses ?? none, groups: groups ?? none, clients: clients ?? none }),
    [statuses, groups, clients],
  );

  const optionsError = statusList.isError
    ? toErrorMessage(statusList.error, 'statuses')
    : clientList.isError
      ? toErrorMessage(clientList.error, 'clients')
      : null;

  return (
    <StudentsSection
      schoolId={schoolId}
      groupId={groupId}
      options={options}
      optionsError={optionsError}
      actions={(visible) => (
        <>
          {writes && <WriteToShown rows={visible} as="student_ids" />}
          {keepsWaitlists && selectedGroup && (
            <GroupWaitlistButton
              group={selectedGroup}
              students={(studentList ?? none).filter(
                (student) => !student.groups.some((group) => group.id === selectedGroup.id),
              )}
            />
          )}
          {imports && <ImportButton entity="students" withOpening={importsMoney} />}
          <DictionariesButton schoolId={schoolId} kinds={['student-statuses']} />
          {restores && <DeletedStudents schoolId={schoolId} />}
        </>
      )}
      footer={<GroupTabs schoolId={schoolId} entityType="student" />}
      renderAccount={seesMoney ? (booksMakeups ? renderAccountWithMakeups : renderAccount) : undefined}
      renderCabinet={invites ? renderCabinet : undefined}
    />
  );
}
