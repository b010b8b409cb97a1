import { useQuery } from '@tanstack/react-query';
import type { Closure, Group } from '@/contract';
import { formatDate } from '@/lib/dates';
import { serverMessageOf, toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { closureQueries } from '../api/closure-queries';
import { useCreateClosure, useDeleteClosure } from '../api/use-closure-mutations';
import { closureTexts } from '../closure-texts';
import { ClosureForm } from './closure-form';
import styles from './closures.module.css';

type ClosuresSectionProps = { schoolId: number; groups: readonly Pick<Group, 'id' | 'name'>[] };

/** The owner's closures on /schedule (docs/closures.md): a form for a new one and the list, latest first. */
export function ClosuresSection({ schoolId, groups }: ClosuresSectionProps) {
  const closures = useQuery(closureQueries.list(schoolId));
  const create = useCreateClosure();
  const remove = useDeleteClosure();
  const today = useSchoolClock().today();

  return (
    <Card title={closureTexts.title}>
      <p className={styles.description}>{closureTexts.description}</p>
      <ClosureForm
        groups={groups}
        pending={create.isPending}
        error={create.isError ? (serverMessageOf(create.error) ?? closureTexts.saveFailed) : null}
        onEdit={create.reset}
        onSubmit={(input, done) => create.mutate(input, { onSuccess: done })}
      />
      {closures.isPending && <Loader />}
      {closures.isError && <ErrorMessage>{toErrorMessage(closures.error, 'lessons')}</ErrorMessage>}
      {closures.data?.length === 0 && <p className={styles.description}>{closureTexts.empty}</p>}
      {closures.data && closures.data.length > 0 && (
        <ul className={styles.list} aria-label={closureTexts.listLabel}>
          {closures.data.map((closure) => (
            <ClosureItem
              key={closure.id}
              closure={closure}
              removable={closure.starts_on > today}
              removing={remove.isPending && remove.variables?.id === closure.id}
              onRemove={() => remove.mutate(closure)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

type ClosureItemProps = { closure: Closure; removable: boolean; removing: boolean; onRemove: () => void };

function ClosureItem({ closure, removable, removing, onRemove }: ClosureItemProps) {
  const what =
    closure.groups.length === 0 ? closureTexts.wholeSchool : closure.groups.map((g) => g.name).join(', ');
  return (
    <li className={styles.item}>
      <div>
        <strong>{closureTexts.days(formatDate(closure.starts_on), formatDate(closure.ends_on))}</strong>{' '}
        {closure.reason}
        <div className={styles.muted}>
          {what} · {closureTexts.effects(closure.canceled_lessons, closure.extended_subscriptions)}
        </div>
      </div>
      {removable && (
        <Button
          size="sm"
          variant="ghost"
          disabled={removing}
          aria-label={closureTexts.removeLabel(closure.reason)}
          onClick={onRemove}
        >
          {closureTexts.remove}
        </Button>
      )}
    </li>
  );
}
