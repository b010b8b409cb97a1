import type { ReactNode } from 'react';
import styles from './card.module.css';

type CardProps = {
  title: string;
  actions?: ReactNode;
  /** No inner padding: the content (a table) runs edge to edge. */
  flush?: boolean;
  children: ReactNode;
};

/** A titled block of a page (account, school, staff). */
export function Card({ title, actions, flush = false, children }: CardProps) {
  return (
    <section className={styles.card} aria-label={title}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </section>
  );
}
