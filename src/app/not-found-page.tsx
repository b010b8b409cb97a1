import { Link } from '@tanstack/react-router';
import styles from './route-error.module.css';
import { appTexts } from './texts';

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>{appTexts.notFoundTitle}</h1>
      <p>{appTexts.notFoundText}</p>
      <Link to="/">{appTexts.toHome}</Link>
    </div>
  );
}
