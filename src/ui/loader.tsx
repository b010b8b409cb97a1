import styles from './loader.module.css';
import { uiTexts } from './texts';

type LoaderProps = {
  /** Centers the loader in the whole viewport (start-up, route transitions). */
  fullScreen?: boolean;
  /** What is being waited for, when «Загрузка» says too little («Проверяю строки…»). */
  label?: string;
};

/** The spec's three-dot loader. */
export function Loader({ fullScreen = false, label = uiTexts.loading }: LoaderProps) {
  return (
    <div className={fullScreen ? styles.fullScreen : styles.inline}>
      <span className={styles.dots} role="status" aria-label={label}>
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
    </div>
  );
}
