import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { formatDate, formatInstant } from '@/lib/dates';
import { serverMessageOf } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { type CabinetPerson, cabinetUseQueries } from '../api/cabinet-use-queries';
import { useCabinetInvite } from '../api/use-cabinet-invite';
import { cabinetInviteTexts } from '../texts';
import styles from './cabinet-use.module.css';

type CabinetUseProps = { person: CabinetPerson };

/**
 * How a client or student uses the parents' cabinet — the addresses it knows them by, when they last signed in,
 * the accepted offer and personal-data consent, the last invitation — and «Пригласить в кабинет». Shown only to
 * the roles that may invite (reading this needs the same right); the page decides.
 */
export function CabinetUse({ person }: CabinetUseProps) {
  const use = useQuery(cabinetUseQueries.of(person));
  const invite = useCabinetInvite(person);
  const clock = useSchoolClock();
  // Instants as the school's wall clock showed them (docs/time.md); a day alone as the school's day.
  const day = (iso: string) => formatDate(clock.wallTime(iso).date);

  if (use.isPending) return <Loader />;
  if (use.isError)
    return <ErrorMessage>{serverMessageOf(use.error) ?? cabinetInviteTexts.loadFailed}</ErrorMessage>;

  const { emails, cabinet } = use.data;
  return (
    <div className={styles.block}>
      <ul className={styles.lines}>
        <li className={emails.length > 0 ? styles.line : `${styles.line} ${styles.muted}`}>
          {emails.length > 0
            ? cabinetInviteTexts.emails(emails)
            : person.kind === 'client'
              ? cabinetInviteTexts.noEmail
              : cabinetInviteTexts.noEmailStudent}
        </li>
        <li className={styles.line}>
          {cabinet.signed_in_at
            ? cabinetInviteTexts.signedIn(formatInstant(cabinet.signed_in_at, clock.zone))
            : cabinetInviteTexts.neverSignedIn}
        </li>
        {cabinet.offer_version !== null && (
          <li className={styles.line}>{cabinetInviteTexts.offer(cabinet.offer_version)}</li>
        )}
        {cabinet.personal_data_at && (
          <li className={styles.line}>{cabinetInviteTexts.personalData(day(cabinet.personal_data_at))}</li>
        )}
        {cabinet.invited_at && (
          <li className={`${styles.line} ${styles.muted}`}>
            {cabinetInviteTexts.invited(day(cabinet.invited_at))}
          </li>
        )}
      </ul>
      <Button
        size="sm"
        disabled={invite.isPending}
        // The second click of a double click (its `detail` counts the clicks) is the same press, not another.
        onClick={(event) => {
          if (event.detail <= 1) invite.invite();
        }}
      >
        <Mail size={14} aria-hidden />
        {invite.isPending ? cabinetInviteTexts.inviting : cabinetInviteTexts.invite}
      </Button>
    </div>
  );
}
