import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type ReactNode, useCallback, useMemo } from 'react';
import { pageHead } from '@/app/document-title';
import { type AttendanceRecord, can, type User } from '@/contract';
import { requireAccess } from '@/features/auth/require-access';
import { CabinetDialogButton } from '@/features/cabinet-invitations/components/cabinet-dialog-button';
import { financeQueries } from '@/features/finances/api/finance-queries';
import { FrontDeskMoney } from '@/features/finances/components/front-desk-money';
import { FreezeRequestsNotice } from '@/features/freeze-requests/components/freeze-requests-notice';
import { groupQueries } from '@/features/groups/api/group-queries';
import { leadQueries } from '@/features/leads/api/lead-queries';
import { useRefreshLessons } from '@/features/lessons/api/use-refresh-lessons';
import { ClosuresSection } from '@/features/lessons/components/closures-section';
import { CreateLessonButton } from '@/features/lessons/components/create-lesson-button';
import { ScheduleCalendar } from '@/features/lessons/components/schedule-calendar';
import { TodayPanel } from '@/features/lessons/components/today-panel';
import { LessonGroupSlot } from '@/features/lessons/lesson-group-slot';
import { LessonWaitlistSlot } from '@/features/lessons/lesson-waitlist-slot';
import { StudentMoneySlot } from '@/features/lessons/student-money-slot';
import { scheduleTexts } from '@/features/lessons/texts';
import { MakeupsButton } from '@/features/makeups/components/makeups-button';
import { WriteButton } from '@/features/messages/components/write-button';
import { messageTexts } from '@/features/messages/texts';
import { sectionNames } from '@/features/navigation/texts';
import { scheduleEntryQueries } from '@/features/schedules/api/schedule-entry-queries';
import { ScheduleEntriesSection } from '@/features/schedules/components/schedule-entries-section';
import { teacherQueries } from '@/features/staff/api/teacher-queries';
import { studentQueries } from '@/features/students/api/student-queries';
import { styleQueries } from '@/features/styles/api/style-queries';
import { StylesSection } from '@/features/styles/components/styles-section';
import { LessonWaitlist } from '@/features/waitlists/components/lesson-waitlist';
import { WaitlistOffersNotice } from '@/features/waitlists/components/waitlist-offers-notice';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Placeholder } from '@/ui/placeholder';
import { Stack } from '@/ui/stack';

/** The forms (one-off lesson, timetable entry) offer groups, teachers and directions; reading needs none. */
function needsChoices(user: User): boolean {
  return can(user.role, 'lessons:create') || can(user.role, 'schedules:write');
}

export const Route = createFileRoute('/_app/schedule')({
  head: pageHead(sectionNames['/schedule']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/schedule'),
  // Start the reads together without waiting: every section shows its own loading and error states.
  loader: ({ context: { queryClient, user } }) => {
    if (user.school_id === null) return;
    void queryClient.prefetchQuery(scheduleEntryQueries.list(user.school_id));
    if (!needsChoices(user)) return;
    void queryClient.prefetchQuery(groupQueries.list(user.school_id, 'student'));
    void queryClient.prefetchQuery(teacherQueries.list(user.school_id));
    void queryClient.prefetchQuery(styleQueries.list(user.school_id));
  },
  component: SchedulePage,
});

function SchedulePage() {
  const { user } = Route.useRouteContext();
  if (user.school_id === null) {
    return (
      <>
        <PageHeader title={sectionNames['/schedule']} />
        <Placeholder title={scheduleTexts.noSchoolTitle} text={scheduleTexts.noSchoolText} />
      </>
    );
  }
  return <SchoolSchedule user={user} schoolId={user.school_id} />;
}

type SchoolScheduleProps = { user: User; schoolId: number };

// The front desk sells, takes payments and freezes passes from the roll (docs/money.md); the owner there also
// corrects passes. Both invite a family to the cabinet and book make-ups from there too (docs/makeups.md): the desk
// opens no student's card.
const frontDeskMoney =
  (canCorrect: boolean, invites: boolean, books: boolean) =>
  (record: Pick<AttendanceRecord, 'student_id' | 'student_name'>) => (
    <FrontDeskMoney studentId={record.student_id} studentName={record.student_name} canCorrect={canCorrect}>
      {books && <MakeupsButton studentId={record.student_id} studentName={record.student_name} />}
      {invites && <CabinetDialogButton studentId={record.student_id} studentName={record.student_name} />}
    </FrontDeskMoney>
  );

// A message to a lesson's group from its card: the front desk's way to write to families (it has no students page).
const writeToGroup = (lesson: { group_id: number; group_name: string }): ReactNode => (
  <WriteButton
    audience={{ group_id: lesson.group_id }}
    title={messageTexts.write.groupTitle(lesson.group_name)}
  />
);

/** The calendar, the weekly timetable and the directions, each shown to the roles that use it. */
function SchoolSchedule({ user, schoolId }: SchoolScheduleProps) {
  const queryClient = useQueryClient();
  const enabled = needsChoices(user);
  const groups = useQuery({ ...groupQueries.list(schoolId, 'student'), enabled });
  const teachers = useQuery({ ...teacherQueries.list(schoolId), enabled });
  const styles = useQuery({ ...styleQueries.list(schoolId), enabled });
  const refreshLessons = useRefreshLessons(schoolId);
  const sells = can(user.role, 'subscriptions:sell');
  const corrects = can(user.role, 'payments:correct');
  const invites = can(user.role, 'cabinet:invite');
  const books = can(user.role, 'makeups:book');
  // Stable, so the roll's rows stay memoised.
  const deskActions = useMemo(
    () => (sells ? frontDeskMoney(corrects, invites, books) : null),
    [sells, corrects, invites, books],
  );
  // The front desk's search finds any student of the school, with their debt when the viewer sees money.
  const students = useQuery({ ...studentQueries.list(schoolId), enabled: can(user.role, 'students:read') });
  const balances = useQuery({ ...financeQueries.balances(), enabled: can(user.role, 'balances:read') });
  // A full lesson's line (docs/makeups.md): students wait with a make-up, leads for a trial — as the viewer may keep.
  const keepsLines = can(user.role, 'waitlist:leads');
  const keepsStudents = can(user.role, 'waitlist:students');
  const readsLeads = keepsLines && can(user.role, 'leads:read');
  const leads = useQuery({ ...leadQueries.list(schoolId), enabled: readsLeads });
  const lessonWaitlist = useMemo(() => {
    if (!keepsLines) return null;
    const people = keepsStudents ? (students.data ?? []) : [];
    const waiting = readsLeads ? (leads.data ?? []) : [];
    return (lesson: { id: number }) => (
      <LessonWaitlist key={lesson.id} lessonId={lesson.id} students={people} leads={waiting} />
    );
  }, [keepsLines, keepsStudents, readsLeads, students.data, leads.data]);

  const choices = useMemo(
    () => ({ groups: groups.data ?? [], teachers: teachers.data ?? [], styles: styles.data ?? [] }),
    [groups.data, teachers.data, styles.data],
  );

  // A renamed or archived direction shows in the timetable's rows and the calendar's lessons.
  const handleStylesChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: scheduleEntryQueries.all() });
    void refreshLessons();
  }, [queryClient, refreshLessons]);

  return (
    <>
      <PageHeader
        title={sectionNames['/schedule']}
        description={
          can(user.role, 'schedules:write')
            ? scheduleTexts.pageDescription
            : scheduleTexts.pageDescriptionReading
        }
        actions={
          can(user.role, 'lessons:create') && <CreateLessonButton schoolId={schoolId} choices={choices} />
        }
      />
      <Stack>
        {/* Above «Сегодня»: families wait for the desk's answer to the freezes they asked for in the cabinet. */}
        <FreezeRequestsNotice role={user.role} />
        {/* Seats offered to the first in a waitlist: families answer the desk (docs/makeups.md). */}
        <WaitlistOffersNotice viewer={user.role} />
        <StudentMoneySlot value={deskActions}>
          <TodayPanel
            schoolId={schoolId}
            viewer={user}
            students={students.data}
            balances={balances.data?.students}
          />
          <Card title={scheduleTexts.calendarTitle}>
            <LessonGroupSlot value={can(user.role, 'messages:send') ? writeToGroup : null}>
              <LessonWaitlistSlot value={lessonWaitlist}>
                <ScheduleCalendar schoolId={schoolId} viewer={user} />
              </LessonWaitlistSlot>
            </LessonGroupSlot>
          </Card>
        </StudentMoneySlot>
        <ScheduleEntriesSection
          schoolId={schoolId}
          canEdit={can(user.role, 'schedules:write')}
          choices={choices}
          onChanged={() => void refreshLessons()}
        />
        {can(user.role, 'schedules:write') && <ClosuresSection schoolId={schoolId} groups={choices.groups} />}
        {can(user.role, 'styles:write') && (
          <StylesSection schoolId={schoolId} onChanged={handleStylesChanged} />
        )}
      </Stack>
    </>
  );
}
