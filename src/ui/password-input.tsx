import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { inputClassName } from './field';
import styles from './password-input.module.css';
import { uiTexts } from './texts';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  /** Controlled visibility (the login form keeps it in its store); uncontrolled when omitted. */
  visible?: boolean;
  onToggleVisible?: () => void;
};

/** A password input with a show/hide toggle (spec, section 2). */
export function PasswordInput({ visible, onToggleVisible, ...inputProps }: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const isVisible = visible ?? ownVisible;

  function handleToggle() {
    if (onToggleVisible) onToggleVisible();
    else setOwnVisible((current) => !current);
  }

  return (
    <div className={styles.wrapper}>
      <input type={isVisible ? 'text' : 'password'} className={inputClassName} {...inputProps} />
      <button
        type="button"
        className={styles.toggle}
        onClick={handleToggle}
        aria-label={isVisible ? uiTexts.hidePassword : uiTexts.showPassword}
        aria-pressed={isVisible}
      >
        {isVisible ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </button>
    </div>
  );
}
