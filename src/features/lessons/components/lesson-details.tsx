import type { LessonDetail } from '@/contract';
import { DetailsList } from '@/ui/details-list';
import { formatLessonStart } from '../lesson-time';
import { scheduleTexts } from '../texts';

type LessonDetailsProps = {
  /** The list's copy until the full lesson (with the teacher's phone) arrives. */
  lesson: Omit<LessonDetail, 'teacher_phone'> & { teacher_phone?: string | null };
};

/** Spec §2: group, teacher, `dd.MM.yyyy HH:mm` with the duration in minutes, dance style, cancelled yes/no. */
export function LessonDetails({ lesson }: LessonDetailsProps) {
  const items = [
    { label: scheduleTexts.group, value: lesson.group_name },
    { label: scheduleTexts.teacher, value: lesson.teacher_name ?? '' },
    ...(lesson.teacher_phone ? [{ label: scheduleTexts.teacherPhone, value: lesson.teacher_phone }] : []),
    {
      label: scheduleTexts.time,
      value: `${formatLessonStart(lesson)}, ${scheduleTexts.duration(lesson.duration_minutes)}`,
    },
    { label: scheduleTexts.style, value: lesson.dance_style ?? '' },
    { label: scheduleTexts.canceled, value: lesson.is_canceled ? scheduleTexts.yes : scheduleTexts.no },
  ];
  return <DetailsList items={items} />;
}
