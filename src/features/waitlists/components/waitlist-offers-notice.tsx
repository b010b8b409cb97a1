import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { can, type Role } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { serverMessageOf } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import notice from '@/ui/action-notice.module.css';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { useAcceptOffer, useDeclineOffer } from '../api/use-waitlist-mutations';
import { waitlistQueries } from '../api/waitlist-queries';
import { waitlistTexts as texts } from '../texts';
import styles from './waitlist-offers-notice.module.css';

/**
 * «Освободились места»: every seat offered to the first in a line, with its deadline, for whoever keeps the lines —
 * families answer the school, and the desk records it: «Записать» puts them in, «Отказались» offers the seat to the
 * next. Nothing is shown while no offer is open.
 */
export function WaitlistOffersNotice({ viewer }: { viewer: Role }) {
  const visible = can(viewer, 'waitlist:read');
  const offers = useQuery({ ...waitlistQueries.offers(), enabled: visible });
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const clock = useSchoolClock();
  const titleId = useId();
  if (!visible) return null;
  const rows = offers.data ?? [];
  const busy = accept.isPending || decline.isPending;
  return (
    <>
      {offers.isError && <ErrorMessage>{serverMessageOf(offers.error) ?? texts.loadFailed}</ErrorMessage>}
      {rows.length > 0 && (
        <section className={styles.notice} aria-labelledby={titleId}>
          <h2 id={titleId} className={notice.title}>
            {texts.offersTitle(rows.length)}
          </h2>
          <p className={notice.hint}>{texts.offersHint}</p>
          <ul className={notice.list} aria-label={texts.offersList}>
            {rows.map((entry) => (
              <li key={entry.id} className={notice.row}>
                <span className={styles.name}>{entry.name}</span>
                <span>{texts.where(entry)}</span>
                <span className={notice.muted}>
                  {entry.offer_expires_at && texts.until(formatInstant(entry.offer_expires_at, clock.zone))}
                </span>
                <span className={notice.actions}>
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={texts.acceptOf(entry.name)}
                    disabled={busy}
                    onClick={() => accept.mutate(entry.id)}
                  >
                    {texts.accept}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={texts.declineOf(entry.name)}
                    disabled={busy}
                    onClick={() => decline.mutate(entry.id)}
                  >
                    {texts.decline}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
