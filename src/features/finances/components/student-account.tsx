import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AccountEntry, formatMoney, sayNote } from '@/contract';
import { formatDate } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { notifySuccess } from '@/ui/notify';
import { financeQueries } from '../api/finance-queries';
import { explainBalance, explainVisits, passStart, visitsAtStart } from '../ledger-explanation';
import { passSummary } from '../pass-summary';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { LedgerExplanation } from './ledger-explanation';
import { PassActions } from './pass-actions';
import { SellSubscriptionForm } from './sell-subscription-form';

function entryEffect(entry: AccountEntry): string {
  const effects = [];
  if (entry.amount !== 0)
    effects.push(`${entry.amount > 0 ? '+' : '−'}${formatMoney(Math.abs(entry.amount))}`);
  if (entry.visits !== 0) effects.push(financeTexts.visitsWord(entry.visits));
  return effects.join(', ');
}

type StudentAccountProps = {
  studentId: number;
  studentName: string;
  /** Whoever corrects money (`payments:correct`): each pass also offers cancel, change and hand on. */
  canCorrect?: boolean;
};

/**
 * A student's money as the front desk and the owner read it: the balance, each subscription with what is left,
 * until when and what is paid, its actions, and every ledger line behind those figures («почему 3 / почему
 * −1 200 ₽»).
 */
export function StudentAccount({ studentId, studentName, canCorrect = false }: StudentAccountProps) {
  const account = useQuery(financeQueries.studentAccount(studentId));
  const [selling, setSelling] = useState(false);
  // Which figure is opened into its ledger lines: the balance, or one subscription's remaining visits.
  const [explained, setExplained] = useState<'balance' | number | null>(null);
  const toggle = (figure: 'balance' | number) =>
    setExplained((current) => (current === figure ? null : figure));
  if (account.isPending) return <Loader />;
  if (account.isError) return <ErrorMessage>{toErrorMessage(account.error, 'finances')}</ErrorMessage>;
  const { balance, subscriptions, entries } = account.data;
  const explainedPass = subscriptions.find((item) => item.id === explained);

  return (
    <div className={styles.dialogForm}>
      <p>
        {financeTexts.balance}:{' '}
        <strong className={balance < 0 ? styles.negative : undefined}>{formatMoney(balance)}</strong>{' '}
        <Button size="sm" aria-expanded={explained === 'balance'} onClick={() => toggle('balance')}>
          {financeTexts.whyBalance(formatMoney(balance))}
        </Button>
      </p>
      {explained === 'balance' && (
        <LedgerExplanation
          label={financeTexts.balanceExplained}
          lines={explainBalance(entries)}
          unit="money"
        />
      )}
      {subscriptions.length === 0 && <p className={styles.muted}>{financeTexts.noSubscriptions}</p>}
      <ul className={styles.list} aria-label={financeTexts.accountTitle}>
        {subscriptions.map((item) => (
          <li key={item.id} className={styles.item}>
            <span>
              {item.sub_name}
              <span className={styles.muted}> · {passSummary(item)}</span>
              {item.remaining_visits !== null && (
                <>
                  {' '}
                  <Button size="sm" aria-expanded={explained === item.id} onClick={() => toggle(item.id)}>
                    {financeTexts.whyVisits(item.remaining_visits)}
                  </Button>
                </>
              )}
            </span>
            <PassActions pass={item} canCorrect={canCorrect} />
          </li>
        ))}
      </ul>
      {explainedPass && (
        <LedgerExplanation
          label={financeTexts.visitsExplained(explainedPass.sub_name)}
          lines={explainVisits(entries, explainedPass)}
          unit="visits"
          start={{ ...passStart(entries, explainedPass), total: visitsAtStart(entries, explainedPass) }}
        />
      )}
      {selling ? (
        <SellSubscriptionForm
          students={[{ id: studentId, name: studentName }]}
          onSold={(name) => {
            setSelling(false);
            notifySuccess(financeTexts.sold(name));
          }}
        />
      ) : (
        <div>
          <Button onClick={() => setSelling(true)}>{financeTexts.sellTitle}</Button>
        </div>
      )}
      {entries.length > 0 && (
        <details>
          <summary>{financeTexts.ledgerTitle}</summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard. */}
          <ul className={styles.list} aria-label={financeTexts.ledgerTitle} tabIndex={0}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.item}>
                <span>
                  {formatDate(entry.entry_date)}{' '}
                  <span className={styles.muted}>{sayNote(entry.note_data)}</span>
                </span>
                <span className={styles.amount}>{entryEffect(entry)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
