import { useQueryClient } from '@tanstack/react-query';
import type { CabinetHome, CabinetLesson, CabinetStudent, EndpointInput } from '@/contract';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { cabinetKeys } from './cabinet-queries';
import { callCabinet } from './call-cabinet';

// The family's writes, on the staff's write helper (src/lib/use-write.ts, which loads nothing of the staff's app):
// each answer updates what the family sees, and only what it cannot say is read again. An absence is shown at once
// and rolled back with the server's reason when it is refused.

export function useRequestCode() {
  return useWrite({
    mutationKey: mutationKey('cabinet', 'code'),
    request: (email: string) => callCabinet('cabinetCode', { json: { email } }),
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useWrite({
    mutationKey: mutationKey('cabinet', 'sign-in'),
    request: (json: EndpointInput<'cabinetSignIn'>) => callCabinet('cabinetSignIn', { json }),
    // Everything read before (the frame's «not signed in») is read again as the family.
    onSuccess: (answer) =>
      answer.signed_in ? queryClient.resetQueries({ queryKey: cabinetKeys.all }) : undefined,
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useWrite({
    mutationKey: mutationKey('cabinet', 'sign-out'),
    request: () => callCabinet('cabinetSignOut'),
    onSettled: () => queryClient.removeQueries({ queryKey: cabinetKeys.all }),
  });
}

type AbsenceInput = { lesson: CabinetLesson; announce: boolean };

const sameLesson = (lesson: CabinetLesson) => (candidate: CabinetLesson) =>
  candidate.lesson_id === lesson.lesson_id && candidate.student_id === lesson.student_id;

/** A lesson's new state in the first view and on the child's page, wherever it is listed. */
function lessonViews(lesson: CabinetLesson) {
  const same = sameLesson(lesson);
  const put = (lessons: CabinetLesson[]) =>
    lessons.map((candidate) => (same(candidate) ? lesson : candidate));
  return [
    cachedView<CabinetHome>(cabinetKeys.home(), (home) => ({
      ...home,
      students: home.students.map((student) => ({ ...student, next_lessons: put(student.next_lessons) })),
    })),
    cachedView<CabinetStudent>(cabinetKeys.student(lesson.student_id), (page) => ({
      ...page,
      lessons: put(page.lessons),
      history: put(page.history),
    })),
  ];
}

/**
 * «Не придём» and its undo: shown at once, put back as it was if the school refuses (after the cut-off). The answer
 * is the lesson; an excused absence may earn a make-up and count on the pass, so the child's money and make-ups are
 * read again.
 */
export function useAbsence() {
  return useWrite({
    mutationKey: mutationKey('cabinet', 'absence'),
    request: ({ lesson, announce }: AbsenceInput) =>
      callCabinet(announce ? 'cabinetAbsence' : 'cabinetAbsenceUndo', {
        json: { lesson_id: lesson.lesson_id, student_id: lesson.student_id },
      }),
    optimistic: ({ lesson, announce }) =>
      lessonViews({ ...lesson, announced: announce, mark: announce ? 'excused' : null }),
    reread: ({ lesson }) => [cabinetKeys.student(lesson.student_id)],
    answered: (lesson) => lessonViews(lesson),
    refresh: (lesson) => [
      { queryKey: cabinetKeys.student(lesson.student_id) },
      { queryKey: cabinetKeys.makeups() },
    ],
  });
}

export function useFreeze() {
  return useWrite({
    mutationKey: mutationKey('cabinet', 'freeze'),
    request: (json: EndpointInput<'cabinetFreeze'>) => callCabinet('cabinetFreeze', { json }),
    refresh: () => [{ queryKey: cabinetKeys.all }],
  });
}

/**
 * A make-up booked into a lesson, or its booking cancelled (docs/makeups.md): the make-ups and the child's timetable
 * are read again, where the lesson comes or goes.
 */
export function useMakeupBooking() {
  return useWrite({
    mutationKey: mutationKey('cabinet', 'makeup'),
    request: (input: { makeup_id: number; lesson_id: number | null }) =>
      input.lesson_id === null
        ? callCabinet('cabinetMakeupCancel', { json: { makeup_id: input.makeup_id } })
        : callCabinet('cabinetMakeupBook', {
            json: { makeup_id: input.makeup_id, lesson_id: input.lesson_id },
          }),
    reread: () => [cabinetKeys.all],
    refresh: () => [{ queryKey: cabinetKeys.all }],
  });
}

/**
 * A waitlist's offer accepted or declined (docs/makeups.md, «Лист ожидания»): the offers, the child's groups and
 * timetable are read again.
 */
export function useOfferAnswer() {
  return useWrite({
    mutationKey: mutationKey('cabinet', 'offer'),
    request: (input: { entry_id: number; accept: boolean }) =>
      callCabinet(input.accept ? 'cabinetOfferAccept' : 'cabinetOfferDecline', {
        json: { entry_id: input.entry_id },
      }),
    reread: () => [cabinetKeys.all],
    refresh: () => [{ queryKey: cabinetKeys.all }],
  });
}

export function useTrial() {
  return useWrite({
    mutationKey: mutationKey('cabinet', 'trial'),
    request: (json: EndpointInput<'cabinetTrial'>) => callCabinet('cabinetTrial', { json }),
  });
}

/** Writes whose answer is the whole first view: it replaces the cached one. */
function useHomeWrite<Input>(
  write: 'contacts' | 'email' | 'consent',
  request: (input: Input) => Promise<CabinetHome>,
) {
  return useWrite({
    mutationKey: mutationKey('cabinet', write),
    request,
    answered: (home) => [cachedView<CabinetHome>(cabinetKeys.home(), () => home)],
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
  return useWrite({
    mutationKey: mutationKey('cabinet', 'email-code'),
    request: (email: string) => callCabinet('cabinetEmailCode', { json: { email } }),
  });
}

/** A fresh one-time link to the school's bot (each press makes a new one: a link works once). */
export function useTelegramLink() {
  return useWrite({
    mutationKey: mutationKey('cabinet', 'telegram'),
    request: () => callCabinet('cabinetTelegram'),
  });
}

export function useEndSession() {
  return useWrite({
    mutationKey: mutationKey('cabinet', 'end-session'),
    request: (id: number) => callCabinet('cabinetSessionEnd', { id }),
    // The cabinet takes its answers unparsed, and a deletion's may be the id or `{ id }`: the list is read again.
    refresh: () => [{ queryKey: cabinetKeys.sessions() }],
  });
}
