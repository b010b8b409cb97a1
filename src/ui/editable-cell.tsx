import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { CellEditor } from './cell-editor';
import type { CellKind, CellOption } from './cell-value';
import styles from './editable-cell.module.css';
import { useGridCellProps } from './grid-cell';
import { tableTexts } from './table-texts';

type EditableCellProps = {
  kind: CellKind;
  /** The stored value: text, an option's value, a `yyyy-mm-dd` date or a masked phone; '' when empty. */
  value: string;
  /** Names the editor for screen readers, e.g. «Телефон». */
  label: string;
  options?: readonly CellOption[];
  /** An empty value is refused (a name). */
  required?: boolean;
  /** Shown but not editable (a row the server has not stored yet). */
  readOnly?: boolean;
  /** Long text shown in full, wrapped (row details); in a table row it reads as one line. */
  wrap?: boolean;
  /** How the value reads when not edited (a tag, a ru-RU date); the value or a dash by default. */
  children?: ReactNode;
  /** Called only with a value that parses and differs from the stored one. */
  onSave: (value: string) => void;
};

const noOptions: readonly CellOption[] = [];

/** On hover: the whole text (a narrow column cuts it with «…») and how to edit it. */
function cellTitle(kind: CellKind, value: string, readOnly: boolean): string | undefined {
  const text = kind === 'select' ? '' : value;
  const lines = [text, readOnly ? '' : tableTexts.editHint].filter(Boolean);
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/**
 * An inline-editable cell (spec, section 5): a double click, Enter or F2 begins editing, Enter saves, Escape
 * cancels, and nothing is sent when the value did not change or does not parse.
 */
export function EditableCell({
  kind,
  value,
  label,
  options = noOptions,
  required = false,
  readOnly = false,
  wrap = false,
  children,
  onSave,
}: EditableCellProps) {
  const [editing, setEditing] = useState(false);
  const displayRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const gridProps = useGridCellProps();

  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    displayRef.current?.focus();
  }, [editing]);

  function finish(returnFocus: boolean) {
    refocus.current = returnFocus;
    setEditing(false);
  }

  function handleCommit(next: string, returnFocus: boolean) {
    if (next !== value) onSave(next);
    finish(returnFocus);
  }

  function handleStart() {
    if (!readOnly) setEditing(true);
  }

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // A single mouse click only selects the cell; a click from the keyboard (Enter, Space) has no pointer detail.
    if (event.detail === 0) handleStart();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'F2') {
      event.preventDefault();
      handleStart();
    }
  }

  if (editing) {
    return (
      <CellEditor
        kind={kind}
        value={value}
        label={label}
        options={options}
        required={required}
        onCommit={handleCommit}
        onCancel={finish}
      />
    );
  }

  return (
    <button
      type="button"
      ref={displayRef}
      className={`${styles.display} ${wrap ? styles.wrap : kind === 'textarea' ? styles.clamp : ''}`}
      {...gridProps}
      title={cellTitle(kind, value, readOnly)}
      onClick={handleClick}
      onDoubleClick={handleStart}
      onKeyDown={handleKeyDown}
    >
      {children ?? (value || tableTexts.empty)}
    </button>
  );
}
