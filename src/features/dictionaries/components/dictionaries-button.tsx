import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { dictionaryTexts } from '../texts';
import styles from './dictionaries-button.module.css';
import { SourceSection } from './source-section';
import { StatusSection } from './status-section';

export type DictionaryKind = 'lead-statuses' | 'student-statuses' | 'sources';

type DictionariesButtonProps = {
  schoolId: number;
  /** The dictionaries the page's table uses, in the order of their tabs. */
  kinds: readonly DictionaryKind[];
};

const titles: Record<DictionaryKind, string> = {
  'lead-statuses': dictionaryTexts.statuses.lead,
  'student-statuses': dictionaryTexts.statuses.student,
  sources: dictionaryTexts.sources,
};

/** The toolbar button that opens «Справочники»: statuses and sources, managed by the owner and managers. */
export function DictionariesButton({ schoolId, kinds }: DictionariesButtonProps) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<DictionaryKind>(kinds[0] ?? 'sources');

  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <BookOpen size={14} aria-hidden />
        {dictionaryTexts.open}
      </Button>
      <Dialog open={open} title={dictionaryTexts.title} onClose={() => setOpen(false)}>
        {kinds.length > 1 && (
          <fieldset className={styles.tabs}>
            <legend className="visually-hidden">{dictionaryTexts.sections}</legend>
            {kinds.map((item) => (
              <button
                key={item}
                type="button"
                aria-pressed={item === kind}
                className={styles.tab}
                onClick={() => setKind(item)}
              >
                {titles[item]}
              </button>
            ))}
          </fieldset>
        )}
        <section aria-label={titles[kind]}>
          {kind === 'sources' && <SourceSection schoolId={schoolId} />}
          {kind === 'lead-statuses' && <StatusSection schoolId={schoolId} type="lead" />}
          {kind === 'student-statuses' && <StatusSection schoolId={schoolId} type="student" />}
        </section>
      </Dialog>
    </>
  );
}
