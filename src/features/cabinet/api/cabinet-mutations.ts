import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CabinetHome, CabinetLesson, EndpointInput } from '@/contract';
import { cabinetKeys } from './cabinet-queries';
import { callCabinet } from './call-cabinet';

// The family's writes. Each answer (or a refetch of the first view) updates what the family sees; an absence is
// shown at once and rolled back with the server's reason when it is refused.

const cabinetMutation = (name: string) => [...cabinetKeys.all, name] as const;

export function useRequestCode() {
  return useMutation({
    mutationKey: cabinetMutation('code'),
    mutationFn: (email: string) => callCabinet('cabinetCode', { json: { email } }),
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cabinetMutation('sign-in'),
    mutationFn: (json: EndpointInput<'cabinetSignIn'>) => callCabinet('cabinetSignIn', { json }),
    onSuccess: (answer) => {
      // Everything read before (the frame's «not signed in») is read again as the family.
      if (answer.signed_in) return queryClient.resetQueries({ queryKey: cabinetKeys.all });
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cabinetMutation('sign-out'),
    mutationFn: () => callCabinet('cabinetSignOut'),
    onSettled: () => queryClient.removeQueries({ queryKey: cabinetKeys.all }),
  });
}

type AbsenceInput = { lesson: CabinetLesson; announce: boolean };

/** Puts a lesson's new state into the first view and the student's page, wherever it is listed. */
function replaceLesson(queryClient: ReturnType<typeof useQueryClient>, lesson: CabinetLesson) {
  const same = (candidate: CabinetLesson) =>
    candidate.lesson_id === lesson.lesson_id && candidate.student_id === lesson.student_id;
  queryClient.setQueryData<CabinetHome>(cabinetKeys.home(), (home) =>
    home
      ? {
          ...home,
          students: home.students.map((student) => ({
            ...student,
            next_lessons: student.next_lessons.map((candidate) => (same(candidate) ? lesson : candidate)),
          })),
        }
      : home,
  );
}

/** «Не придём» and its undo: shown at once, put back as it was if the school refuses (after the cut-off). */
export function useAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cabinetMutation('absence'),
    mutationFn: ({ lesson, announce }: AbsenceInput) =>
      callCabinet(announce ? 'cabinetAbsence' : 'cabinetAbsenceUndo', {
        json: { lesson_id: lesson.lesson_id, student_id: lesson.student_id },
      }),
    onMutate: async ({ lesson, announce }) => {
      await queryClient.cancelQueries({ queryKey: cabinetKeys.home() });
      replaceLesson(queryClient, { ...lesson, announced: announce, mark: announce ? 'excused' : null });
      return { lesson };
    },
    onError: (_error, _input, context) => {
      if (context) replaceLesson(queryClient, context.lesson);
    },
    onSuccess: (lesson) => replaceLesson(queryClient, lesson),
    onSettled: (_answer, _error, { lesson }) =>
      queryClient.invalidateQueries({ queryKey: cabinetKeys.student(lesson.student_id) }),
  });
}

export function useFreeze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cabinetMutation('freeze'),
    mutationFn: (json: EndpointInput<'cabinetFreeze'>) => callCabinet('cabinetFreeze', { json }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
}

/**
 * A make-up booked into a lesson, or its booking cancelled (docs/makeups.md): the make-ups and the child's timetable
 * are read again, where the lesson comes or goes.
 */
export function useMakeupBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cabinetMutation('makeup'),
    mutationFn: (input: { makeup_id: number; lesson_id: number | null }) =>
      input.lesson_id === null
        ? callCabinet('cabinetMakeupCancel', { json: { makeup_id: input.makeup_id } })
        : callCabinet('cabinetMakeupBook', {
            json: { makeup_id: input.makeup_id, lesson_id: input.lesson_id },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
}

/**
 * A waitlist's offer accepted or declined (docs/makeups.md, «Лист ожидания»): the offers, the child's groups and
 * timetable are read again.
 */
export function useOfferAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cabinetMutation('offer'),
    mutationFn: (input: { entry_id: number; accept: boolean }) =>
      callCabinet(input.accept ? 'cabinetOfferAccept' : 'cabinetOfferDecline', {
        json: { entry_id: input.entry_id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.all }),
  });
}

export function useTrial() {
  return useMutation({
    mutationKey: cabinetMutation('trial'),
    mutationFn: (json: EndpointInput<'cabinetTrial'>) => callCabinet('cabinetTrial', { json }),
  });
}

/** Writes whose answer is the whole first view: it replaces the cached one. */
function useHomeWrite<Input>(name: string, write: (input: Input) => Promise<CabinetHome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cabinetMutation(name),
    mutationFn: write,
    onSuccess: (home) => queryClient.setQueryData(cabinetKeys.home(), home),
  });
}

export const usePhoneChange = () =>
  useHomeWrite('contacts', (phone: string) => callCabinet('cabinetContacts', { json: { phone } }));
export const useEmailChange = () =>
  useHomeWrite('email', (json: EndpointInput<'cabinetEmailChange'>) =>
    callCabinet('cabinetEmailChange', { json }),
  );
export const useConsent = () =>
  useHomeWrite('consent', (json: EndpointInput<'cabinetConsent'>) => callCabinet('cabinetConsent', { json }));

export function useEmailCode() {
  return useMutation({
    mutationKey: cabinetMutation('email-code'),
    mutationFn: (email: string) => callCabinet('cabinetEmailCode', { json: { email } }),
  });
}

/** A fresh one-time link to the school's bot (each press makes a new one: a link works once). */
export function useTelegramLink() {
  return useMutation({
    mutationKey: cabinetMutation('telegram'),
    mutationFn: () => callCabinet('cabinetTelegram'),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cabinetMutation('end-session'),
    mutationFn: (id: number) => callCabinet('cabinetSessionEnd', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabinetKeys.sessions() }),
  });
}
