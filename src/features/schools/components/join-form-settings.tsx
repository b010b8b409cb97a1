import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Field, inputClassName } from '@/ui/field';
import { schoolQueries } from '../api/school-queries';
import { useChangeJoinCode, useSaveJoinConsent } from '../api/use-join-form-writes';
import { schoolTexts } from '../texts';
import styles from './cabinet-settings.module.css';
import { SettingsSection } from './settings-section';

const texts = schoolTexts.joinForm;

/** The form's address on this installation, and the snippet that puts it into a school's own page. */
function addressesOf(code: string) {
  const link = `${window.location.origin}/join/${encodeURIComponent(code)}`;
  const embed = `<iframe src="${link}" title="${texts.frameTitle}" width="100%" height="960" style="border:0;max-width:640px" loading="lazy"></iframe>`;
  return { link, embed };
}

/**
 * The school's public trial form on the owner's card (docs/join-form.md): its link and the embed for the school's
 * site, a new link when the old one must stop working, and the consent text visitors tick.
 */
export function JoinFormSection() {
  const settings = useQuery(schoolQueries.joinForm());
  // What the owner typed and has not saved; until then the stored text. A new link or a refetch never overwrites it.
  const [draft, setDraft] = useState<string | null>(null);
  const consent = draft ?? settings.data?.consent_text ?? '';
  const [confirming, setConfirming] = useState(false);
  const change = useChangeJoinCode();
  const save = useSaveJoinConsent();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(consent, { onSuccess: () => setDraft(null) });
  }

  const addresses = settings.data && addressesOf(settings.data.code);
  return (
    <SettingsSection title={texts.title} intro={texts.intro} read={settings} loadFailed={texts.loadFailed}>
      {settings.data && addresses && (
        <form className={styles.form} onSubmit={handleSubmit}>
          <Field label={texts.link}>
            {(id) => <input id={id} className={inputClassName} readOnly value={addresses.link} />}
          </Field>
          <div className={styles.actions}>
            <a href={addresses.link} target="_blank" rel="noreferrer">
              {texts.open}
            </a>
          </div>
          <Field label={texts.embed} hint={texts.embedHint}>
            {(id) => (
              <textarea
                id={id}
                className={`${inputClassName} ${styles.offer}`}
                rows={4}
                readOnly
                value={addresses.embed}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button disabled={change.isPending} onClick={() => setConfirming(true)}>
              {texts.change}
            </Button>
          </div>
          <Field label={texts.consent} hint={texts.consentHint(settings.data.consent_is_default)}>
            {(id) => (
              <textarea
                id={id}
                className={`${inputClassName} ${styles.offer}`}
                rows={6}
                maxLength={10_000}
                value={consent}
                onChange={(event) => setDraft(event.target.value)}
              />
            )}
          </Field>
          {save.isError && <ErrorMessage>{toErrorMessage(save.error, 'schools')}</ErrorMessage>}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {save.isPending ? texts.saving : texts.save}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title={texts.change}
        message={texts.changeConfirm}
        confirmLabel={texts.change}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          change.mutate();
        }}
      />
    </SettingsSection>
  );
}
