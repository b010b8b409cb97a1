import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { can, type FreezeRequest, type Role } from '@/contract';
import { formatDate, formatInstant } from '@/lib/dates';
import { serverMessageOf } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import notice from '@/ui/action-notice.module.css';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorMessage } from '@/ui/error-message';
import { freezeRequestQueries } from '../api/freeze-request-queries';
import { useDecideFreezeRequest } from '../api/use-decide-freeze-request';
import { freezeRequestTexts as texts } from '../texts';
import styles from './freeze-requests-notice.module.css';

type FreezeRequestsNoticeProps = { role: Role };

const periodOf = (request: FreezeRequest) => texts.period(formatDate(request.starts_on), request.days);

/** What a screen reader hears for a row's buttons, and what the decline confirmation names. */
const labelOf = (request: FreezeRequest) =>
  `${request.student_name}, «${request.sub_name}», ${periodOf(request)}`;

/**
 * «Заявки на заморозку»: the freezes families asked for from the cabinet (when the school approves them rather than
 * letting them apply at once), oldest first, for whoever may freeze a pass — the front desk and the owner on
 * /schedule, the accountant and the owner on /finances. «Подтвердить» freezes the pass; «Отклонить» asks first.
 * Nothing is shown while there is nothing to decide.
 */
export function FreezeRequestsNotice({ role }: FreezeRequestsNoticeProps) {
  const visible = can(role, 'subscriptions:freeze');
  const requests = useQuery({ ...freezeRequestQueries.pending(), enabled: visible });
  const { decide, isDeciding } = useDecideFreezeRequest();
  const clock = useSchoolClock();
  const [declining, setDeclining] = useState<FreezeRequest | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();

  if (!visible) return null;
  const rows = requests.data ?? [];

  function handleDecide(request: FreezeRequest, approve: boolean) {
    // Once decided the row goes: the keyboard moves on to the next one (or the one before), not to the page's top.
    const index = rows.findIndex((row) => row.id === request.id);
    const neighbour = rows[index + 1] ?? rows[index - 1];
    decide(request.id, approve, () => {
      if (neighbour) list.current?.querySelector<HTMLElement>(`[data-approve="${neighbour.id}"]`)?.focus();
    });
  }

  function handleConfirmDecline() {
    if (declining) handleDecide(declining, false);
    setDeclining(null);
  }

  return (
    <>
      {requests.isError && <ErrorMessage>{serverMessageOf(requests.error) ?? texts.loadFailed}</ErrorMessage>}
      {rows.length > 0 && (
        <section className={styles.notice} aria-labelledby={titleId}>
          <h2 id={titleId} className={notice.title}>
            {texts.title(rows.length)}
          </h2>
          <p className={notice.hint}>{texts.hint}</p>
          <ul ref={list} className={notice.list} aria-label={texts.list}>
            {rows.map((request) => {
              const busy = isDeciding(request.id);
              return (
                <li key={request.id} className={notice.row}>
                  <span className={styles.student}>{request.student_name}</span>
                  <span>«{request.sub_name}»</span>
                  <span className={styles.period}>{periodOf(request)}</span>
                  <span className={notice.muted}>
                    {texts.asked(formatInstant(request.created_at, clock.zone))}
                  </span>
                  <span className={styles.email} title={request.email}>
                    {request.email}
                  </span>
                  <span className={notice.actions}>
                    <Button
                      size="sm"
                      variant="primary"
                      data-approve={request.id}
                      disabled={busy}
                      aria-label={texts.approveLabel(labelOf(request))}
                      onClick={() => handleDecide(request, true)}
                    >
                      {texts.approve}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={texts.declineLabel(labelOf(request))}
                      onClick={() => setDeclining(request)}
                    >
                      {texts.decline}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {/* Outside the list: the dialog stays while its row goes. */}
      <ConfirmDialog
        open={declining !== null}
        title={texts.confirmDeclineTitle}
        message={declining ? texts.confirmDeclineMessage(labelOf(declining)) : ''}
        confirmLabel={texts.confirmDecline}
        onConfirm={handleConfirmDecline}
        onCancel={() => setDeclining(null)}
      />
    </>
  );
}
