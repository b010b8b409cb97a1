import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type Webhook, type WebhookEventType, webhookEventLabels, webhookEventTypes } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { serverMessageOf, toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { schoolQueries } from '../api/school-queries';
import { useCreateWebhook, useDeleteWebhook, useEnableWebhook } from '../api/use-webhook-writes';
import { schoolTexts } from '../texts';
import styles from './cabinet-settings.module.css';
import { SettingsSection } from './settings-section';

const texts = schoolTexts.webhooks;

/**
 * The school's outbound webhooks (docs/webhooks.md), on the owner's card: an address with the events it hears, its
 * signing key shown once; each says whether it works, its last delivery and its log; one switched off after three
 * days of failures is switched on again here.
 */
export function WebhooksSection() {
  const webhooks = useQuery(schoolQueries.webhooks());
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { url, events },
      {
        onSuccess: () => {
          setUrl('');
          setEvents([]);
        },
      },
    );
  }

  return (
    <SettingsSection title={texts.title} intro={texts.intro} read={webhooks} loadFailed={texts.loadFailed}>
      {create.data && (
        <Notice>
          {texts.shownOnce} <code>{create.data.secret}</code>
        </Notice>
      )}
      {webhooks.data && webhooks.data.length > 0 && (
        <ul className={styles.rows}>
          {webhooks.data.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} onRemove={() => setRemoving(webhook)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={texts.remove}
        message={removing ? texts.removeConfirm(removing.url) : ''}
        confirmLabel={texts.remove}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
      <form className={styles.form} onSubmit={handleSubmit}>
        <TextField
          label={texts.url}
          name="webhook-url"
          type="url"
          required
          maxLength={2000}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset className={styles.cutoff}>
          <legend>{texts.events}</legend>
          {webhookEventTypes.map((type) => (
            <label key={type}>
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(event) =>
                  setEvents((chosen) =>
                    event.target.checked ? [...chosen, type] : chosen.filter((item) => item !== type),
                  )
                }
              />{' '}
              {webhookEventLabels[type]} (<code>{type}</code>)
            </label>
          ))}
        </fieldset>
        {create.isError && <ErrorMessage>{toErrorMessage(create.error, 'schools')}</ErrorMessage>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending ? texts.creating : texts.create}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

function WebhookRow({ webhook, onRemove }: { webhook: Webhook; onRemove: () => void }) {
  const { zone } = useSchoolClock();
  const [showLog, setShowLog] = useState(false);
  const at = (iso: string) => formatInstant(iso, zone);
  const enable = useEnableWebhook(webhook.id);
  const state = webhook.disabled_at
    ? texts.disabled(at(webhook.disabled_at), webhook.disabled_reason)
    : webhook.failing_since
      ? texts.failingSince(at(webhook.failing_since))
      : texts.active;
  const last = webhook.last_delivery;
  return (
    <li className={styles.row}>
      <span>
        <b>{webhook.url}</b> — {webhook.events.map((type) => webhookEventLabels[type]).join(', ')}. {state}{' '}
        {last && texts.lastDelivery(at(last.at), last.status, last.ok)}
      </span>
      <span className={styles.rowButtons}>
        {webhook.disabled_at && (
          <Button
            size="sm"
            aria-label={texts.enableOf(webhook.url)}
            disabled={enable.isPending}
            onClick={() => enable.mutate()}
          >
            {texts.enable}
          </Button>
        )}
        <Button
          size="sm"
          aria-label={texts.logOf(webhook.url)}
          aria-expanded={showLog}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {texts.log}
        </Button>
        <Button size="sm" aria-label={texts.removeOf(webhook.url)} onClick={onRemove}>
          {texts.remove}
        </Button>
      </span>
      {showLog && <DeliveryLog webhookId={webhook.id} />}
    </li>
  );
}

function DeliveryLog({ webhookId }: { webhookId: number }) {
  const { zone } = useSchoolClock();
  const log = useQuery(schoolQueries.webhookDeliveries(webhookId));
  if (log.isPending) return <Loader />;
  if (log.isError) return <ErrorMessage>{serverMessageOf(log.error) ?? texts.loadFailed}</ErrorMessage>;
  if (log.data.length === 0) return <p className={styles.log}>{texts.logEmpty}</p>;
  return (
    <ol className={styles.log} aria-label={texts.log}>
      {log.data.map((delivery) => (
        <li key={delivery.id}>
          {formatInstant(delivery.created_at, zone)} · {webhookEventLabels[delivery.event_type]} ·{' '}
          {delivery.delivered_at
            ? texts.delivered
            : delivery.next_attempt_at
              ? texts.pending(formatInstant(delivery.next_attempt_at, zone))
              : texts.failed}
          {delivery.last_status !== null && ` · HTTP ${delivery.last_status}`}
          {delivery.last_error && delivery.last_status === null && ` · ${delivery.last_error}`} ·{' '}
          {texts.attempts(delivery.attempts)}
        </li>
      ))}
    </ol>
  );
}
