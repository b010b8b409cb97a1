import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './notice.module.css';

type NoticeProps = { children: ReactNode };

/** A success message, announced politely. */
export function Notice({ children }: NoticeProps) {
  return (
    <div className={styles.notice} role="status">
      <CircleCheck size={16} aria-hidden className={styles.icon} />
      <span>{children}</span>
    </div>
  );
}
