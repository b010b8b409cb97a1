import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import type { DeletedSchool } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useSchoolClock } from '@/lib/school-clock';
import { cachedView, useWrite } from '@/lib/use-write';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { Table } from '@/ui/table';
import { schoolQueries } from '../api/school-queries';
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
  const restore = useWrite({
    mutationKey: mutationKey('schools', 'restore'),
    request: (school: DeletedSchool) => callApi('schoolRestore', { id: school.id }),
    answered: (_restored, school) => [
      cachedView<DeletedSchool[]>(schoolQueries.deleted().queryKey, (list) =>
        list.filter((row) => row.id !== school.id),
      ),
    ],
    // The schools table counts what is in each school, which the restored row's answer does not carry.
    refresh: () => [{ queryKey: schoolQueries.list().queryKey }],
    onSuccess: (_restored, school) => notifySuccess(texts.restored(school.name)),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'schools')),
  });

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
