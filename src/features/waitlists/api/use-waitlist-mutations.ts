import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { waitlistTexts } from '../texts';

/**
 * A change of a line — an answer to an offer, a place taken or left: the server's refusal in its words, then the
 * lines, the groups' members and the rolls (an accepted offer puts someone in) are read again.
 */
function useWaitlistMutation<Input>(
  write: 'accept' | 'decline' | 'join' | 'join-lesson' | 'leave',
  request: (input: Input) => Promise<unknown>,
  done: string,
) {
  return useWrite({
    mutationKey: mutationKey('waitlists', write),
    request,
    // A refusal (an offer taken or expired, a place already held) means the lines shown are out of date.
    reread: () => [resourceKeys.waitlists],
    refresh: () =>
      [resourceKeys.waitlists, resourceKeys.students, resourceKeys.attendance, resourceKeys.leads].map(
        (queryKey) => ({ queryKey }),
      ),
    onSuccess: () => notifySuccess(done),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? waitlistTexts.failed),
  });
}

export const useAcceptOffer = () =>
  useWaitlistMutation(
    'accept',
    (entryId: number) => callApi('waitlistAccept', { json: { entry_id: entryId } }),
    waitlistTexts.accepted,
  );

export const useDeclineOffer = () =>
  useWaitlistMutation(
    'decline',
    (entryId: number) => callApi('waitlistDecline', { json: { entry_id: entryId } }),
    waitlistTexts.declined,
  );

export const useJoinGroupLine = () =>
  useWaitlistMutation(
    'join',
    (json: { group_id: number; student_id: number }) => callApi('waitlistJoin', { json }),
    waitlistTexts.joined,
  );

export const useJoinLessonLine = () =>
  useWaitlistMutation(
    'join-lesson',
    (json: { lesson_id: number; student_id?: number; makeup_id?: number; lead_id?: number }) =>
      callApi('waitlistJoin', { json }),
    waitlistTexts.joined,
  );

export const useLeaveLine = () =>
  useWaitlistMutation(
    'leave',
    (entryId: number) => callApi('waitlistLeave', { json: { entry_id: entryId } }),
    waitlistTexts.left,
  );
