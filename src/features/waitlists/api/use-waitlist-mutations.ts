import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, serverMessageOf } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { waitlistTexts } from '../texts';

/**
 * A change of a line — an answer to an offer, a place taken or left: the server's refusal in its words, then the
 * lines, the groups' members and the rolls (an accepted offer puts someone in) are read again.
 */
function useWaitlistMutation<Input>(
  name: string,
  mutationFn: MutationFunction<unknown, Input>,
  done: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...resourceKeys.waitlists, name],
    mutationFn,
    onSuccess: () => notifySuccess(done),
    onError: (error) => notifyFailure(serverMessageOf(error) ?? waitlistTexts.failed),
    onSettled: () =>
      Promise.all(
        [resourceKeys.waitlists, resourceKeys.students, resourceKeys.attendance, resourceKeys.leads].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
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
