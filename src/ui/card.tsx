import type { ReactNode } from 'react';
import styles from './card.module.css';

type CardProps = {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled block of a page (account, school, staff). */
export function Card({ title, actions, children }: CardProps) {
  return (
    <section className={styles.card} aria-label={title}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
