import type { MessagePreview } from '@/contract';
import { messageTexts } from '../texts';
import styles from './templates.module.css';

const texts = messageTexts.templates;

/** A template filled with the school's own recent data, and what it was filled from. */
export function TemplatePreview({ preview }: { preview: MessagePreview }) {
  return (
    <section className={styles.preview} aria-label={texts.previewTitle}>
      <h4 className={styles.previewTitle}>{texts.previewTitle}</h4>
      <p className={styles.previewSubject}>{preview.subject}</p>
      <p className={styles.previewText}>{preview.text}</p>
      <p className={styles.muted}>{texts.previewSource(preview.source)}</p>
    </section>
  );
}
