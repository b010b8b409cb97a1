import type { ReactNode } from 'react';
import { serverMessageOf } from '@/lib/http';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import styles from './cabinet-settings.module.css';

type SettingsSectionProps = {
  title: string;
  /** What the section is for, under its title. */
  intro?: string;
  /** The section's own read: a loader while it runs, the server's message (or `loadFailed`) when it fails. */
  read?: { isPending: boolean; isError: boolean; error: unknown };
  loadFailed?: string;
  children: ReactNode;
};

/** One section of the owner's school card (the cabinet, Telegram, the site's form, tokens, webhooks, the archive). */
export function SettingsSection({ title, intro, read, loadFailed, children }: SettingsSectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      {intro && <p className={styles.hint}>{intro}</p>}
      {read?.isPending && <Loader />}
      {read?.isError && <ErrorMessage>{serverMessageOf(read.error) ?? loadFailed}</ErrorMessage>}
      {children}
    </section>
  );
}
