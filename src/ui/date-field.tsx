import { useEffect, useRef, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { russianDate, toIsoDate } from '@/contract/dates';
import { describeDateProblem } from './date-problem';
import { Field, inputClassName } from './field';
import { tableTexts } from './table-texts';

type DateFieldProps = {
  label: string;
  /** `yyyy-mm-dd`, or '' for none. */
  value: string;
  /** Receives `yyyy-mm-dd` once the typed text is a real date, '' once it is cleared. */
  onChange: (iso: string) => void;
  required?: boolean;
  /** The latest date allowed (`yyyy-mm-dd`), e.g. today for a birthdate; `maxProblem` says why. */
  max?: string;
  maxProblem?: string;
  hint?: string;
};

/**
 * A form's date, typed as the app writes it (`дд.мм.гггг`) with a mask: never the browser's picker, which speaks
 * the browser's language. While the text is not a real date the form cannot be sent, and the field says why in
 * Russian; what was typed stays.
 */
export function DateField({ label, value, onChange, required, max, maxProblem, hint }: DateFieldProps) {
  const [text, setText] = useState(() => (value ? russianDate(value) : ''));
  // The value the text stands for: a value set from outside (a reset) replaces the text, the person's own typing
  // (which sends its value up) does not.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ? russianDate(value) : '');
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const iso = toIsoDate(text);

  const problem =
    text === ''
      ? null
      : (describeDateProblem(text) ?? (max && iso && iso > max ? (maxProblem ?? null) : null));
  useEffect(() => {
    inputRef.current?.setCustomValidity(problem ?? '');
  }, [problem]);

  function handleAccept(masked: string) {
    setText(masked);
    const next = masked === '' ? '' : toIsoDate(masked);
    if (next === null || next === value) return;
    setShown(next);
    onChange(next);
  }

  return (
    <Field label={label} hint={problem ?? hint ?? tableTexts.datePlaceholder}>
      {(id) => (
        <IMaskInput
          id={id}
          inputRef={inputRef}
          mask="00.00.0000"
          value={text}
          onAccept={handleAccept}
          className={inputClassName}
          inputMode="numeric"
          placeholder={tableTexts.datePlaceholder}
          autoComplete="off"
          required={required}
          aria-invalid={problem !== null || undefined}
        />
      )}
    </Field>
  );
}
