import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, type PayrollPeriod } from '@/contract';
import { formatDate } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { payrollQueries } from '../api/payroll-queries';
import { usePayTeacher, useReopenPeriod } from '../api/use-payroll-mutations';
import { payrollTexts } from '../texts';
import styles from './payroll.module.css';

/**
 * Closed periods: the stored figures per teacher and a payout for each, recorded as a «Зарплата» expense (owner,
 * accountant), who may also open a period nobody was paid for again; a teacher sees their own figures and whether
 * they have been paid.
 */
export function PeriodsCard({ canPay = false }: { canPay?: boolean }) {
  const periods = useQuery(payrollQueries.periods());
  return (
    <Card title={payrollTexts.periodsTitle}>
      {periods.isPending && <Loader />}
      {periods.isError && <ErrorMessage>{toErrorMessage(periods.error, 'finances')}</ErrorMessage>}
      {periods.data?.length === 0 && <p className={styles.muted}>{payrollTexts.noPeriods}</p>}
      {periods.data?.map((period) => (
        <ClosedPeriod key={period.id} period={period} canPay={canPay} />
      ))}
    </Card>
  );
}

function ClosedPeriod({ period, canPay }: { period: PayrollPeriod; canPay: boolean }) {
  const pay = usePayTeacher();
  const reopen = useReopenPeriod();
  const [asking, setAsking] = useState(false);
  const title = payrollTexts.periodTitle(formatDate(period.date_from), formatDate(period.date_to));
  // Paid is paid: a payout is an expense already, so only a period nobody was paid for opens again.
  const reopenable = canPay && period.teachers.every((teacher) => teacher.expense_id === null);
  return (
    <section className={styles.period} aria-label={title}>
      <h3 className={styles.periodTitle}>
        {title} · {formatMoney(period.total)}
      </h3>
      {reopenable && (
        <Button
          size="sm"
          aria-label={payrollTexts.reopenLabel(title)}
          disabled={reopen.isPending}
          onClick={() => setAsking(true)}
        >
          {payrollTexts.reopen}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={payrollTexts.reopenTitle}
        message={payrollTexts.reopenMessage}
        confirmLabel={payrollTexts.reopen}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          reopen.mutate(period.id);
        }}
      />
      <ul className={styles.teachers}>
        {period.teachers.map((teacher) => (
          <li key={teacher.teacher_id} className={styles.payout}>
            <span className={styles.name}>{teacher.teacher_name}</span>
            <span className={styles.muted}>{payrollTexts.lessonsCount(teacher.lessons)}</span>
            <strong>{formatMoney(teacher.total)}</strong>
            {teacher.expense_id !== null ? (
              <span className={styles.muted}>{payrollTexts.paidMark}</span>
            ) : canPay ? (
              teacher.total > 0 && (
                <Button
                  size="sm"
                  aria-label={payrollTexts.payTeacherLabel(teacher.teacher_name)}
                  disabled={pay.isPending}
                  onClick={() => pay.mutate({ periodId: period.id, teacherId: teacher.teacher_id })}
                >
                  {payrollTexts.pay}
                </Button>
              )
            ) : (
              <span className={styles.muted}>{payrollTexts.notPaidYet}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
