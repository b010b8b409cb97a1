import type { JoinFormSettings } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { schoolTexts } from '../texts';
import { schoolQueries } from './school-queries';

const texts = schoolTexts.joinForm;

/** The answer is the form's settings as the card shows them. */
const kept = (answer: JoinFormSettings) =>
  cachedView<JoinFormSettings>(schoolQueries.joinForm().queryKey, () => answer);

/** A new link for the trial form: the old one stops working. */
export function useChangeJoinCode() {
  return useWrite({
    mutationKey: mutationKey('schools', 'join-code-change'),
    request: () => callApi('joinFormCodeChange'),
    answered: (answer) => [kept(answer)],
    onSuccess: () => notifySuccess(texts.changed),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'schools')),
  });
}

/** The consent text visitors tick; the form shows a refusal itself. */
export function useSaveJoinConsent() {
  return useWrite({
    mutationKey: mutationKey('schools', 'join-settings'),
    request: (text: string) => callApi('joinFormSettingsUpdate', { json: { consent_text: text } }),
    answered: (answer) => [kept(answer)],
    onSuccess: () => notifySuccess(texts.saved),
  });
}
