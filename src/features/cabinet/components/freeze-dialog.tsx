import { type FormEvent, useState } from 'react';
import type { CabinetPass } from '@/contract';
import { serverMessageOf } from '@/lib/http-client';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { notifySuccess } from '@/ui/notify';
import { TextField } from '@/ui/text-field';
import { useFreeze } from '../api/cabinet-mutations';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.pass;

type FreezeDialogProps = { pass: CabinetPass; open: boolean; onClose: () => void };

/** A freeze of a pass from the family: from which day and for how many, within what its template allows. */
export function FreezeDialog({ pass, open, onClose }: FreezeDialogProps) {
  return (
    <Dialog open={open} title={texts.freezeTitle} onClose={onClose}>
      <FreezeForm pass={pass} onDone={onClose} />
    </Dialog>
  );
}

function FreezeForm({ pass, onDone }: { pass: CabinetPass; onDone: () => void }) {
  const clock = useSchoolClock();
  const [startsOn, setStartsOn] = useState(clock.today());
  const [days, setDays] = useState('7');
  const freeze = useFreeze();

  function submit(event: FormEvent) {
    event.preventDefault();
    freeze.mutate(
      { subscription_id: pass.id, starts_on: startsOn, days: Number(days) },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.status === 'applied' ? texts.freezeApplied : texts.freezeRequested);
          onDone();
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <p className={styles.muted}>{texts.freezeLimits(pass.freezes_left, pass.freeze_days_left)}</p>
      <DateField label={texts.freezeFrom} value={startsOn} onChange={setStartsOn} required />
      <TextField
        label={texts.freezeDays}
        type="number"
        inputMode="numeric"
        min={1}
        max={pass.freeze_days_left}
        required
        value={days}
        onChange={(event) => setDays(event.target.value)}
        data-autofocus
      />
      {freeze.error && (
        <ErrorMessage>{serverMessageOf(freeze.error) ?? cabinetTexts.lesson.failed}</ErrorMessage>
      )}
      <div className={styles.row}>
        <Button type="submit" variant="primary" disabled={freeze.isPending}>
          {texts.freezeSubmit}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
