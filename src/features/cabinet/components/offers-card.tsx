import { useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@/contract';
import { wallTimeIn } from '@/contract/clock';
import { serverMessageOf } from '@/lib/http-client';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { useOfferAnswer } from '../api/cabinet-mutations';
import { cabinetQueries } from '../api/cabinet-queries';
import { lessonDay } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.offers;

/** Where the seat is: the group, or the lesson with its day and time; for whom, when the card shows the family's. */
function placeOf(offer: WaitlistEntry, named: boolean): string {
  const place =
    offer.lesson_date === null || offer.start_time === null
      ? texts.inGroup(offer.group_name)
      : texts.onLesson(offer.group_name, lessonDay(offer.lesson_date), offer.start_time);
  return named ? texts.forChild(offer.name, place) : place;
}

/**
 * A seat a waitlist offers a child (docs/makeups.md, «Лист ожидания»): in a group, or on one lesson, until its
 * deadline; «Принять» books the child there, «Отказаться» passes it to the next in line. On a child's page that
 * child's offers; on the family's first screen all of them, each with the child's name, so an offer is seen where
 * the parent looks first. Nothing shows without one.
 */
export function OffersCard({ studentId }: { studentId?: number }) {
  const offers = useQuery(cabinetQueries.offers());
  const named = studentId === undefined;
  const own = (offers.data ?? []).filter((offer) => named || offer.student_id === studentId);
  if (own.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="cabinet-offers">
      <h2 id="cabinet-offers" className={styles.cardTitle}>
        {texts.title}
      </h2>
      <p className={styles.muted}>{texts.hint}</p>
      <ul className={styles.list}>
        {own.map((offer) => (
          <OfferItem key={offer.id} offer={offer} named={named} />
        ))}
      </ul>
    </section>
  );
}

function OfferItem({ offer, named }: { offer: WaitlistEntry; named: boolean }) {
  const answer = useOfferAnswer();
  const clock = useSchoolClock();
  const place = placeOf(offer, named);
  const due = offer.offer_expires_at ? wallTimeIn(clock.zone, new Date(offer.offer_expires_at)) : null;
  const reply = (accept: boolean) =>
    answer.mutate(
      { entry_id: offer.id, accept },
      {
        onSuccess: () => notifySuccess(accept ? texts.accepted : texts.declined),
        onError: (error) => notifyFailure(serverMessageOf(error) ?? texts.failed),
      },
    );
  return (
    <li className={styles.lesson}>
      <div className={styles.what}>
        <span className={styles.group}>{place}</span>
        {due && <span className={styles.muted}>{texts.until(lessonDay(due.date), due.time)}</span>}
      </div>
      <Button
        size="sm"
        aria-label={texts.acceptOf(place)}
        disabled={answer.isPending}
        onClick={() => reply(true)}
      >
        {texts.accept}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={texts.declineOf(place)}
        disabled={answer.isPending}
        onClick={() => reply(false)}
      >
        {texts.decline}
      </Button>
    </li>
  );
}
