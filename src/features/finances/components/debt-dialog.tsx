import { type Balances, formatMoney } from '@/contract';
import { Dialog } from '@/ui/dialog';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { StudentAccount } from './student-account';

/** Whose debt is explained: a student's, or a family's (the id is then the paying client's). */
export type DebtShown = { kind: 'student' | 'family'; id: number; name: string };

/**
 * «Почему −1 200 ₽» of a debtor: the student's account, whose balance opens into its ledger lines; of a family, each
 * child's share of the sum, each opening into that child's account.
 */
export function DebtDialog({
  shown,
  balances,
  canCorrect,
  onClose,
}: {
  shown: DebtShown;
  balances: Balances;
  /** Whoever corrects money: the passes in the accounts offer cancel, change and hand on. */
  canCorrect: boolean;
  onClose: () => void;
}) {
  const payer =
    shown.kind === 'family' ? balances.payers.find((row) => row.client_id === shown.id) : undefined;
  const children = balances.students.filter((student) => payer?.student_ids.includes(student.student_id));
  return (
    <Dialog open wide title={financeTexts.debtTitle(shown.name)} onClose={onClose}>
      {shown.kind === 'student' ? (
        <StudentAccount studentId={shown.id} studentName={shown.name} canCorrect={canCorrect} />
      ) : (
        <ul className={styles.list} aria-label={financeTexts.familyShares}>
          {children.map((child) => (
            <li key={child.student_id}>
              <details>
                <summary className={styles.item}>
                  <span>{child.student_name}</span>
                  <span className={styles.amount}>{formatMoney(child.balance)}</span>
                </summary>
                <StudentAccount
                  studentId={child.student_id}
                  studentName={child.student_name}
                  canCorrect={canCorrect}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
