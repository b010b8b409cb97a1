import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pageHead } from '@/app/document-title';
import { requireAccess } from '@/features/auth/require-access';
import { sourceQueries } from '@/features/dictionaries/api/source-queries';
import { statusQueries } from '@/features/dictionaries/api/status-queries';
import { DictionariesButton } from '@/features/dictionaries/components/dictionaries-button';
import { groupQueries } from '@/features/groups/api/group-queries';
import { useSelectedGroup } from '@/features/groups/api/use-selected-group';
import { GroupTabs } from '@/features/groups/components/group-tabs';
import { ImportButton } from '@/features/imports/components/import-button';
import { leadQueries } from '@/features/leads/api/lead-queries';
import { LeadsSection } from '@/features/leads/components/leads-section';
import type { LeadOptions } from '@/features/leads/lead-options';
import { leadTexts } from '@/features/leads/texts';
import { sectionNames } from '@/features/navigation/texts';
import { toErrorMessage } from '@/lib/http';
import { NoSchool } from '@/ui/no-school';

export const Route = createFileRoute('/_app/leads')({
  head: pageHead(sectionNames['/leads']),
  beforeLoad: ({ context }) => requireAccess(context.user, '/leads'),
  // The dictionaries are small and every cell needs them: wait for them. The leads (thousands of rows) start
  // loading here and show their own loader in the table.
  loader: async ({ context: { queryClient, user } }) => {
    if (user.school_id === null) return;
    void queryClient.prefetchQuery(leadQueries.list(user.school_id));
    await Promise.all([
      queryClient.prefetchQuery(groupQueries.list(user.school_id, 'lead')),
      queryClient.prefetchQuery(statusQueries.list(user.school_id, 'lead')),
      queryClient.prefetchQuery(sourceQueries.list(user.school_id)),
      queryClient.prefetchQuery(groupQueries.list(user.school_id, 'student')),
    ]);
  },
  component: LeadsPage,
});

function LeadsPage() {
  const { user } = Route.useRouteContext();
  if (user.school_id === null) return <NoSchool title={leadTexts.title} />;
  return <SchoolLeads schoolId={user.school_id} />;
}

const none: never[] = [];

function SchoolLeads({ schoolId }: { schoolId: number }) {
  const groupId = useSelectedGroup(schoolId, 'lead');
  const statusList = useQuery(statusQueries.list(schoolId, 'lead'));
  const sourceList = useQuery(sourceQueries.list(schoolId));
  const statuses = statusList.data;
  const sources = sourceList.data;
  const groups = useQuery(groupQueries.list(schoolId, 'lead')).data;
  const studentGroups = useQuery(groupQueries.list(schoolId, 'student')).data;
  const options = useMemo<LeadOptions>(
    () => ({
      statuses: statuses ?? none,
      sources: sources ?? none,
      groups: groups ?? none,
      studentGroups: studentGroups ?? none,
    }),
    [statuses, sources, groups, studentGroups],
  );

  const optionsError = statusList.isError
    ? toErrorMessage(statusList.error, 'statuses')
    : sourceList.isError
      ? toErrorMessage(sourceList.error, 'sources')
      : null;

  return (
    <LeadsSection
      schoolId={schoolId}
      groupId={groupId}
      options={options}
      optionsError={optionsError}
      actions={
        <>
          <ImportButton entity="leads" />
          <DictionariesButton schoolId={schoolId} kinds={['lead-statuses', 'sources']} />
        </>
      }
      footer={<GroupTabs schoolId={schoolId} entityType="lead" />}
    />
  );
}
