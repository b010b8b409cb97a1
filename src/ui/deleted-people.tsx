import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DeletedPerson } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { useSchoolClock } from '@/lib/school-clock';
import { useWrite } from '@/lib/use-write';
import { Button } from './button';
import styles from './deleted-people.module.css';
import { Dialog } from './dialog';
import { ErrorMessage } from './error-message';
import { notifyFailure, notifySuccess } from './notify';
import { Table } from './table';

const pluralRules = new Intl.PluralRules('ru');
const dayWords: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'день', few: 'дня' };

/** «1 день», «3 дня», «29 дней». */
const days = (count: number) => `${count} ${dayWords[pluralRules.select(count)] ?? 'дней'}`;

export const deletedPeopleTexts = {
  name: 'Имя',
  when: 'Удалён',
  actions: 'Действия',
  deletedAt: (when: string) => `удалён ${when}`,
  daysLeft: (count: number) =>
    count > 0 ? `восстановить можно ещё ${days(count)}` : 'сегодня последний день',
  restore: 'Восстановить',
  button: (count: number) => `Удалённые: ${count}`,
} as const;

/** What the list shows and does, as DeletedPeople reads and restores. */
type ListProps = {
  title: string;
  intro: string;
  rows: DeletedPerson[] | undefined;
  /** The message when the list did not load, or null. */
  error: string | null;
  zone: string;
  restoreLabel: (name: string) => string;
  pending: boolean;
  onRestore: (person: DeletedPerson) => void;
};

type DeletedPeopleProps = {
  texts: {
    title: string;
    intro: string;
    restoreLabel: (name: string) => string;
    restored: (name: string) => string;
    loadFailed: string;
  };
  /** The list of the deleted, as the page's query read it. */
  read: UseQueryResult<DeletedPerson[]>;
  /** Restores one (its endpoint); students and clients both show again after it, their links too. */
  restore: (id: number) => Promise<unknown>;
  /** Whose they are: the key of the restore, and whose default message a refusal without the server's gets. */
  resource: 'students' | 'clients';
};

/**
 * The deleted students or clients the owner may still restore (docs/deletion.md, «Ученики и клиенты»): a button in
 * the table's toolbar, «Удалённые: N», opens the list — name, when deleted, how long is left, «Восстановить».
 * Nothing shows while there are none.
 */
export function DeletedPeople({ texts, read, restore: restoreOne, resource }: DeletedPeopleProps) {
  const { zone } = useSchoolClock();
  const [open, setOpen] = useState(false);
  const restore = useWrite({
    mutationKey: mutationKey(resource, 'restore'),
    request: (person: DeletedPerson) => restoreOne(person.id),
    // The restored person comes back with their groups, links and money: both people's lists and the deleted
    // ones (under the same keys) read again.
    refresh: () => [{ queryKey: resourceKeys.students }, { queryKey: resourceKeys.clients }],
    onSuccess: (_answer, person) => notifySuccess(texts.restored(person.name)),
    onFailure: (error) => notifyFailure(toErrorMessage(error, resource)),
  });
  const props: ListProps = {
    title: texts.title,
    intro: texts.intro,
    restoreLabel: texts.restoreLabel,
    rows: read.data,
    error: read.isError ? texts.loadFailed : null,
    zone,
    pending: restore.isPending,
    onRestore: (person: DeletedPerson) => restore.mutate(person),
  };
  const count = props.rows?.length ?? 0;
  if (!props.error && count === 0) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trash2 size={14} aria-hidden />
        {props.error ? props.title : deletedPeopleTexts.button(count)}
      </Button>
      {open && (
        <Dialog open wide title={props.title} onClose={() => setOpen(false)}>
          <DeletedPeopleList {...props} />
        </Dialog>
      )}
    </>
  );
}

function DeletedPeopleList({ title, intro, rows, error, zone, restoreLabel, pending, onRestore }: ListProps) {
  const texts = deletedPeopleTexts;
  if (error) return <ErrorMessage>{error}</ErrorMessage>;
  return (
    <>
      <p className={styles.hint}>{intro}</p>
      <Table label={title} headers={[texts.name, texts.when, texts.actions]}>
        {(rows ?? []).map((person) => (
          <tr key={person.id}>
            <td className={styles.name}>{person.name}</td>
            <td className={styles.when}>
              {texts.deletedAt(formatInstant(person.deleted_at, zone))}, {texts.daysLeft(person.days_left)}
            </td>
            <td className={styles.actions}>
              <Button
                size="sm"
                variant="ghost"
                disabled={pending}
                onClick={() => onRestore(person)}
                aria-label={restoreLabel(person.name)}
              >
                <RotateCcw size={14} aria-hidden />
                {texts.restore}
              </Button>
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
