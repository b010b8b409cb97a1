import type { Lesson } from '@/contract';
import { cachedView } from '@/lib/use-write';
import { byLessonTime, lessonQueries } from './lesson-queries';

/**
 * The calendar caches one list per range it showed (a month, a week, a day): a lesson changed, moved or gone must
 * reach each of them. Each range takes the lesson if its date falls in it, in order, and lets it go otherwise;
 * `lesson` null takes it out of all of them.
 */
export function lessonInLists(schoolId: number, id: number, lesson: Lesson | null) {
  return cachedView<Lesson[]>(lessonQueries.lists(schoolId), (lessons, key) => {
    const [from = '', to = ''] = key.slice(-2).map(String);
    const others = lessons.filter((row) => row.id !== id);
    if (lesson && lesson.lesson_date >= from && lesson.lesson_date <= to)
      return [...others, lesson].toSorted(byLessonTime);
    return others.length === lessons.length ? undefined : others;
  });
}
