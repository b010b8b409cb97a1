import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '@/ui/button';
import { Placeholder } from '@/ui/placeholder';
import styles from './route-error.module.css';
import { appTexts } from './texts';

/** The default error screen of a route: a plain Russian message and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();

  function handleRetry() {
    reset();
    void router.invalidate();
  }

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={styles.page}>
      <Placeholder title={appTexts.errorTitle} text={appTexts.errorText} />
      <Button variant="primary" onClick={handleRetry}>
        {appTexts.retry}
      </Button>
    </div>
  );
}
