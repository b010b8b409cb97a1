import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import styles from './table-page.module.css';

type TablePageProps = {
  title: string;
  description?: string;
  toolbar: ReactNode;
  /** A problem the page still works with (a dictionary that did not load), shown above the table. */
  notice?: ReactNode;
  /** A form above the table (a new row's name). */
  form?: ReactNode;
  /** Group tabs under the table. */
  footer?: ReactNode;
  /** The table, or its loading and error states. */
  children: ReactNode;
};

/**
 * A page that is one big table: it fills the window height, so the table scrolls inside its frame with the
 * header in place and the footer (group tabs) always in view.
 */
export function TablePage({ title, description, toolbar, notice, form, footer, children }: TablePageProps) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} description={description} />
      <section className={styles.frame} aria-label={title}>
        {toolbar}
        {notice && <div className={styles.notice}>{notice}</div>}
        {form}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
