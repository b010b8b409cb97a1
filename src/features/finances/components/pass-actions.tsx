import { useState } from 'react';
import type { Subscription } from '@/contract';
import { Button } from '@/ui/button';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { FreezeDialog } from './freeze-dialog';
import { PassCancelDialog, PassChangeDialog, PassTransferDialog } from './pass-dialogs';

type Action = 'freeze' | 'change' | 'transfer' | 'cancel';

type PassActionsProps = {
  pass: Subscription;
  /** The owner and the accountant (`payments:correct`): cancel, change, hand on. */
  canCorrect: boolean;
};

/**
 * What can be done with a sold pass where it is shown: freeze it (the front desk too), and — for whoever corrects
 * money — change its price or visits, hand it to a sibling, or cancel it; each asks its reason. A cancelled pass
 * takes nothing more; an ended one only a change of price.
 */
export function PassActions({ pass, canCorrect }: PassActionsProps) {
  const [open, setOpen] = useState<Action | null>(null);
  const close = () => setOpen(null);
  const running = pass.status !== 'ended' && pass.status !== 'canceled';
  const shown: Action[] = [
    // A pass not started yet has nothing to freeze (the server says so too).
    ...(running && pass.status !== 'not_started' && pass.freezes_left > 0 && pass.freeze_days_left > 0
      ? (['freeze'] as const)
      : []),
    ...(canCorrect && pass.status !== 'canceled' ? (['change'] as const) : []),
    ...(canCorrect && running ? (['transfer', 'cancel'] as const) : []),
  ];
  if (shown.length === 0) return null;
  const labels: Record<Action, string> = {
    freeze: financeTexts.freeze,
    change: financeTexts.changePass,
    transfer: financeTexts.transferPass,
    cancel: financeTexts.cancelPass,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, named by its pass, is what role=group is for
    <span
      role="group"
      className={styles.formActions}
      aria-label={financeTexts.passActionsLabel(pass.sub_name)}
    >
      {shown.map((action) => (
        <Button key={action} size="sm" onClick={() => setOpen(action)}>
          {labels[action]}
        </Button>
      ))}
      {open === 'freeze' && <FreezeDialog subscription={pass} onClose={close} />}
      {open === 'change' && <PassChangeDialog pass={pass} onClose={close} />}
      {open === 'transfer' && <PassTransferDialog pass={pass} onClose={close} />}
      {open === 'cancel' && <PassCancelDialog pass={pass} onClose={close} />}
    </span>
  );
}
