import { useQuery } from '@tanstack/react-query';
import { toErrorMessage } from '@/lib/http';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { financeQueries } from '../api/finance-queries';
import { passSummary } from '../pass-summary';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { PassActions } from './pass-actions';

type PassesDialogProps = {
  studentId: number;
  studentName: string;
  canCorrect: boolean;
  onClose: () => void;
};

/**
 * A student's passes from the roll or the «Сегодня» search: each with what is left and its actions — freeze for the
 * front desk, and for whoever corrects money also change, hand on, cancel.
 */
export function PassesDialog({ studentId, studentName, canCorrect, onClose }: PassesDialogProps) {
  const account = useQuery(financeQueries.studentAccount(studentId));
  const passes = account.data?.subscriptions ?? [];
  return (
    <Dialog open wide title={financeTexts.passesTitle(studentName)} onClose={onClose}>
      {account.isPending && <Loader />}
      {account.isError && <ErrorMessage>{toErrorMessage(account.error, 'finances')}</ErrorMessage>}
      {account.isSuccess && passes.length === 0 && (
        <p className={styles.muted}>{financeTexts.noSubscriptions}</p>
      )}
      {passes.length > 0 && (
        <ul className={styles.list} aria-label={financeTexts.accountTitle}>
          {passes.map((pass) => (
            <li key={pass.id} className={styles.item}>
              <span>
                {pass.sub_name}
                <span className={styles.muted}> · {passSummary(pass)}</span>
              </span>
              <PassActions pass={pass} canCorrect={canCorrect} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
