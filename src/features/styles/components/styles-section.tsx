import { useQuery } from '@tanstack/react-query';
import type { Style } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { styleQueries } from '../api/style-queries';
import { useCreateStyle } from '../api/use-create-style';
import { useUpdateStyle } from '../api/use-update-style';
import { styleTexts } from '../texts';
import { StyleAddForm } from './style-add-form';
import { StyleRow } from './style-row';
import styles from './styles-section.module.css';

type StylesSectionProps = {
  schoolId: number;
  /** A rename or an archive changes what the timetable and the calendar show. */
  onChanged: () => void;
};

/** The owner's directions: add, rename, archive and restore. */
export function StylesSection({ schoolId, onChanged }: StylesSectionProps) {
  const stylesQuery = useQuery(styleQueries.list(schoolId));
  const createStyle = useCreateStyle(schoolId);
  const updateStyle = useUpdateStyle(schoolId, onChanged);

  function handleRename(style: Style, name: string) {
    updateStyle.mutate({ danceStyle: style, changes: { name } });
  }

  function handleToggleArchived(style: Style) {
    updateStyle.mutate({ danceStyle: style, changes: { is_archived: !style.is_archived } });
  }

  return (
    <Card title={styleTexts.sectionTitle}>
      <div className={styles.body}>
        <StyleAddForm onAdd={(name) => createStyle.create(name)} />
        {stylesQuery.isPending && <Loader />}
        {stylesQuery.isError && <ErrorMessage>{toErrorMessage(stylesQuery.error, 'styles')}</ErrorMessage>}
        {stylesQuery.data?.length === 0 && <p className={styles.hint}>{styleTexts.empty}</p>}
        {stylesQuery.data && stylesQuery.data.length > 0 && (
          <ul className={styles.list} aria-label={styleTexts.listLabel}>
            {stylesQuery.data.map((style) => (
              <StyleRow
                key={style.id}
                danceStyle={style}
                onRename={handleRename}
                onToggleArchived={handleToggleArchived}
              />
            ))}
          </ul>
        )}
        <p className={styles.hint}>{styleTexts.archivedHint}</p>
      </div>
    </Card>
  );
}
