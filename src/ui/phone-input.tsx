import { IMaskInput } from 'react-imask';
import { inputClassName } from './field';
import { acceptedPhone, phoneMaskOptions } from './phone-mask';

type PhoneInputProps = {
  id?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
};

/** A phone input masked as the spec's +7 (000) 000-00-00; `onChange` receives the masked text. */
export function PhoneInput({ value, onChange, ...inputProps }: PhoneInputProps) {
  return (
    <IMaskInput
      {...inputProps}
      {...phoneMaskOptions}
      value={value}
      onAccept={(masked: string, mask: { unmaskedValue: string; value: string }) =>
        onChange(acceptedPhone(masked, mask))
      }
      className={inputClassName}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
    />
  );
}
