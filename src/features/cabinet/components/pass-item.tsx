import { lazy, Suspense, useState } from 'react';
import type { CabinetPass } from '@/contract';
import { Button } from '@/ui/button';
import { formatDate, formatMoney } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.pass;

// The freeze form's date field brings its input mask (imask): it loads with a child's page, where a freeze is
// offered, and never with the first view.
const FreezeDialog = lazy(() =>
  import('./freeze-dialog').then((module) => ({ default: module.FreezeDialog })),
);

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
      {canFreeze && (
        <Suspense fallback={null}>
          <FreezeDialog pass={pass} open={freezing} onClose={() => setFreezing(false)} />
        </Suspense>
      )}
    </li>
  );
}
