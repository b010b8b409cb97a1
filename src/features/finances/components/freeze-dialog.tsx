import { type FormEvent, useState } from 'react';
import { type Subscription, toIsoDate } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateInput } from '@/ui/date-input';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { TextField } from '@/ui/text-field';
import { useSubscriptionFreeze } from '../api/use-pass-writes';
import { todayText } from '../money-form-values';
import { financeTexts } from '../texts';
import styles from './finances.module.css';

/** Freezes a subscription from a day for some days, within what is left of its freezes; the end moves by them. */
export function FreezeDialog({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const clock = useSchoolClock();
  const [from, setFrom] = useState(() => todayText(clock.today()));
  const [days, setDays] = useState(String(Math.min(7, subscription.freeze_days_left)));
  const [problem, setProblem] = useState<string | null>(null);
  const freeze = useSubscriptionFreeze(subscription);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const startsOn = toIsoDate(from);
    if (startsOn === null) return setProblem(financeTexts.badDate);
    if (!/^\d+$/.test(days.trim()))
      return setProblem(financeTexts.freezeLeft(subscription.freezes_left, subscription.freeze_days_left));
    setProblem(null);
    freeze.mutate({ starts_on: startsOn, days: Number(days) }, { onSuccess: onClose });
  }

  return (
    <Dialog open title={`${financeTexts.freeze}: ${subscription.sub_name}`} onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={handleSubmit}>
        <p className={styles.muted}>
          {financeTexts.freezeLeft(subscription.freezes_left, subscription.freeze_days_left)}
        </p>
        <Field label={financeTexts.freezeFrom}>
          {(id) => <DateInput id={id} value={from} onChange={setFrom} />}
        </Field>
        <TextField
          label={financeTexts.freezeDaysField}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        {problem && <ErrorMessage>{problem}</ErrorMessage>}
        <div className={styles.formActions}>
          <Button onClick={onClose}>{financeTexts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={freeze.isPending}>
            {financeTexts.freeze}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
