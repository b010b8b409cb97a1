import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Style } from '@/contract';
import { Button } from '@/ui/button';
import { inputClassName } from '@/ui/field';
import { Tag } from '@/ui/tag';
import { directionTexts } from '../texts';
import styles from './directions-section.module.css';

type DirectionRowProps = {
  direction: Style;
  onRename: (direction: Style, name: string) => void;
  onToggleArchived: (direction: Style) => void;
};

/** A direction: its name (renamed in place: Enter saves, Escape cancels) and archive or restore. */
export function DirectionRow({ direction, onRename, onToggleArchived }: DirectionRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(direction.name);
  const saving = direction.id < 0;
  const rowRef = useRef<HTMLLIElement>(null);
  const wasEditing = useRef(false);

  // Back from the field, the keyboard continues on the button that opened it.
  useEffect(() => {
    if (!editing && wasEditing.current) rowRef.current?.querySelector<HTMLElement>('[data-rename]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function handleStartEditing() {
    setName(direction.name);
    setEditing(true);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    // Spec §5: an edit is saved only if the value changed.
    if (trimmed && trimmed !== direction.name) onRename(direction, trimmed);
    setEditing(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(false);
    }
  }

  if (editing) {
    return (
      <li className={styles.row}>
        <form className={styles.renameForm} onSubmit={handleSubmit}>
          <input
            className={inputClassName}
            aria-label={directionTexts.renameLabel(direction.name)}
            required
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the field replaces the button that was just pressed.
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          <Button size="sm" type="submit" variant="primary">
            {directionTexts.save}
          </Button>
          <Button size="sm" onClick={() => setEditing(false)}>
            {directionTexts.cancel}
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li
      ref={rowRef}
      className={saving ? `${styles.row} ${styles.saving}` : styles.row}
      aria-busy={saving || undefined}
    >
      <span className={direction.is_archived ? styles.archivedName : styles.name}>{direction.name}</span>
      {direction.is_archived && <Tag>{directionTexts.archived}</Tag>}
      {!saving && (
        <span className={styles.rowActions}>
          <Button
            size="sm"
            variant="ghost"
            data-rename
            onClick={handleStartEditing}
            aria-label={directionTexts.rename(direction.name)}
          >
            <Pencil size={14} aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onToggleArchived(direction)}
            aria-label={
              direction.is_archived
                ? directionTexts.restore(direction.name)
                : directionTexts.archive(direction.name)
            }
          >
            {direction.is_archived ? (
              <ArchiveRestore size={14} aria-hidden />
            ) : (
              <Archive size={14} aria-hidden />
            )}
            {direction.is_archived ? directionTexts.restoreShort : directionTexts.archiveShort}
          </Button>
        </span>
      )}
    </li>
  );
}
