import { useState } from 'react';
import type { Lesson, Role } from '@/contract';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { LessonDialog } from '../components/lesson-dialog';
import type { ScheduleViewer } from '../lesson-permissions';
import { currentViewer, nextWeekLesson } from './schedule-api';

type OpenLessonProps = { lesson: Lesson; viewer: ScheduleViewer };

/** The calendar's part around the modal: it holds which lesson is open and forgets it on close. */
function OpenLesson({ lesson, viewer }: OpenLessonProps) {
  const [lessonId, setLessonId] = useState<number | null>(lesson.id);
  return (
    <LessonDialog
      lessonId={lessonId}
      summary={lesson}
      schoolId={lesson.school_id}
      viewer={viewer}
      onClose={() => setLessonId(null)}
    />
  );
}

/** Signs in, arranges the group's first lesson of next week through the API and opens its modal. */
export async function openLessonDialog(role: Role, groupName: string) {
  await signInAs(role);
  const lesson = await nextWeekLesson(groupName);
  const viewer = await currentViewer();
  const view = renderWithQuery(<OpenLesson lesson={lesson} viewer={viewer} />);
  return { ...view, lesson, viewer };
}
