import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { formatInstant } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Table } from '@/ui/table';
import { schoolQueries } from '../api/school-queries';
import { useRestoreSchool } from '../api/use-restore-school';
import { schoolTexts } from '../texts';
import styles from './schools-table.module.css';

const texts = schoolTexts.deletedSchools;
const headers = [schoolTexts.name, schoolTexts.city, texts.when, schoolTexts.actions];

/**
 * The schools the admin deleted (docs/deletion.md): each restorable, with everything in it, until the host purges
 * it RESTORE_DAYS after the deletion. Nothing shows while there are none.
 */
export function DeletedSchools() {
  const { zone } = useSchoolClock();
  const deleted = useQuery(schoolQueries.deleted());
  const restore = useRestoreSchool();

  if (deleted.isError) return <ErrorMessage>{texts.loadFailed}</ErrorMessage>;
  if (!deleted.data || deleted.data.length === 0) return null;
  return (
    <Card title={texts.title}>
      <p className={styles.hint}>{texts.intro}</p>
      <Table label={texts.title} headers={headers}>
        {deleted.data.map((school) => (
          <tr key={school.id}>
            <td className={styles.name}>{school.name}</td>
            <td>{school.city || '—'}</td>
            <td>
              {texts.deletedAt(formatInstant(school.deleted_at, zone))},{' '}
              {texts.purgeAt(formatInstant(school.purge_at, zone))}
            </td>
            <td className={styles.actions}>
              <Button
                size="sm"
                variant="ghost"
                disabled={restore.isPending}
                onClick={() => restore.mutate(school)}
                aria-label={texts.restoreSchool(school.name)}
              >
                <RotateCcw size={14} aria-hidden />
                {texts.restore}
              </Button>
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
