import styles from './loader.module.css';
import { uiTexts } from './texts';

type LoaderProps = {
  /** Centers the loader in the whole viewport (start-up, route transitions). */
  fullScreen?: boolean;
};

/** The spec's three-dot loader. */
export function Loader({ fullScreen = false }: LoaderProps) {
  return (
    <div className={fullScreen ? styles.fullScreen : styles.inline}>
      <span className={styles.dots} role="status" aria-label={uiTexts.loading}>
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
    </div>
  );
}
