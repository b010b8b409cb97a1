import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { type CellKind, type CellOption, draftOf, parseCellDraft } from './cell-value';
import styles from './editable-cell.module.css';
import { acceptedPhone, phoneMaskOptions } from './phone-mask';
import { tableTexts } from './table-texts';

type CellEditorProps = {
  kind: CellKind;
  value: string;
  label: string;
  options: readonly CellOption[];
  required: boolean;
  /** `refocus`: the keyboard ended the edit, so the focus goes back to the cell. */
  onCommit: (value: string, refocus: boolean) => void;
  onCancel: (refocus: boolean) => void;
};

type EditorElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * The control of a cell being edited. Its draft is its own state: typing re-renders this control only, never
 * the row or the table. Enter saves (Shift+Enter is a new line in a textarea), Escape cancels, leaving saves.
 */
export function CellEditor({ kind, value, label, options, required, onCommit, onCancel }: CellEditorProps) {
  const [draft, setDraft] = useState(() => draftOf(kind, value));
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<EditorElement | null>(null);
  // Enter or Escape ends the edit before the control unmounts; a blur that follows must not end it twice.
  const finished = useRef(false);
  const problemId = useId();
  // A closed <select> changes its value on ↑/↓ (and on typed letters) at once. Those changes only browse; Enter
  // or leaving confirms, Escape cancels. A pick with the mouse from the open list is the whole edit.
  const browsingWithKeys = useRef(false);

  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.select();
  }, []);

  function commit(text: string, refocus: boolean) {
    if (finished.current) return;
    const parsed = parseCellDraft(kind, text, required);
    if (parsed.problem !== undefined) {
      setProblem(parsed.problem);
      return;
    }
    finished.current = true;
    onCommit(parsed.value, refocus);
  }

  function cancel() {
    if (finished.current) return;
    finished.current = true;
    onCancel(true);
  }

  function handleKeyDown(event: KeyboardEvent<EditorElement>) {
    if (kind === 'select') browsingWithKeys.current = BROWSING_KEYS.has(event.key) || event.key.length === 1;
    if (event.key === 'Escape') {
      // Inside a dialog Escape would also close the dialog; here it only cancels the edit.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && !(kind === 'textarea' && event.shiftKey)) {
      event.preventDefault();
      commit(draft, true);
    }
  }

  function handleChange(text: string) {
    setDraft(text);
    setProblem(null);
  }

  const common = {
    'aria-label': label,
    'aria-invalid': problem !== null || undefined,
    'aria-describedby': problem ? problemId : undefined,
    className: styles.input,
    onKeyDown: handleKeyDown,
    onBlur: () => commit(draft, false),
  };

  return (
    <div className={kind === 'textarea' ? styles.floating : styles.editor}>
      {kind === 'select' && (
        <select
          {...common}
          ref={(node) => {
            inputRef.current = node;
          }}
          value={draft}
          onPointerDown={() => {
            browsingWithKeys.current = false;
          }}
          onChange={(event) => {
            if (browsingWithKeys.current) handleChange(event.target.value);
            else commit(event.target.value, true);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {kind === 'textarea' && (
        <textarea
          {...common}
          ref={(node) => {
            inputRef.current = node;
          }}
          rows={4}
          value={draft}
          onChange={(event) => handleChange(event.target.value)}
        />
      )}
      {kind === 'phone' && (
        <IMaskInput
          {...common}
          inputRef={(node: HTMLInputElement | null) => {
            inputRef.current = node;
          }}
          {...phoneMaskOptions}
          value={draft}
          onAccept={(masked: string, mask: { unmaskedValue: string; value: string }) =>
            handleChange(acceptedPhone(masked, mask))
          }
          type="tel"
          inputMode="tel"
          placeholder="+7 (___) ___-__-__"
        />
      )}
      {(kind === 'text' || kind === 'date') && (
        <input
          {...common}
          ref={(node) => {
            inputRef.current = node;
          }}
          value={draft}
          placeholder={kind === 'date' ? tableTexts.datePlaceholder : undefined}
          inputMode={kind === 'date' ? 'numeric' : undefined}
          onChange={(event) => handleChange(event.target.value)}
        />
      )}
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
