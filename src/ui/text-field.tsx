import type { InputHTMLAttributes } from 'react';
import { Field, inputClassName } from './field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  hint?: string;
};

export function TextField({ label, hint, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(id) => <input id={id} className={inputClassName} {...inputProps} />}
    </Field>
  );
}
