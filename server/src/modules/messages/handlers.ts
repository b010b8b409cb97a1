import type { ApiDeps } from '../../app-env.ts';
import { randomBytes, toBase64Url } from '../../auth/bytes.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { listMessages, resendMessage } from '../outbox/service.ts';
import type { Handlers } from '../shared/handler.ts';
import { describeBot } from '../telegram/service.ts';
import { audienceContacts, audienceRecipients } from './audience.ts';
import { previewTemplate } from './preview.ts';
import { tell } from './send.ts';
import { type SendSettings, sendSettings, updateSendSettings } from './settings.ts';
import { listTemplates, updateTemplate } from './templates.ts';
import { unsubscribe } from './unsubscribe.ts';

export function messageHandlers({ db, publicUrl, mailConfigured, kickOutbox }: ApiDeps) {
  const describe = async (schoolId: number, settings: SendSettings) => ({
    ...settings,
    smtp_configured: mailConfigured,
    telegram_bot: (await describeBot(db, schoolId)).username,
  });
  return {
    messages: ({ schoolId, body, time }) => listMessages(db, schoolId, body, time),
    messageResend: async ({ schoolId, id, time }) => {
      const message = await resendMessage(db, schoolId, id, time.now);
      kickOutbox();
      return message;
    },
    messageSettings: async ({ schoolId }) => describe(schoolId, await sendSettings(db, schoolId)),
    messageSettingsUpdate: async ({ schoolId, body }) =>
      describe(schoolId, await updateSendSettings(db, schoolId, body)),
    messageTemplates: ({ schoolId }) => listTemplates(db, schoolId),
    messageTemplateUpdate: ({ schoolId, body, time }) => updateTemplate(db, schoolId, body, time.now),
    messageTemplatePreview: ({ schoolId, body, time }) =>
      previewTemplate(db, schoolId, body, time, publicUrl),
    messageRecipients: ({ schoolId, body }) => audienceRecipients(db, schoolId, body),
    messageSend: async ({ schoolId, body, time }) => {
      const answer = await inTransaction(db, async (trx) => {
        const { contacts, unreachable } = await audienceContacts(trx, schoolId, body);
        const queued = await tell(
          trx,
          {
            schoolId,
            kind: 'manual',
            // Each send is its own occasion; a double click is one send (the endpoint's Idempotency-Key).
            occasion: toBase64Url(randomBytes(16)),
            contacts,
            values: (contact) => ({ ученик: contact.students.map((student) => student.name).join(', ') }),
            text: { subject: body.subject, body: body.text },
            channels: body.channels,
            publicUrl,
          },
          time,
        );
        return { queued, skipped: unreachable.length };
      });
      kickOutbox();
      return answer;
    },
    cabinetUnsubscribe: ({ body, time }) => unsubscribe(db, body.token, time.now),
  } satisfies Partial<Handlers>;
}
