import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { PERSON_NAME_MAX } from '@/contract';
import { Button } from './button';
import { inputClassName } from './field';
import styles from './new-row-form.module.css';
import { tableTexts } from './table-texts';

type NewRowFormProps = {
  /** «Имя нового лида». */
  label: string;
  /** The name a row gets when nobody types one (the spec's default), typed over at once: it is selected. */
  defaultName: string;
  onCreate: (name: string) => void;
  onCancel: () => void;
};

/**
 * The name of a row about to be added, asked for before anything is stored: Enter adds the row with it, Escape
 * drops it, so a stray «Добавить» leaves no placeholder row behind.
 */
export function NewRowForm({ label, defaultName, onCreate, onCancel }: NewRowFormProps) {
  const [name, setName] = useState(defaultName);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem(tableTexts.required);
      inputRef.current?.focus();
      return;
    }
    onCreate(trimmed);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  }

  return (
    <form className={styles.form} aria-label={label} onSubmit={handleSubmit} onKeyDown={handleKeyDown}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={`${inputClassName} ${styles.input}`}
        value={name}
        maxLength={PERSON_NAME_MAX}
        aria-invalid={problem !== null}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noAutofocus: the form opens on a keyboard command to take the name at once.
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
      />
      <Button type="submit" size="sm" variant="primary">
        {tableTexts.newRowCreate}
      </Button>
      <Button size="sm" onClick={onCancel}>
        {tableTexts.newRowCancel}
      </Button>
      <p id={hintId} className={problem ? styles.problem : styles.hint} role={problem ? 'alert' : undefined}>
        {problem ?? tableTexts.newRowHint(PERSON_NAME_MAX)}
      </p>
    </form>
  );
}
