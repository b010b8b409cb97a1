import { type FormEvent, useState } from 'react';
import type { CabinetPass } from '@/contract';
import { serverMessageOf } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { notifySuccess } from '@/ui/notify';
import { TextField } from '@/ui/text-field';
import { useFreeze } from '../api/cabinet-mutations';
import { formatDate, formatMoney } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.pass;

function statusText(pass: CabinetPass): string {
  if (pass.status === 'frozen' && pass.frozen_until) return texts.frozenUntil(formatDate(pass.frozen_until));
  if (pass.status === 'not_started') return texts.notStarted;
  if (pass.status === 'ended') return texts.ended;
  if (pass.status === 'canceled') return texts.canceled;
  return pass.expires_at ? texts.until(formatDate(pass.expires_at)) : '';
}

/** A pass: visits left of how many, until when, frozen or not — and a freeze where the template allows one. */
export function PassItem({ pass, canFreeze = false }: { pass: CabinetPass; canFreeze?: boolean }) {
  const [freezing, setFreezing] = useState(false);
  const open = pass.status === 'active' || pass.status === 'frozen';
  return (
    <li className={styles.pass}>
      <div className={styles.passHead}>
        <span className={styles.passName}>{pass.sub_name}</span>
        <span className={styles.passLeft}>
          {pass.remaining_visits === null ? texts.unlimited : texts.left(pass.remaining_visits, pass.visits)}
        </span>
      </div>
      <div className={styles.muted}>{statusText(pass)}</div>
      {pass.owed > 0 && <div className={styles.debt}>{texts.owed(formatMoney(pass.owed))}</div>}
      {pass.pending_freeze && (
        <div className={styles.muted}>
          {texts.pendingFreeze(formatDate(pass.pending_freeze.starts_on), pass.pending_freeze.days)}
        </div>
      )}
      {canFreeze && open && !pass.pending_freeze && pass.freezes_left > 0 && pass.freeze_days_left > 0 && (
        <Button size="sm" onClick={() => setFreezing(true)}>
          {texts.freeze}
        </Button>
      )}
      <Dialog open={freezing} title={texts.freezeTitle} onClose={() => setFreezing(false)}>
        <FreezeForm pass={pass} onDone={() => setFreezing(false)} />
      </Dialog>
    </li>
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
