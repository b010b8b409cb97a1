import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseRubles, type Subscription } from '@/contract';
import { useSubmitKey } from '@/lib/submit-key';
import { ErrorMessage } from '@/ui/error-message';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { financeQueries } from '../api/finance-queries';
import { type PassCorrection, usePassCorrection } from '../api/use-pass-correction';
import { amountText } from '../money-form-values';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { ReasonDialog } from './reason-dialog';

// The three corrections of a sold pass (docs/money.md), each asking its reason. The dialog closes on submit: the
// pass changes on screen at once, and a refusal puts it back with the server's words.

type DialogProps = { pass: Subscription; onClose: () => void };

/** One submit of a dialog: its own Idempotency-Key, so a retry of a lost answer corrects the pass once. */
function useCorrect(onClose: () => void) {
  const correction = usePassCorrection();
  const key = useSubmitKey([]);
  return (value: Omit<PassCorrection, 'key'>) => {
    correction.mutate({ ...value, key } as PassCorrection);
    onClose();
  };
}

export function PassCancelDialog({ pass, onClose }: DialogProps) {
  const correct = useCorrect(onClose);
  const [refund, setRefund] = useState(true);
  return (
    <ReasonDialog
      title={financeTexts.cancelTitle(pass.sub_name)}
      reasonLabel={financeTexts.cancelReason}
      pending={false}
      onConfirm={(reason) => correct({ kind: 'cancel', pass, json: { reason, refund } })}
      onClose={onClose}
    >
      <p className={styles.muted}>{financeTexts.cancelHint}</p>
      <label>
        <input type="checkbox" checked={refund} onChange={(event) => setRefund(event.target.checked)} />{' '}
        {financeTexts.cancelRefund}
      </label>
    </ReasonDialog>
  );
}

export function PassChangeDialog({ pass, onClose }: DialogProps) {
  const correct = useCorrect(onClose);
  const [price, setPrice] = useState(amountText(pass.price));
  const [visits, setVisits] = useState(pass.visits === null ? '' : String(pass.visits));
  const [problem, setProblem] = useState<string | null>(null);
  function confirm(reason: string) {
    const kopecks = parseRubles(price);
    if (kopecks === null || (pass.visits !== null && !/^\d+$/.test(visits.trim())))
      return setProblem(financeTexts.badAmount);
    correct({
      kind: 'change',
      pass,
      json: { reason, price: kopecks, ...(pass.visits !== null && { visits: Number(visits) }) },
    });
  }
  return (
    <ReasonDialog
      title={financeTexts.changeTitle(pass.sub_name)}
      reasonLabel={financeTexts.changeReason}
      pending={false}
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField
        label={financeTexts.newPrice}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      {pass.visits !== null && (
        <TextField
          label={financeTexts.newVisits}
          inputMode="numeric"
          value={visits}
          onChange={(e) => setVisits(e.target.value)}
        />
      )}
      {problem && <ErrorMessage>{problem}</ErrorMessage>}
    </ReasonDialog>
  );
}

/** The other children of the pass's family: students a payer of this one also pays for. */
function useSiblings(studentId: number) {
  const balances = useQuery(financeQueries.balances()).data;
  const ids = new Set(
    (balances?.payers ?? [])
      .filter((payer) => payer.student_ids.includes(studentId))
      .flatMap((payer) => payer.student_ids)
      .filter((id) => id !== studentId),
  );
  return (balances?.students ?? []).filter((student) => ids.has(student.student_id));
}

export function PassTransferDialog({ pass, onClose }: DialogProps) {
  const correct = useCorrect(onClose);
  const siblings = useSiblings(pass.student_id);
  const [to, setTo] = useState('');
  return (
    <ReasonDialog
      title={financeTexts.transferTitle(pass.sub_name)}
      reasonLabel={financeTexts.transferReason}
      pending={to === ''}
      onConfirm={(reason) => correct({ kind: 'transfer', pass, json: { student_id: Number(to), reason } })}
      onClose={onClose}
    >
      {siblings.length === 0 ? (
        <p className={styles.muted}>{financeTexts.noSiblings}</p>
      ) : (
        <SelectField
          label={financeTexts.transferTo}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          options={[
            { value: '', label: financeTexts.chooseSibling },
            ...siblings.map((student) => ({
              value: String(student.student_id),
              label: student.student_name,
            })),
          ]}
        />
      )}
    </ReasonDialog>
  );
}
