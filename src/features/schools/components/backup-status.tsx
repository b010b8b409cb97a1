import { useQuery } from '@tanstack/react-query';
import { BACKUP_OVERDUE_HOURS, formatFileSize } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { Card } from '@/ui/card';
import { DetailsList } from '@/ui/details-list';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { schoolQueries } from '../api/school-queries';
import { schoolTexts } from '../texts';

const texts = schoolTexts.backups;

/**
 * The installation's backups for the platform admin (docs/backups.md): the last good copy with its size, and —
 * where nobody can miss it — a failure after it or a good copy older than 36 hours.
 */
export function BackupStatusCard() {
  const status = useQuery(schoolQueries.backupStatus());
  const { zone } = useSchoolClock();

  if (status.isPending) return <Loader />;
  if (status.isError) return <ErrorMessage>{texts.loadFailed}</ErrorMessage>;

  const { last_success: success, last_failure: failure, overdue } = status.data;
  return (
    <Card title={texts.title}>
      <DetailsList
        items={[
          {
            label: texts.lastCopy,
            value: success
              ? texts.copyLine(
                  formatInstant(success.finished_at, zone),
                  formatFileSize(success.size_bytes),
                  texts.kinds[success.kind],
                )
              : texts.none,
          },
          ...(success ? [{ label: texts.file, value: success.file }] : []),
        ]}
      />
      {failure && (
        <ErrorMessage>{texts.failed(formatInstant(failure.finished_at, zone), failure.error)}</ErrorMessage>
      )}
      {overdue && (
        <ErrorMessage>{success ? texts.overdue(BACKUP_OVERDUE_HOURS) : texts.missing}</ErrorMessage>
      )}
    </Card>
  );
}
