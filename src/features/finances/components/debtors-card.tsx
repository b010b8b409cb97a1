import { useState } from 'react';
import { type Balances, formatMoney } from '@/contract';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { financeTexts } from '../texts';
import { DebtDialog, type DebtShown } from './debt-dialog';
import styles from './finances.module.css';

/** Who owes, how much and since when; families (a payer of several children) with one sum. */
export function DebtorsCard({ balances, canCorrect }: { balances: Balances; canCorrect: boolean }) {
  const debtors = balances.students.filter((student) => student.balance < 0);
  const families = balances.payers.filter((payer) => payer.balance < 0 && payer.student_ids.length > 1);
  const [shown, setShown] = useState<DebtShown | null>(null);
  const why = (balance: number, next: DebtShown) => (
    <>
      <span className={styles.negative}>{formatMoney(balance)}</span>{' '}
      <Button size="sm" onClick={() => setShown(next)} aria-label={financeTexts.whyDebtLabel(next.name)}>
        {financeTexts.why}
      </Button>
    </>
  );
  return (
    <Card title={financeTexts.debtorsTitle}>
      {debtors.length === 0 ? (
        <p className={styles.muted}>{financeTexts.noDebtors}</p>
      ) : (
        <ul className={styles.list} aria-label={financeTexts.debtorsTitle}>
          {debtors.map((debtor) => (
            <li key={debtor.student_id} className={styles.item}>
              <span>
                {debtor.student_name}
                <span className={styles.muted}>
                  {debtor.owed_since && ` · ${financeTexts.owedSince(formatDate(debtor.owed_since))}`}
                  {debtor.debt_visits > 0 && ` · ${financeTexts.debtVisits(debtor.debt_visits)}`}
                </span>
              </span>
              <span className={styles.amount}>
                {why(debtor.balance, { kind: 'student', id: debtor.student_id, name: debtor.student_name })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {families.length > 0 && (
        <>
          <h3 className={styles.muted}>{financeTexts.familyTitle}</h3>
          <ul className={styles.list} aria-label={financeTexts.familyTitle}>
            {families.map((payer) => (
              <li key={payer.client_id} className={styles.item}>
                <span>
                  {payer.client_name} <span className={styles.muted}>{payer.phone}</span>
                </span>
                <span className={styles.amount}>
                  {why(payer.balance, { kind: 'family', id: payer.client_id, name: payer.client_name })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {shown && (
        <DebtDialog
          shown={shown}
          balances={balances}
          canCorrect={canCorrect}
          onClose={() => setShown(null)}
        />
      )}
    </Card>
  );
}
