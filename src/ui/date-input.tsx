import { IMaskInput } from 'react-imask';
import { inputClassName } from './field';

type DateInputProps = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
};

/**
 * A date typed as the app writes it, `дд.мм.гггг`, with a mask instead of the browser's picker (which speaks the
 * browser's language, mm/dd/yyyy in an English one). `onChange` receives the masked text; `toIsoDate` reads it.
 */
export function DateInput({ value, onChange, ...inputProps }: DateInputProps) {
  return (
    <IMaskInput
      {...inputProps}
      mask="00.00.0000"
      value={value}
      onAccept={(masked: string) => onChange(masked)}
      className={inputClassName}
      inputMode="numeric"
      placeholder="дд.мм.гггг"
      autoComplete="off"
    />
  );
}
