import type { ReactNode } from 'react';
import { BrandMark } from '@/ui/brand-mark';
import styles from './auth-page.module.css';

type AuthPageProps = {
  title: string;
  subtitle: string;
  /** Top-right controls (theme toggle). */
  toolbar?: ReactNode;
  children: ReactNode;
};

/** The frame of the login and registration forms: a centred card under the logo. */
export function AuthPage({ title, subtitle, toolbar, children }: AuthPageProps) {
  return (
    <div className={styles.page}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      <main className={styles.card}>
        <header className={styles.header}>
          <BrandMark />
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </header>
        {children}
      </main>
    </div>
  );
}
