import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportKind, ReportRequest } from '@/contract';
import { dayjs } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { monthOf } from '@/ui/period-picker';
import { Stack } from '@/ui/stack';
import { reportQueries } from '../api/report-queries';
import { reportTexts } from '../texts';
import { AttendanceReportView } from './attendance-report';
import { dayText } from './format';
import { GroupsReportView } from './groups-report';
import { LeadsReportView } from './leads-report';
import { PaymentsReportView } from './payments-report';
import { type ReportChoice, ReportForm } from './report-form';
import { RetentionReportView } from './retention-report';
import { TeachersReportView } from './teachers-report';

/** Only what the kind takes: money has no group filters, the lesson reports have no step. */
function requestFor(
  kind: ReportKind,
  { step, group_id, direction_id, teacher_id, ...period }: ReportRequest,
) {
  if (kind === 'payments') return step ? { ...period, step } : period;
  return {
    ...period,
    ...(group_id && { group_id }),
    ...(direction_id && { direction_id }),
    ...(teacher_id && { teacher_id }),
  };
}

/** /reports: the form, then the generated report (this month's attendance until another is asked for). */
export function ReportsPage() {
  const clock = useSchoolClock();
  const [choice, setChoice] = useState<ReportChoice>(() => ({
    kind: 'attendance',
    request: monthOf(dayjs(clock.today())),
  }));
  const request = requestFor(choice.kind, choice.request);
  return (
    <Stack>
      <Card title={reportTexts.formTitle}>
        <ReportForm initial={choice} onGenerate={setChoice} />
      </Card>
      <section aria-label={reportTexts.kinds[choice.kind]}>
        <Stack>
          <h2>
            {reportTexts.kinds[choice.kind]}
            {' · '}
            <span style={{ fontWeight: 400 }}>
              {reportTexts.generated(dayText(request.date_from), dayText(request.date_to))}
            </span>
          </h2>
          <ReportResult kind={choice.kind} request={request} />
        </Stack>
      </section>
    </Stack>
  );
}

function ReportResult({ kind, request }: { kind: ReportKind; request: ReportRequest }) {
  const attendance = useQuery({ ...reportQueries.attendance(request), enabled: kind === 'attendance' });
  const payments = useQuery({ ...reportQueries.payments(request), enabled: kind === 'payments' });
  const groups = useQuery({ ...reportQueries.groups(request), enabled: kind === 'groups' });
  const leads = useQuery({ ...reportQueries.leads(request), enabled: kind === 'leads' });
  const retention = useQuery({ ...reportQueries.retention(request), enabled: kind === 'retention' });
  const teachers = useQuery({ ...reportQueries.teachers(request), enabled: kind === 'teachers' });
  const query = { attendance, payments, groups, leads, retention, teachers }[kind];
  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorMessage>{toErrorMessage(query.error, 'reports')}</ErrorMessage>;
  if (kind === 'attendance' && attendance.data) return <AttendanceReportView report={attendance.data} />;
  if (kind === 'payments' && payments.data) return <PaymentsReportView report={payments.data} />;
  if (kind === 'groups' && groups.data) return <GroupsReportView report={groups.data} />;
  if (kind === 'leads' && leads.data) return <LeadsReportView report={leads.data} />;
  if (kind === 'retention' && retention.data) return <RetentionReportView report={retention.data} />;
  if (kind === 'teachers' && teachers.data) return <TeachersReportView report={teachers.data} />;
  return null;
}
