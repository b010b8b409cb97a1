import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import styles from './table-page.module.css';

type TablePageProps = {
  title: string;
  description?: string;
  toolbar: ReactNode;
  /** Group tabs under the table. */
  footer?: ReactNode;
  /** The table, or its loading and error states. */
  children: ReactNode;
};

/**
 * A page that is one big table: it fills the window height, so the table scrolls inside its frame with the
 * header in place and the footer (group tabs) always in view.
 */
export function TablePage({ title, description, toolbar, footer, children }: TablePageProps) {
  return (
    <div className={styles.page} data-page-width="full">
      <PageHeader title={title} description={description} />
      <section className={styles.frame} aria-label={title}>
        {toolbar}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
