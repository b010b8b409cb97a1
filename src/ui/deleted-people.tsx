import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DeletedPerson } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { Button } from './button';
import styles from './deleted-people.module.css';
import { Dialog } from './dialog';
import { ErrorMessage } from './error-message';
import { Table } from './table';

/** «день», «дня», «дней» for a count. */
function days(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return `${count} дней`;
  if (ones === 1) return `${count} день`;
  if (ones >= 2 && ones <= 4) return `${count} дня`;
  return `${count} дней`;
}

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

type DeletedPeopleProps = {
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

/**
 * The deleted students or clients the owner may still restore (docs/deletion.md, «Ученики и клиенты»): a button in
 * the table's toolbar, «Удалённые: N», opens the list — name, when deleted, how long is left, «Восстановить».
 * Nothing shows while there are none.
 */
export function DeletedPeople(props: DeletedPeopleProps) {
  const [open, setOpen] = useState(false);
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

function DeletedPeopleList({
  title,
  intro,
  rows,
  error,
  zone,
  restoreLabel,
  pending,
  onRestore,
}: DeletedPeopleProps) {
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
