import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type MessageChannel, messageChannelLabels, messageChannels, TEMPLATE_BODY_MAX } from '@/contract';
import { useSubmitKey } from '@/lib/submit-key';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Field, inputClassName } from '@/ui/field';
import { Loader } from '@/ui/loader';
import { Notice } from '@/ui/notice';
import { notifySuccess } from '@/ui/notify';
import { TextField } from '@/ui/text-field';
import { messageError } from '../api/message-error';
import { type MessageAudience, messageQueries } from '../api/message-queries';
import { useSendMessage } from '../api/use-send-message';
import { messageTexts } from '../texts';
import { RecipientList } from './recipient-list';
import styles from './write-dialog.module.css';

const texts = messageTexts.write;

type WriteDialogProps = {
  open: boolean;
  title: string;
  audience: MessageAudience;
  onClose: () => void;
};

/** A message to families: who it reaches and how, then subject and text; sent once however often it is clicked. */
export function WriteDialog({ open, title, audience, onClose }: WriteDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose} wide>
      <WriteForm audience={audience} onClose={onClose} />
    </Dialog>
  );
}

function WriteForm({ audience, onClose }: { audience: MessageAudience; onClose: () => void }) {
  const recipients = useQuery(messageQueries.recipients(audience));
  const [channels, setChannels] = useState<readonly MessageChannel[]>(messageChannels);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const key = useSubmitKey([JSON.stringify(audience), channels.join(), subject, text]);
  const send = useSendMessage(audience, key);

  function toggleChannel(channel: MessageChannel, on: boolean) {
    setProblem(null);
    setChannels((current) =>
      messageChannels.filter((candidate) => (candidate === channel ? on : current.includes(candidate))),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    if (channels.length === 0) return setProblem(texts.noChannel);
    send.mutate(
      { channels: [...channels], subject, text },
      { onSuccess: (answer) => notifySuccess(texts.queued(answer.queued)) },
    );
  }

  if (send.isSuccess)
    return (
      <div className={styles.done}>
        <Notice>{texts.queued(send.data.queued)}</Notice>
        {send.data.skipped > 0 && <p className={styles.muted}>{texts.skipped(send.data.skipped)}</p>}
        <div className={styles.actions}>
          <Button variant="primary" data-autofocus onClick={onClose}>
            {texts.done}
          </Button>
        </div>
      </div>
    );

  const error = problem ?? (send.isError ? messageError(send.error) : null);
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <section className={styles.recipients} aria-label={texts.recipients}>
        <h3 className={styles.heading}>{texts.recipients}</h3>
        {recipients.isPending && <Loader />}
        {recipients.isError && <ErrorMessage>{messageError(recipients.error)}</ErrorMessage>}
        {recipients.isSuccess && <RecipientList recipients={recipients.data} />}
      </section>
      <fieldset className={styles.channels}>
        <legend>{texts.channels}</legend>
        {messageChannels.map((channel) => (
          <label key={channel}>
            <input
              type="checkbox"
              checked={channels.includes(channel)}
              onChange={(event) => toggleChannel(channel, event.target.checked)}
            />
            {messageChannelLabels[channel]}
          </label>
        ))}
      </fieldset>
      <TextField
        label={texts.subject}
        required
        maxLength={200}
        data-autofocus
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <Field label={texts.text} hint={texts.textHint}>
        {(id) => (
          <textarea
            id={id}
            className={`${inputClassName} ${styles.text}`}
            rows={6}
            required
            maxLength={TEMPLATE_BODY_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={styles.actions}>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={send.isPending || !recipients.isSuccess}>
          {send.isPending ? texts.sending : texts.send}
        </Button>
      </div>
    </form>
  );
}
