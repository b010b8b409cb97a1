import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageSettings } from '@/contract';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field, inputClassName } from '@/ui/field';
import { Loader } from '@/ui/loader';
import { notifySuccess } from '@/ui/notify';
import { TextField } from '@/ui/text-field';
import { TimeField } from '@/ui/time-field';
import { messageError } from '../api/message-error';
import { messageQueries } from '../api/message-queries';
import { useUpdateMessageSettings } from '../api/use-update-message-settings';
import { readSettings, type SettingsFormValues, toFormValues } from '../settings-form-values';
import { messageTexts } from '../texts';
import styles from './settings.module.css';

const texts = messageTexts.settings;
const hourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: texts.hour(hour),
}));

/** «Настройки» (the owner's): how the school's messages go, and what the installation has for them. */
export function SettingsTab() {
  const settings = useQuery(messageQueries.settings());
  if (settings.isPending) return <Loader />;
  if (settings.isError) return <ErrorMessage>{messageError(settings.error)}</ErrorMessage>;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: MessageSettings }) {
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateMessageSettings();
  const change = (next: Partial<SettingsFormValues>) => {
    setProblem(null);
    update.reset();
    setValues((current) => ({ ...current, ...next }));
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readSettings(values);
    if ('problem' in read) return setProblem(read.problem);
    update.mutate(read.changes, {
      onSuccess: (saved) => {
        // What the server stored (a trimmed name, an address in lower case) is what the form shows next.
        setValues(toFormValues(saved));
        notifySuccess(texts.saved);
      },
    });
  }

  const error = problem ?? (update.isError ? messageError(update.error) : null);
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={texts.title}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.email_enabled}
          onChange={(event) => change({ email_enabled: event.target.checked })}
        />
        {texts.emailEnabled}
      </label>
      <div className={styles.grid}>
        <TextField
          label={texts.senderName}
          hint={texts.senderNameHint}
          maxLength={100}
          value={values.sender_name}
          onChange={(event) => change({ sender_name: event.target.value })}
        />
        <TextField
          label={texts.replyTo}
          hint={texts.replyToHint}
          type="email"
          autoComplete="off"
          value={values.reply_to}
          onChange={(event) => change({ reply_to: event.target.value })}
        />
        <Field label={texts.reminderHour} hint={texts.reminderHourHint}>
          {(id) => (
            <select
              id={id}
              className={inputClassName}
              value={values.reminder_hour}
              onChange={(event) => change({ reminder_hour: event.target.value })}
            >
              {hourOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={texts.visitsLeft}
          hint={texts.visitsLeftHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          step={1}
          value={values.visits_left_notice}
          onChange={(event) => change({ visits_left_notice: event.target.value })}
        />
      </div>
      <div className={styles.quiet}>
        <TimeField
          label={texts.quietFrom}
          value={values.quiet_from}
          onChange={(quiet_from) => change({ quiet_from })}
        />
        <TimeField
          label={texts.quietTo}
          value={values.quiet_to}
          onChange={(quiet_to) => change({ quiet_to })}
        />
      </div>
      <p className={styles.hint}>{texts.quietHint}</p>
      <section className={styles.channels} aria-label={texts.channels}>
        <h3 className={styles.heading}>{texts.channels}</h3>
        <p className={settings.smtp_configured ? undefined : styles.warning}>
          {settings.smtp_configured ? texts.smtpOn : texts.smtpOff}
        </p>
        <p className={settings.telegram_bot ? undefined : styles.muted}>
          {settings.telegram_bot ? texts.bot(settings.telegram_bot) : texts.noBot}
        </p>
      </section>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </Button>
      </div>
    </form>
  );
}
