import { type ReactNode, useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { notifySuccess } from '@/ui/notify';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { PassesDialog } from './passes-dialog';
import { PaymentForm } from './payment-form';
import { SellSubscriptionForm } from './sell-subscription-form';

type Action = 'sell' | 'pay' | 'passes' | null;

type FrontDeskMoneyProps = {
  studentId: number;
  studentName: string;
  /** The owner at the desk (`payments:correct`): the passes also offer cancel, change and hand on. */
  canCorrect?: boolean;
  /** More of the desk's actions on the student, in the same row (the page gives them: the cabinet's invitation). */
  children?: ReactNode;
};

/**
 * At the front desk, beside a student in the roll or found by «Сегодня»: sell a subscription, take a payment, or
 * open the student's passes to freeze one, without leaving the page.
 */
export function FrontDeskMoney({
  studentId,
  studentName,
  canCorrect = false,
  children,
}: FrontDeskMoneyProps) {
  const [action, setAction] = useState<Action>(null);
  const student = [{ id: studentId, name: studentName }];
  const close = () => setAction(null);
  return (
    <span className={`${styles.formActions} ${styles.deskActions}`}>
      <Button size="sm" onClick={() => setAction('sell')}>
        {financeTexts.sellShort}
      </Button>
      <Button size="sm" onClick={() => setAction('pay')}>
        {financeTexts.payShort}
      </Button>
      <Button size="sm" onClick={() => setAction('passes')}>
        {financeTexts.passesShort}
      </Button>
      {children}
      {action === 'sell' && (
        <Dialog open title={`${financeTexts.sellTitle}: ${studentName}`} onClose={close}>
          <SellSubscriptionForm
            students={student}
            onSold={(name) => {
              close();
              notifySuccess(financeTexts.sold(name));
            }}
          />
        </Dialog>
      )}
      {action === 'pay' && (
        <Dialog open title={`${financeTexts.addPayment}: ${studentName}`} onClose={close}>
          <PaymentForm students={student} onSaved={close} />
        </Dialog>
      )}
      {action === 'passes' && (
        <PassesDialog
          studentId={studentId}
          studentName={studentName}
          canCorrect={canCorrect}
          onClose={close}
        />
      )}
    </span>
  );
}
