import type { SelectHTMLAttributes } from 'react';
import { Field, inputClassName } from './field';

type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
};

export function SelectField({ label, options, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className={inputClassName} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
