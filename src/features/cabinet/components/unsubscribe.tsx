import { serverMessageOf } from '@/lib/http-client';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Notice } from '@/ui/notice';
import { callCabinet } from '../api/call-cabinet';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.unsubscribe;

/**
 * «Отписаться» from a school's email (docs/messages.md). The link only opens this page; the family presses the button
 * — a mail service that opens links to check them unsubscribes nobody.
 */
export function Unsubscribe({ token }: { token: string }) {
  const unsubscribe = useWrite({
    mutationKey: mutationKey('cabinet', 'unsubscribe'),
    request: () => callCabinet('cabinetUnsubscribe', { json: { token } }),
  });
  return (
    <section className={styles.panel} aria-labelledby="cabinet-unsubscribe">
      <h1 id="cabinet-unsubscribe" className={styles.heading}>
        {texts.heading}
      </h1>
      {unsubscribe.data ? (
        <Notice>{texts.done(unsubscribe.data.email, unsubscribe.data.school_name)}</Notice>
      ) : (
        <div className={styles.form}>
          <p className={styles.muted}>{texts.intro}</p>
          <Button
            variant="primary"
            disabled={!token || unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {unsubscribe.isPending ? texts.pressing : texts.press}
          </Button>
          {!token && <ErrorMessage>{texts.noToken}</ErrorMessage>}
          {unsubscribe.error && (
            <ErrorMessage>{serverMessageOf(unsubscribe.error) ?? texts.failed}</ErrorMessage>
          )}
        </div>
      )}
    </section>
  );
}
