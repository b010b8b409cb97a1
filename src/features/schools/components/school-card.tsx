import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { can, type Role, timeZoneLabel } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DetailsList } from '@/ui/details-list';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { schoolQueries } from '../api/school-queries';
import { schoolTexts } from '../texts';
import { ApiTokensSection } from './api-tokens';
import { CabinetSettingsSection } from './cabinet-settings';
import { JoinFormSection } from './join-form-settings';
import { SchoolArchiveSection } from './school-archive';
import { SchoolEditForm } from './school-edit-form';
import { TelegramBotSection } from './telegram-bot';
import { WebhooksSection } from './webhooks';

type SchoolCardProps = {
  schoolId: number;
  /** Whose card it is: each section shows by its own permission (the owner's, today). */
  role: Role;
};

/**
 * The spec's school card: Name, City, Email, Phone — and the school's time zone (docs/time.md); for the owner, also
 * the parents' cabinet's settings, the bot, the API tokens and the school's archive.
 */
export function SchoolCard({ schoolId, role }: SchoolCardProps) {
  const canEdit = can(role, 'schools:update');
  const school = useQuery(schoolQueries.detail(schoolId));
  const [editing, setEditing] = useState(false);

  const editButton = canEdit && school.data && !editing && (
    <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
      <Pencil size={14} aria-hidden />
      {schoolTexts.edit}
    </Button>
  );

  return (
    <Card title={schoolTexts.cardTitle} actions={editButton}>
      {school.isPending && <Loader />}
      {school.isError && <ErrorMessage>{toErrorMessage(school.error, 'schools')}</ErrorMessage>}
      {school.data &&
        (editing ? (
          <SchoolEditForm
            school={school.data}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <DetailsList
            items={[
              { label: schoolTexts.name, value: school.data.Name },
              { label: schoolTexts.city, value: school.data.City },
              { label: schoolTexts.email, value: school.data.Email },
              { label: schoolTexts.phone, value: school.data.Phone },
              { label: schoolTexts.timeZone, value: timeZoneLabel(school.data.TimeZone) },
            ]}
          />
        ))}
      {canEdit && <CabinetSettingsSection />}
      {canEdit && <JoinFormSection />}
      {canEdit && <TelegramBotSection />}
      {can(role, 'api-tokens:manage') && <ApiTokensSection />}
      {can(role, 'webhooks:manage') && <WebhooksSection />}
      {can(role, 'schools:export') && <SchoolArchiveSection />}
    </Card>
  );
}
