import { type FormEvent, useRef, useState } from 'react';
import {
  defaultTemplates,
  type MessageTemplate,
  messageKindLabels,
  serviceKinds,
  TEMPLATE_BODY_MAX,
  templateVariables,
} from '@/contract';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field, inputClassName } from '@/ui/field';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { Tag } from '@/ui/tag';
import { messageError } from '../api/message-error';
import { usePreviewTemplate } from '../api/use-preview-template';
import { useUpdateMessageTemplate } from '../api/use-update-message-template';
import { insertAt, isChanged, storedText, type TemplateDraft } from '../template-draft';
import { messageTexts } from '../texts';
import { TemplatePreview } from './template-preview';
import styles from './templates.module.css';

const texts = messageTexts.templates;

type TemplateEditorProps = {
  template: MessageTemplate;
  /** What was typed and not saved yet (kept by the tab while another kind is open). */
  draft: TemplateDraft | undefined;
  onDraft: (draft: TemplateDraft) => void;
};

type Part = 'subject' | 'body';
type Switch = 'enabled' | 'by_email' | 'by_telegram';

/**
 * One template: on or off (saved at once), its subject and text with the kind's variables to insert, a preview
 * on the school's own data and «Сохранить». A refused save («Неизвестная переменная: {x}») is shown here and the
 * text stays as typed.
 */
export function TemplateEditor({ template, draft, onDraft }: TemplateEditorProps) {
  const value = draft ?? storedText(template);
  const save = useUpdateMessageTemplate();
  const toggle = useUpdateMessageTemplate();
  const preview = usePreviewTemplate();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [lastPart, setLastPart] = useState<Part>('body');
  const label = messageKindLabels[template.kind];
  // While a switch is being saved it shows where it goes; a refused one comes back to what is stored.
  const shown = toggle.isPending ? { ...template, ...toggle.variables } : template;
  const { enabled } = shown;
  const changed = isChanged(template, draft);
  const error = save.isError ? save.error : preview.isError ? preview.error : null;

  function edit(next: TemplateDraft) {
    save.reset();
    preview.reset();
    onDraft(next);
  }

  /** Puts `{name}` where the caret was in the field last used, and puts the caret after it. */
  function insertVariable(name: string) {
    const field = lastPart === 'subject' ? subjectRef.current : bodyRef.current;
    const text = value[lastPart];
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const next = insertAt(text, `{${name}}`, start, end);
    edit({ ...value, [lastPart]: next.text });
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    });
  }

  /** Switches the kind or one of its channels, saved at once with the stored text. */
  function handleToggle(change: Partial<Pick<MessageTemplate, Switch>>, done: string) {
    toggle.mutate(
      {
        kind: template.kind,
        enabled: template.enabled,
        by_email: template.by_email,
        by_telegram: template.by_telegram,
        ...change,
        ...storedText(template),
      },
      {
        onSuccess: () => notifySuccess(done),
        onError: (failure) => notifyFailure(messageError(failure)),
      },
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    preview.reset();
    save.mutate(
      { kind: template.kind, enabled: template.enabled, ...value },
      { onSuccess: () => notifySuccess(texts.saved) },
    );
  }

  return (
    <section className={styles.editor} aria-label={label}>
      <header className={styles.editorHeader}>
        <h3 className={styles.editorTitle}>{label}</h3>
        {serviceKinds.has(template.kind) && <Tag color="blue">{texts.service}</Tag>}
        {template.is_default && !changed && <Tag>{texts.isDefault}</Tag>}
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            aria-checked={enabled}
            disabled={toggle.isPending}
            onChange={(event) => {
              const on = event.target.checked;
              handleToggle({ enabled: on }, on ? texts.switchedOn : texts.switchedOff);
            }}
          />
          {texts.enabled}
        </label>
      </header>
      <fieldset className={styles.channels} disabled={!enabled || toggle.isPending}>
        <legend className={styles.channelsTitle}>{texts.channels}</legend>
        {(['by_email', 'by_telegram'] as const).map((channel) => (
          <label key={channel} className={styles.channel}>
            <input
              type="checkbox"
              checked={shown[channel]}
              onChange={(event) => handleToggle({ [channel]: event.target.checked }, texts.channelsSaved)}
            />
            {texts.channelLabels[channel]}
          </label>
        ))}
      </fieldset>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <Field label={texts.subject}>
          {(id) => (
            <input
              id={id}
              ref={subjectRef}
              className={inputClassName}
              maxLength={200}
              value={value.subject}
              onFocus={() => setLastPart('subject')}
              onChange={(event) => edit({ ...value, subject: event.target.value })}
            />
          )}
        </Field>
        <Field label={texts.body}>
          {(id) => (
            <textarea
              id={id}
              ref={bodyRef}
              className={`${inputClassName} ${styles.body}`}
              rows={6}
              maxLength={TEMPLATE_BODY_MAX}
              value={value.body}
              onFocus={() => setLastPart('body')}
              onChange={(event) => edit({ ...value, body: event.target.value })}
            />
          )}
        </Field>
        <div className={styles.variables}>
          <p className={styles.variablesTitle}>{texts.variables}</p>
          <ul className={styles.variableList}>
            {templateVariables[template.kind].map((variable) => (
              <li key={variable.name}>
                <button
                  type="button"
                  className={styles.variable}
                  aria-label={texts.insert(variable.name, variable.label)}
                  onClick={() => insertVariable(variable.name)}
                >
                  {`{${variable.name}}`}
                </button>
                <span className={styles.muted}>{variable.label}</span>
              </li>
            ))}
          </ul>
        </div>
        {error && <ErrorMessage>{messageError(error)}</ErrorMessage>}
        {changed && <p className={styles.muted}>{texts.unsaved}</p>}
        <div className={styles.actions}>
          <Button onClick={() => edit(defaultTemplates[template.kind])}>{texts.reset}</Button>
          <span className={styles.spacer} />
          <Button
            disabled={preview.isPending}
            onClick={() => preview.mutate({ kind: template.kind, ...value })}
          >
            {preview.isPending ? texts.previewing : texts.preview}
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? texts.saving : texts.save}
          </Button>
        </div>
      </form>
      {preview.data && <TemplatePreview preview={preview.data} />}
    </section>
  );
}
