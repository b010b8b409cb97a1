import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Style } from '@/contract';
import { Button } from '@/ui/button';
import { inputClassName } from '@/ui/field';
import { Tag } from '@/ui/tag';
import { styleTexts } from '../texts';
import styles from './styles-section.module.css';

type StyleRowProps = {
  danceStyle: Style;
  onRename: (danceStyle: Style, name: string) => void;
  onToggleArchived: (danceStyle: Style) => void;
};

/** A style (направление): its name (renamed in place: Enter saves, Escape cancels) and archive or restore. */
export function StyleRow({ danceStyle, onRename, onToggleArchived }: StyleRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(danceStyle.name);
  const saving = danceStyle.id < 0;
  const rowRef = useRef<HTMLLIElement>(null);
  const wasEditing = useRef(false);

  // Back from the field, the keyboard continues on the button that opened it.
  useEffect(() => {
    if (!editing && wasEditing.current) rowRef.current?.querySelector<HTMLElement>('[data-rename]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function handleStartEditing() {
    setName(danceStyle.name);
    setEditing(true);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    // Spec §5: an edit is saved only if the value changed.
    if (trimmed && trimmed !== danceStyle.name) onRename(danceStyle, trimmed);
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
            aria-label={styleTexts.renameLabel(danceStyle.name)}
            required
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the field replaces the button that was just pressed.
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          <Button size="sm" type="submit" variant="primary">
            {styleTexts.save}
          </Button>
          <Button size="sm" onClick={() => setEditing(false)}>
            {styleTexts.cancel}
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
      <span className={danceStyle.is_archived ? styles.archivedName : styles.name}>{danceStyle.name}</span>
      {danceStyle.is_archived && <Tag>{styleTexts.archived}</Tag>}
      {!saving && (
        <span className={styles.rowActions}>
          <Button
            size="sm"
            variant="ghost"
            data-rename
            onClick={handleStartEditing}
            aria-label={styleTexts.rename(danceStyle.name)}
          >
            <Pencil size={14} aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onToggleArchived(danceStyle)}
            aria-label={
              danceStyle.is_archived
                ? styleTexts.restore(danceStyle.name)
                : styleTexts.archive(danceStyle.name)
            }
          >
            {danceStyle.is_archived ? (
              <ArchiveRestore size={14} aria-hidden />
            ) : (
              <Archive size={14} aria-hidden />
            )}
            {danceStyle.is_archived ? styleTexts.restoreShort : styleTexts.archiveShort}
          </Button>
        </span>
      )}
    </li>
  );
}
