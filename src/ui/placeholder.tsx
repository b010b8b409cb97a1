import { Construction } from 'lucide-react';
import styles from './placeholder.module.css';

type PlaceholderProps = {
  title: string;
  text: string;
};

/** A calm empty state for sections that are not available yet. */
export function Placeholder({ title, text }: PlaceholderProps) {
  return (
    <section className={styles.placeholder}>
      <Construction size={28} aria-hidden className={styles.icon} />
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
