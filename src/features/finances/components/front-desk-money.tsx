import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { notifySuccess } from '@/ui/notify';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { PaymentForm } from './payment-form';
import { SellSubscriptionForm } from './sell-subscription-form';

type Action = 'sell' | 'pay' | null;

/** At the front desk, beside a student in the roll: sell a subscription or take a payment without leaving it. */
export function FrontDeskMoney({ studentId, studentName }: { studentId: number; studentName: string }) {
  const [action, setAction] = useState<Action>(null);
  const student = [{ id: studentId, name: studentName }];
  const close = () => setAction(null);
  return (
    <span className={styles.formActions}>
      <Button size="sm" onClick={() => setAction('sell')}>
        {financeTexts.sellShort}
      </Button>
      <Button size="sm" onClick={() => setAction('pay')}>
        {financeTexts.payShort}
      </Button>
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
    </span>
  );
}
