import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { formatMoney, type Payment, type Period } from '@/contract';
import { formatDate } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { useSubmitKey } from '@/lib/submit-key';
import { DateInput } from '@/ui/date-input';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { GridButton } from '@/ui/grid-button';
import { Loader } from '@/ui/loader';
import { RowHistorySlot } from '@/ui/row-history-slot';
import { StaticCell } from '@/ui/static-cell';
import type { TableColumn } from '@/ui/table-column';
import { TextField } from '@/ui/text-field';
import { VirtualTable } from '@/ui/virtual-table';
import { financeQueries } from '../api/finance-queries';
import { usePaymentVoid, useRefundCreate } from '../api/use-payment-writes';
import { amountText, readAmountAndDate, todayText } from '../money-form-values';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { ReasonDialog } from './reason-dialog';

type Correction = { kind: 'void' | 'refund'; payment: Payment } | null;

function amountCell(payment: Payment) {
  const voided = payment.voided_at !== null;
  return (
    <StaticCell>
      <span className={voided ? styles.voided : styles.amount}>{formatMoney(payment.amount)}</span>
      {voided && ` ${financeTexts.voided}`}
      {payment.refunded > 0 && (
        <span className={styles.muted}> {financeTexts.refunded(formatMoney(payment.refunded))}</span>
      )}
    </StaticCell>
  );
}

/** The period's payments, newest first, with their voids and refunds; virtualized like the people tables. */
export function PaymentsTable({ period, canCorrect }: { period: Period; canCorrect: boolean }) {
  const renderHistory = useContext(RowHistorySlot);
  const payments = useQuery(financeQueries.payments(period));
  const [correction, setCorrection] = useState<Correction>(null);
  const voidPayment = usePaymentVoid();
  const [refundAmount, setRefundAmount] = useState('');
  const clock = useSchoolClock();
  const [refundDate, setRefundDate] = useState(() => todayText(clock.today()));
  const [refundProblem, setRefundProblem] = useState<string | null>(null);
  const refundKey = useSubmitKey([correction, refundAmount, refundDate]);
  const refund = useRefundCreate(refundKey);

  const columns: TableColumn<Payment>[] = [
    {
      id: 'date',
      header: financeTexts.date,
      width: 104,
      cell: (p) => <StaticCell>{formatDate(p.paid_on)}</StaticCell>,
    },
    {
      id: 'student',
      header: financeTexts.student,
      // Two lines that wrap whole words: at 1280 px a name and its payer never end mid-word.
      cell: (p) => (
        <StaticCell>
          <span className={styles.stacked}>
            <span>{p.student_name}</span>
            {p.client_name && <span className={styles.muted}>{p.client_name}</span>}
          </span>
        </StaticCell>
      ),
    },
    {
      id: 'type',
      header: `${financeTexts.type} · ${financeTexts.method}`,
      width: 150,
      cell: (p) => (
        <StaticCell>
          <span className={styles.stacked}>
            <span>{financeTexts.paymentTypes[p.type]}</span>
            <span className={styles.muted}>{financeTexts.paymentMethods[p.method]}</span>
          </span>
        </StaticCell>
      ),
    },
    { id: 'amount', header: financeTexts.amountColumn, width: 150, cell: amountCell },
  ];
  if (canCorrect)
    columns.push(
      {
        id: 'refund',
        header: '',
        width: 96,
        cell: (p) => (
          <GridButton
            disabled={p.voided_at !== null || p.refunded >= p.amount}
            onClick={() => {
              setRefundAmount(amountText(p.amount - p.refunded));
              setRefundProblem(null);
              setCorrection({ kind: 'refund', payment: p });
            }}
          >
            {financeTexts.refundAction}
          </GridButton>
        ),
      },
      {
        id: 'void',
        header: '',
        width: 124,
        cell: (p) => (
          <GridButton
            disabled={p.voided_at !== null}
            onClick={() => setCorrection({ kind: 'void', payment: p })}
          >
            {financeTexts.voidAction}
          </GridButton>
        ),
      },
    );

  // The owner reads the payment's whole story: who took it, its refunds, its void and why.
  if (renderHistory)
    columns.push({
      id: 'history',
      header: '',
      width: 128,
      cell: (p) =>
        renderHistory({
          entity: 'payments',
          id: p.id,
          title: `${p.student_name}, ${formatMoney(p.amount)}`,
          inGrid: true,
        }),
    });

  const close = () => setCorrection(null);
  return (
    <>
      {payments.isPending && <Loader />}
      {payments.isError && <ErrorMessage>{toErrorMessage(payments.error, 'finances')}</ErrorMessage>}
      {payments.isSuccess && (
        <div className={styles.tableBox}>
          <VirtualTable
            label={financeTexts.paymentsTitle}
            rows={payments.data}
            columns={columns}
            rowKey={(p) => p.id}
            rowName={(p) => p.student_name}
            empty={financeTexts.noPayments}
          />
        </div>
      )}
      {correction?.kind === 'void' && (
        <ReasonDialog
          title={financeTexts.voidTitle(`платёж ${formatMoney(correction.payment.amount)}`)}
          reasonLabel={financeTexts.voidReason}
          pending={voidPayment.isPending}
          onClose={close}
          onConfirm={(reason) =>
            voidPayment.mutate({ id: correction.payment.id, reason }, { onSuccess: close })
          }
        />
      )}
      {correction?.kind === 'refund' && (
        <ReasonDialog
          title={financeTexts.refundTitle(correction.payment.student_name)}
          reasonLabel={financeTexts.refundReason}
          pending={refund.isPending}
          onClose={close}
          onConfirm={(reason) => {
            const read = readAmountAndDate(refundAmount, refundDate);
            if ('problem' in read) return setRefundProblem(read.problem);
            refund.mutate(
              { payment_id: correction.payment.id, amount: read.amount, refunded_on: read.date, reason },
              { onSuccess: close },
            );
          }}
        >
          <TextField
            label={financeTexts.amount}
            inputMode="decimal"
            value={refundAmount}
            onChange={(event) => setRefundAmount(event.target.value)}
          />
          <Field label={financeTexts.date}>
            {(id) => <DateInput id={id} value={refundDate} onChange={setRefundDate} />}
          </Field>
          {refundProblem && <ErrorMessage>{refundProblem}</ErrorMessage>}
        </ReasonDialog>
      )}
    </>
  );
}
