import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SchoolListItem } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { Table } from '@/ui/table';
import { schoolQueries } from '../api/school-queries';
import { useDeleteSchool } from '../api/use-delete-school';
import { schoolTexts } from '../texts';
import styles from './schools-table.module.css';

const headers = [
  schoolTexts.name,
  schoolTexts.city,
  schoolTexts.phone,
  schoolTexts.email,
  schoolTexts.actions,
];

/** The platform admin's list of every school, each deletable after a confirmation. */
export function SchoolsTable() {
  const schools = useQuery(schoolQueries.list());
  const deleteSchool = useDeleteSchool();
  const [pendingDelete, setPendingDelete] = useState<SchoolListItem | null>(null);

  function handleConfirmDelete() {
    if (pendingDelete) deleteSchool.mutate(pendingDelete);
    setPendingDelete(null);
  }

  if (schools.isPending) return <Loader />;
  if (schools.isError) return <ErrorMessage>{toErrorMessage(schools.error, 'schools')}</ErrorMessage>;

  return (
    <>
      <Table label={schoolTexts.tableLabel} headers={headers}>
        {schools.data.length === 0 && (
          <tr>
            <td colSpan={headers.length} className={styles.empty}>
              {schoolTexts.empty}
            </td>
          </tr>
        )}
        {schools.data.map((school) => (
          <tr key={school.id}>
            <td className={styles.name}>{school.name}</td>
            <td>{school.city || '—'}</td>
            <td className={styles.nowrap}>{school.phone || '—'}</td>
            <td>{school.email || '—'}</td>
            <td className={styles.actions}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setPendingDelete(school)}
                aria-label={schoolTexts.deleteSchool(school.name)}
              >
                <Trash2 size={14} aria-hidden />
                {schoolTexts.delete}
              </Button>
            </td>
          </tr>
        ))}
      </Table>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={schoolTexts.confirmTitle}
        message={pendingDelete ? schoolTexts.confirmMessage(pendingDelete.name) : ''}
        confirmLabel={schoolTexts.delete}
        onConfirm={handleConfirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
