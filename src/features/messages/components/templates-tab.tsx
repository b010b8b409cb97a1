import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type MessageTemplate, messageKindLabels, type TemplateKind } from '@/contract';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { messageError } from '../api/message-error';
import { messageQueries } from '../api/message-queries';
import { isChanged, type TemplateDraft } from '../template-draft';
import { messageTexts } from '../texts';
import { TemplateEditor } from './template-editor';
import styles from './templates.module.css';

const texts = messageTexts.templates;

/**
 * «Шаблоны» (the owner's): every kind the school sends by itself, its text editable with the kind's variables.
 * What is typed in one kind stays while another is open, until it is saved.
 */
export function TemplatesTab() {
  const templates = useQuery(messageQueries.templates());
  const [selected, setSelected] = useState<TemplateKind>('lesson_canceled');
  const [drafts, setDrafts] = useState<Partial<Record<TemplateKind, TemplateDraft>>>({});

  if (templates.isPending) return <Loader />;
  if (templates.isError) return <ErrorMessage>{messageError(templates.error)}</ErrorMessage>;
  const template = templates.data.find((candidate) => candidate.kind === selected) ?? templates.data[0];

  return (
    <div className={styles.layout}>
      <nav aria-label={texts.listLabel}>
        <ul className={styles.kinds}>
          {templates.data.map((item) => (
            <li key={item.kind}>
              <button
                type="button"
                className={styles.kind}
                aria-current={item.kind === template?.kind || undefined}
                onClick={() => setSelected(item.kind)}
              >
                <span>{messageKindLabels[item.kind]}</span>
                <span className={styles.kindState}>{kindState(item, drafts[item.kind])}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {template && (
        <TemplateEditor
          key={template.kind}
          template={template}
          draft={drafts[template.kind]}
          onDraft={(draft) => setDrafts((current) => ({ ...current, [template.kind]: draft }))}
        />
      )}
    </div>
  );
}

/** What the kinds' list says beside a kind: unsaved, off, changed, or the one channel it goes by. */
function kindState(item: MessageTemplate, draft: TemplateDraft | undefined): string {
  if (isChanged(item, draft)) return texts.notSaved;
  if (!item.enabled) return texts.off;
  if (!item.is_default) return texts.changed;
  if (!item.by_telegram) return texts.onlyEmail;
  if (!item.by_email) return texts.onlyTelegram;
  return '';
}
