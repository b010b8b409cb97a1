import { useQuery } from '@tanstack/react-query';
import type { Style } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { directionQueries } from '../api/direction-queries';
import { useCreateDirection } from '../api/use-create-direction';
import { useUpdateDirection } from '../api/use-update-direction';
import { directionTexts } from '../texts';
import { DirectionAddForm } from './direction-add-form';
import { DirectionRow } from './direction-row';
import styles from './directions-section.module.css';

type DirectionsSectionProps = {
  schoolId: number;
  /** A rename or an archive changes what the timetable and the calendar show. */
  onChanged: () => void;
};

/** The owner's directions: add, rename, archive and restore. */
export function DirectionsSection({ schoolId, onChanged }: DirectionsSectionProps) {
  const directions = useQuery(directionQueries.list(schoolId));
  const createDirection = useCreateDirection(schoolId);
  const updateDirection = useUpdateDirection(schoolId, onChanged);

  function handleRename(direction: Style, name: string) {
    updateDirection.mutate({ direction, changes: { name } });
  }

  function handleToggleArchived(direction: Style) {
    updateDirection.mutate({ direction, changes: { is_archived: !direction.is_archived } });
  }

  return (
    <Card title={directionTexts.sectionTitle}>
      <div className={styles.body}>
        <DirectionAddForm onAdd={(name) => createDirection.mutate(name)} />
        {directions.isPending && <Loader />}
        {directions.isError && <ErrorMessage>{toErrorMessage(directions.error, 'styles')}</ErrorMessage>}
        {directions.data?.length === 0 && <p className={styles.hint}>{directionTexts.empty}</p>}
        {directions.data && directions.data.length > 0 && (
          <ul className={styles.list} aria-label={directionTexts.listLabel}>
            {directions.data.map((direction) => (
              <DirectionRow
                key={direction.id}
                direction={direction}
                onRename={handleRename}
                onToggleArchived={handleToggleArchived}
              />
            ))}
          </ul>
        )}
        <p className={styles.hint}>{directionTexts.archivedHint}</p>
      </div>
    </Card>
  );
}
