import { AudioWaveform } from 'lucide-react';
import styles from './brand-mark.module.css';

/** The product's logo mark: a rhythm wave on the accent colour. */
export function BrandMark() {
  return (
    <span className={styles.mark} aria-hidden>
      <AudioWaveform size={16} strokeWidth={2.25} />
    </span>
  );
}
