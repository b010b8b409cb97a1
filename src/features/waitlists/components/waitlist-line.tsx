import type { UseQueryResult } from '@tanstack/react-query';
import type { WaitlistEntry } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { useAcceptOffer, useLeaveLine } from '../api/use-waitlist-mutations';
import { waitlistTexts as texts } from '../texts';
import styles from './waitlist-offers-notice.module.css';

/**
 * A line in order (docs/makeups.md, «Лист ожидания»), a group's or a lesson's: who waits, whether a seat is offered
 * and until when; «Записать» answers an offer for the family, «Убрать» takes the place out of line.
 */
export function WaitlistLine({ title, line }: { title: string; line: UseQueryResult<WaitlistEntry[]> }) {
  const accept = useAcceptOffer();
  const leave = useLeaveLine();
  const clock = useSchoolClock();
  const busy = accept.isPending || leave.isPending;
  return (
    <>
      {line.isPending && <Loader />}
      {line.isError && <ErrorMessage>{texts.loadFailed}</ErrorMessage>}
      {line.isSuccess && line.data.length === 0 && <p className={styles.muted}>{texts.empty}</p>}
      {line.isSuccess && line.data.length > 0 && (
        <ol className={styles.list} aria-label={title}>
          {line.data.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <span>{texts.position(entry.position)}</span>
              <span className={styles.name}>{entry.name}</span>
              <span className={styles.muted}>
                {entry.status === 'offered' &&
                  [
                    texts.offered,
                    entry.offer_expires_at && texts.until(formatInstant(entry.offer_expires_at, clock.zone)),
                  ]
                    .filter(Boolean)
                    .join(', ')}
              </span>
              <span className={styles.actions}>
                {entry.status === 'offered' && (
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={texts.acceptOf(entry.name)}
                    disabled={busy}
                    onClick={() => accept.mutate(entry.id)}
                  >
                    {texts.accept}
                  </Button>
                )}
                <Button
                  size="sm"
                  aria-label={texts.leaveOf(entry.name)}
                  disabled={busy}
                  onClick={() => leave.mutate(entry.id)}
                >
                  {texts.leave}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
