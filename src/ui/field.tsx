import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

type FieldProps = {
  label: string;
  hint?: string;
  /** Receives the id the label points at, so any control gets a real <label>. */
  children: (id: string) => ReactNode;
};

export function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}

/** The class every text-like control shares. */
export const inputClassName = styles.input;
