import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './error-message.module.css';

type ErrorMessageProps = { children: ReactNode };

/** An error the person must notice: announced by screen readers as it appears. */
export function ErrorMessage({ children }: ErrorMessageProps) {
  return (
    <div className={styles.error} role="alert">
      <CircleAlert size={16} aria-hidden className={styles.icon} />
      <span>{children}</span>
    </div>
  );
}
