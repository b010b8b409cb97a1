import { useEffect, useRef } from 'react';
import { IMask, IMaskInput } from 'react-imask';
import { Field, inputClassName } from './field';
import { tableTexts } from './table-texts';

type TimeFieldProps = {
  label: string;
  /** `чч:мм`, 24-hour, as the server stores a start time. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
};

const COMPLETE = /^\d{2}:\d{2}$/;
const blocks = {
  HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
  MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
};

/** A 24-hour time typed as `чч:мм` with a mask: never the browser's picker (06:00 PM in an English browser). */
export function TimeField({ label, value, onChange, required }: TimeFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const problem = value === '' || COMPLETE.test(value) ? null : tableTexts.timeFormat;
  useEffect(() => {
    inputRef.current?.setCustomValidity(problem ?? '');
  }, [problem]);

  return (
    <Field label={label} hint={problem ?? undefined}>
      {(id) => (
        <IMaskInput
          id={id}
          inputRef={inputRef}
          mask="HH:MM"
          blocks={blocks}
          value={value}
          onAccept={(masked: string) => onChange(masked)}
          className={inputClassName}
          inputMode="numeric"
          placeholder={tableTexts.timePlaceholder}
          autoComplete="off"
          required={required}
          aria-invalid={problem !== null || undefined}
        />
      )}
    </Field>
  );
}
