import type { EndpointInput, MessageSettings } from '@/contract';
import { messageTexts } from './texts';

/** The settings form as typed: numbers and times are text until sent. */
export type SettingsFormValues = {
  email_enabled: boolean;
  sender_name: string;
  reply_to: string;
  reminder_hour: string;
  quiet_from: string;
  quiet_to: string;
  visits_left_notice: string;
};

export function toFormValues(settings: MessageSettings): SettingsFormValues {
  return {
    email_enabled: settings.email_enabled,
    sender_name: settings.sender_name ?? '',
    reply_to: settings.reply_to ?? '',
    reminder_hour: String(settings.reminder_hour),
    quiet_from: settings.quiet_from,
    quiet_to: settings.quiet_to,
    visits_left_notice: String(settings.visits_left_notice),
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The PATCH body, or the first problem the form can tell before the server does. */
export function readSettings(
  values: SettingsFormValues,
): { changes: EndpointInput<'messageSettingsUpdate'> } | { problem: string } {
  if (!TIME.test(values.quiet_from) || !TIME.test(values.quiet_to))
    return { problem: messageTexts.settings.timeProblem };
  const threshold = values.visits_left_notice.trim();
  if (!/^\d{1,2}$/.test(threshold) || Number(threshold) > 10)
    return { problem: messageTexts.settings.visitsLeftProblem };
  return {
    changes: {
      email_enabled: values.email_enabled,
      sender_name: values.sender_name,
      reply_to: values.reply_to.trim(),
      reminder_hour: Number(values.reminder_hour),
      quiet_from: values.quiet_from,
      quiet_to: values.quiet_to,
      visits_left_notice: Number(threshold),
    },
  };
}
