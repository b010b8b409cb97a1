import { type Balances, formatMoney } from '@/contract';
import { formatDate } from '@/lib/dates';
import { Card } from '@/ui/card';
import { financeTexts } from '../texts';
import styles from './finances.module.css';

/** Who owes, how much and since when; families (a payer of several children) with one sum. */
export function DebtorsCard({ balances }: { balances: Balances }) {
  const debtors = balances.students.filter((student) => student.balance < 0);
  const families = balances.payers.filter((payer) => payer.balance < 0 && payer.student_ids.length > 1);
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
              <span className={`${styles.amount} ${styles.negative}`}>{formatMoney(debtor.balance)}</span>
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
                <span className={`${styles.amount} ${styles.negative}`}>{formatMoney(payer.balance)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
