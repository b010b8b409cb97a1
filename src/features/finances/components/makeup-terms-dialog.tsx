import { type FormEvent, useState } from 'react';
import type { SubscriptionTemplate } from '@/contract';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { useTemplateMakeupTerms } from '../api/use-template-writes';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { type MakeupTermsDraft, MakeupTermsFields, makeupTermsOf } from './makeup-terms-fields';

type MakeupTermsDialogProps = { template: SubscriptionTemplate; onClose: () => void };

/**
 * A template's make-up terms changed: passes sold from now on take them; those already sold keep the terms they
 * were sold with (docs/makeups.md).
 */
export function MakeupTermsDialog({ template, onClose }: MakeupTermsDialogProps) {
  const [draft, setDraft] = useState<MakeupTermsDraft>({
    allowed: String(template.makeups_allowed),
    days: String(template.makeup_days),
    sameStyle: template.makeups_same_style,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useTemplateMakeupTerms(template);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const terms = makeupTermsOf(draft);
    if (!terms) return setProblem(financeTexts.badMakeupTerms);
    setProblem(null);
    save.mutate(terms, { onSuccess: onClose });
  }

  return (
    <Dialog open title={financeTexts.makeupTermsTitle(template.name)} onClose={onClose}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <MakeupTermsFields value={draft} onChange={setDraft} />
        <p className={styles.muted}>{financeTexts.makeupTermsSoldKeep}</p>
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {financeTexts.confirm}
          </Button>
        </div>
        {problem && <ErrorMessage>{problem}</ErrorMessage>}
      </form>
    </Dialog>
  );
}
